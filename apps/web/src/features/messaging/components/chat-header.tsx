import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The chat's top bar: back to Messages, whom it is with (and, for a group member, the group), its options. */
export function ChatHeader({ title, groupName, menu }: { title: string; groupName: string | null; menu: ReactNode }) {
  return (
    <Group px="md" py="sm" gap="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <ActionIcon component={Link} to="/messages" variant="subtle" size="lg" aria-label="Back to Messages">
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Title order={1} fz={20} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {groupName && (
          <Text size="xs" c="dimmed">
            {groupName}
          </Text>
        )}
      </div>
      {menu}
    </Group>
  );
}
