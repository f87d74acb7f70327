import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';

/** Move up / move down for one row of an ordered list (keyboard: Tab to a button, Enter). */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
  disabled,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  disabled?: boolean;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`${t.moveUp}: ${name}`} disabled={first || disabled} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`${t.moveDown}: ${name}`} disabled={last || disabled} onClick={() => onMove(1)}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
