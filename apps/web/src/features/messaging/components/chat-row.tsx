import { Avatar, Badge, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { UnreadItem } from '@holdfast/shared/messaging';
import { PersonAvatar } from '@/components/person-line';
import { chatPagePath } from '../lib/chat-ref';

function when(iso: string | null): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isSame(dayjs(), 'day') ? d.format('h:mm A') : d.format('MMM DD, YYYY');
}

/** The preview line: 'You: ' before mine, the sender's name before others' in a group chat. */
function previewOf(item: UnreadItem, myId: number | null): string {
  const last = item.last_message;
  if (!last) return 'No messages yet';
  const by =
    last.from_user !== null && last.from_user === myId
      ? 'You: '
      : item.chat.type === 'group' && last.sender_name
        ? `${last.sender_name}: `
        : '';
  return `${by}${last.preview}`;
}

/** One chat in the list: who, the last message, when, and the unread badge (all from GET messages-info). */
export function ChatRow({ item, myId }: { item: UnreadItem; myId: number | null }) {
  const name = item.title;
  return (
    <Card component={Link} to={chatPagePath(item.chat)} withBorder radius="md" p="sm" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group wrap="nowrap" gap="sm">
        {item.chat.type === 'group' ? (
          <Avatar radius="xl" color="harbor" aria-hidden>
            <IconUsersGroup size={20} />
          </Avatar>
        ) : item.person ? (
          <PersonAvatar person={item.person} />
        ) : (
          <Avatar radius="xl" aria-hidden />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {/* The link is named by what it shows (an aria-label hid the preview and failed axe's
                label-content-name-mismatch); the unread count, drawn as a badge, is read with the name: 'Nora Vale (1 unread)', as the bell's. */}
            <Text fw={700} truncate>
              {name || 'Chat'}
              {item.unread_count > 0 && <VisuallyHidden> ({item.unread_count} unread)</VisuallyHidden>}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {when(item.messaged_on)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" truncate data-testid="chat-preview">
              {previewOf(item, myId)}
            </Text>
            {item.unread_count > 0 && (
              <Badge color="red" circle size="md" aria-hidden>
                {item.unread_count > 99 ? '99+' : item.unread_count}
              </Badge>
            )}
          </Group>
          {item.chat.type === 'group-member' && item.group_name && (
            <Text size="xs" c="dimmed" truncate>
              {item.group_name}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
