import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment, type RefObject, type UIEvent } from 'react';
import { messagingTexts as t, type Message } from '@holdfast/shared/messaging';
import { LoadFailure } from '@/components/query-states';
import type { useChatMessages } from '../api/list-chat-messages';
import { isBlockedError } from '../lib/chat-errors';
import { MessageItem } from './message-item';
import { PendingMessage, type Pending } from './pending-message';

function dayLabel(iso: string): string {
  const d = dayjs(iso);
  return d.isSame(dayjs(), 'day') ? 'Today' : d.format('MMM DD, YYYY');
}

/**
 * A chat's messages by day, oldest first, then my messages still on their way (or refused); 'Seen'
 * under the last of mine the other person read. While it loads, a loader; when refused for a
 * block, why (and Unblock, when I blocked them); when it failed, Retry.
 */
export function ChatLog({
  viewport,
  onScroll,
  title,
  messages,
  all,
  me,
  showSender,
  pending,
  seenUpTo,
  onRetry,
  onDiscard,
  iBlocked,
  onUnblock,
  unblocking,
  loadOlder,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  onScroll: (e: UIEvent<HTMLDivElement>) => void;
  title: string;
  messages: ReturnType<typeof useChatMessages>;
  all: Message[];
  me: number | null;
  showSender: boolean;
  pending: Pending[];
  seenUpTo: number | null;
  onRetry: (item: Pending) => void;
  onDiscard: (item: Pending) => void;
  iBlocked: boolean;
  onUnblock: () => void;
  unblocking: boolean;
  loadOlder: () => void;
}) {
  const days = all.map((m) => dayLabel(m.messaged_on));
  // The socket (or a catch-up) can bring my message before the send answers: the pending copy is not shown twice.
  const storedKeys = new Set(all.map((m) => m.client_id).filter(Boolean));
  const shownPending = pending.filter((p) => p.status === 'failed' || !storedKeys.has(p.clientId));
  // 'Seen' goes under the last of my messages the other person has read (read receipts, both on).
  const seenId =
    seenUpTo === null
      ? null
      : (all.filter((m) => m.from_user === me && m.message_type === 'message' && m.id <= seenUpTo).at(-1)?.id ?? null);
  return (
    <Box
      ref={viewport}
      onScroll={onScroll}
      style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      px="md"
      py="sm"
      role="log"
      aria-label={`Messages with ${title}`}
      aria-busy={messages.isPending || messages.isFetchingNextPage}
      data-testid="chat-log"
    >
      {messages.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading messages" />
        </Group>
      ) : messages.isError ? (
        isBlockedError(messages.error) ? (
          <Alert color="yellow" role="alert" title={t.toasts.notReceiving}>
            {iBlocked && (
              <Button size="xs" variant="light" mt="xs" onClick={onUnblock} loading={unblocking}>
                Unblock
              </Button>
            )}
          </Alert>
        ) : (
          <LoadFailure title="Unable to load messages" onRetry={() => void messages.refetch()} />
        )
      ) : (
        // A short chat sits at the bottom, by the composer.
        <Stack gap="xs" mt="auto">
          {messages.hasNextPage ? (
            <Group justify="center">
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={messages.isFetchingNextPage}>
                Load older messages
              </Button>
            </Group>
          ) : (
            all.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                No messages yet. Say hello.
              </Text>
            )
          )}
          {all.map((m: Message, i) => {
            const day = days[i]!;
            const separator = i === 0 || days[i - 1] !== day;
            return (
              <Fragment key={m.id}>
                {separator && (
                  <Text size="xs" fw={700} c="dimmed" ta="center" role="separator" aria-label={day}>
                    {day}
                  </Text>
                )}
                <MessageItem message={m} mine={m.from_user !== null && m.from_user === me} showSender={showSender} seen={m.id === seenId} />
              </Fragment>
            );
          })}
          {shownPending.map((p) => (
            <PendingMessage key={`pending-${p.key}`} pending={p} onRetry={() => onRetry(p)} onDiscard={() => onDiscard(p)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
