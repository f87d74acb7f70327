import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Thread } from '@holdfast/shared/community';
import { dayOf } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import { AvatarStack } from './people';

/** A thread in a list: title, short description, replies, views, participants, last activity. */
export function ThreadRow({ thread, to }: { thread: Thread; to: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" p="md" style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {thread.is_pinned && (
            <Badge leftSection={<IconPin size={12} aria-hidden />} variant="light" size="sm">
              {ui.pinned}
            </Badge>
          )}
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {thread.title}
          </Text>
        </Group>
        {thread.short_description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {thread.short_description}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {ui.repliesOf(thread.total_replies)} · {ui.viewsOf(thread.total_views)} · {ui.participantsOf(thread.total_users)} · {ui.lastActivity(dayOf(thread.activity))}
          </Text>
          <AvatarStack users={thread.users} total={thread.total_users} />
        </Group>
      </Stack>
    </Card>
  );
}
