import { Avatar, Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { UnreadItem } from '@holdfast/shared/messaging';
import { PersonAvatar } from '@/components/person-line';
import { useLastMessage } from '../api/list-chats';
import { chatPagePath } from '../lib/chat-ref';
import { useChatPeer } from '../lib/use-chat-peer';

function when(iso: string | null): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isSame(dayjs(), 'day') ? d.format('h:mm A') : d.format('MMM DD, YYYY');
}

/** One chat in the list: who, the last message, when, and the unread badge. */
export function ChatRow({ item, myId }: { item: UnreadItem; myId: number | null }) {
  const peer = useChatPeer(item.chat);
  const last = useLastMessage(item.chat, item.messaged_on !== null);
  const preview = last.data
    ? `${last.data.from_user !== null && last.data.from_user === myId ? 'You: ' : item.chat.type === 'group' && last.data.user ? `${last.data.user.display_name}: ` : ''}${last.data.message}`
    : item.messaged_on === null
      ? 'No messages yet'
      : null;
  const name = peer.title ?? '';
  return (
    <Card
      component={Link}
      to={chatPagePath(item.chat)}
      withBorder
      radius="md"
      p="sm"
      aria-label={`${name || 'Chat'}${item.unread_count ? `, ${item.unread_count} unread` : ''}`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group wrap="nowrap" gap="sm">
        {item.chat.type === 'group' ? (
          <Avatar radius="xl" color="harbor" aria-hidden>
            <IconUsersGroup size={20} />
          </Avatar>
        ) : peer.person ? (
          <PersonAvatar person={peer.person} />
        ) : (
          <Avatar radius="xl" aria-hidden />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {peer.title === null ? <Skeleton height={14} width={120} /> : <Text fw={700} truncate>{name}</Text>}
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {when(item.messaged_on)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {preview === null ? (
              <Skeleton height={12} width="60%" mt={6} />
            ) : (
              <Text size="sm" c="dimmed" truncate data-testid="chat-preview">
                {preview}
              </Text>
            )}
            {item.unread_count > 0 && (
              <Badge color="red" circle size="md" aria-hidden>
                {item.unread_count > 99 ? '99+' : item.unread_count}
              </Badge>
            )}
          </Group>
          {item.chat.type === 'group-member' && peer.groupName && (
            <Text size="xs" c="dimmed" truncate>
              {peer.groupName}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
