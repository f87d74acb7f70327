import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Thread } from '@holdfast/shared/community';
import { dayOf } from '../lib/dates';
import { communityUi as ui } from '../lib/texts';
import { contentWarningLabel } from './content-warning';
import { AvatarStack } from './people';
import { StrugglingBadge } from './struggling';

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
        {(thread.is_struggling || thread.content_warning) && (
          <Group gap="xs">
            {thread.is_struggling && <StrugglingBadge />}
            {thread.content_warning && (
              <Badge variant="outline" color="orange" size="sm">
                {contentWarningLabel(thread.content_warning)}
              </Badge>
            )}
          </Group>
        )}
        {/* A warned thread's words stay out of the list until the member opens it. */}
        {thread.short_description && !thread.content_warning && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {thread.short_description}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {ui.repliesOf(thread.total_replies)} · {ui.viewsOf(thread.total_views)} · {ui.participantsOf(thread.total_users)} ·{' '}
            {ui.lastActivity(dayOf(thread.activity))}
          </Text>
          <AvatarStack users={thread.users} total={thread.total_users} />
        </Group>
      </Stack>
    </Card>
  );
}
