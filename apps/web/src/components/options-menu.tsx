import { ActionIcon, Menu, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon button named `label` that opens a menu of `children` (Menu.Item, Menu.Label) below it, to the left. */
export function OptionsMenu({
  label,
  icon,
  color,
  size,
  children,
}: {
  label: string;
  icon: ReactNode;
  color?: string;
  size?: ActionIconProps['size'];
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color={color} size={size} aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
