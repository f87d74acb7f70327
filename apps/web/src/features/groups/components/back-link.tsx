import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The back arrow of a group page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
