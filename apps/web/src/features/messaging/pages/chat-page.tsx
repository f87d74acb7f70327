import { ActionIcon, Alert, Box, Button, Container, Group, Loader, Menu, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconDotsVertical } from '@tabler/icons-react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Fragment, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import {
  MESSAGE_MAX_LENGTH,
  messagingRequestTexts as mrt,
  messagingTexts as t,
  readReceiptsTexts as rt,
  type ChatRef,
  type Message,
  type MessagePage,
} from '@holdfast/shared/messaging';
import { useConfirm } from '@/components/confirm-dialog';
import { OptionsMenu } from '@/components/options-menu';
import { LoadFailure } from '@/components/query-states';
import { api, isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { useBlockedList } from '../api/list-blocked';
import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';
import { addMessageToCache } from '../lib/message-cache';
import { useChatMessages } from '../api/list-chat-messages';
import { useMarkRead } from '../api/mark-chat-read';
import { useSendMessage } from '../api/send-message';
import { messagingKeys } from '../api/query-keys';
import { useReadReceipts } from '../api/read-receipts';
import { useArchiveChat } from '../api/archive-chat';
import { MessageItem } from '../components/message-item';
import { PendingMessage, type Pending } from '../components/pending-message';
import { ReadReceiptsModal } from '../components/read-receipts-switch';
import { chatApiPath, chatFromParams } from '../lib/chat-ref';
import { useChatPeer } from '../lib/use-chat-peer';
import { useChatPresence } from '../lib/use-chat-presence';

/** Spec 3 section 9: the infinite-scroll threshold, and the delay before scrolling to the newest. */
const SCROLL_THRESHOLD_PX = 50;
const SCROLL_DELAY_MS = 100;

/** While offline, or after a send failed for the network, a queued message waits this long before trying again (the socket's reconnect delay). */
const RESEND_DELAY_MS = REALTIME_RECONNECT_MS;

function dayLabel(iso: string): string {
  const d = dayjs(iso);
  return d.isSame(dayjs(), 'day') ? 'Today' : d.format('MMM DD, YYYY');
}

const isBlockedError = (error: unknown) => isApiError(error) && error.status === 403 && error.message === t.blocked;

/** Why a send failed, as the person reads it: the API's 403 reason, the validation messages, or the spec's toast. */
function sendFailure(error: unknown): string {
  if (isBlockedError(error)) return t.toasts.notReceiving;
  if (isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 409)) return error.message;
  if (isApiError(error) && error.status === 422) return error.messages.join(' ');
  return t.toasts.sendFailed;
}

/** Says why, once, and leaves. */
function LeaveWithWarning({ to, warning }: { to: string; warning: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notify.warning(warning);
    navigate(to, { replace: true });
  }, [navigate, to, warning]);
  return null;
}

function ChatView({ chat }: { chat: ChatRef }) {
  const path = chatApiPath(chat);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const peer = useChatPeer(chat);
  const me = useProfile().data?.id ?? null;
  const messages = useChatMessages(chat);
  const send = useSendMessage(chat);
  const markRead = useMarkRead(chat);
  const archive = useArchiveChat();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  // One-to-one chats: whether I blocked the other person (a partner or group-member chat can be blocked by a block that predates the link).
  const blocked = useBlockedList(chat.type !== 'group');
  const { ask, dialog } = useConfirm();
  const receipts = useReadReceipts();
  const presence = useChatPresence(chat, { receiptsOn: receipts.on, seenFromPage: messages.data?.pages[0]?.seen_up_to });
  const [receiptsOpen, setReceiptsOpen] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const viewport = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  /** A live message or a (re)connect came before the first page was in: catch up once it is. */
  const missedWhileLoading = useRef(false);

  const all = useMemo(
    () =>
      messages.data
        ? messages.data.pages
            .slice()
            .reverse()
            .flatMap((p) => p.items)
        : [],
    [messages.data],
  );
  const newestId = all.at(-1)?.id ?? 0;
  const oldestId = all[0]?.id ?? 0;

  // Read marks: once the chat opens, and for each live message from someone else (over the socket when connected).
  const markReadNow = useEffectEvent((upTo: number = 0) =>
    markRead.mutate(Math.max(newestId, upTo), { onError: () => notify.error(t.toasts.markReadFailed) }),
  );
  const opened = messages.isSuccess;
  useEffect(() => {
    if (opened) markReadNow();
  }, [opened]);

  // Live messages of this chat join it without a reload (the sender's own come once: added by id).
  const onLive = useEffectEvent((message: Message) => {
    if (!queryClient.getQueryData(messagingKeys.chat(path))) missedWhileLoading.current = true;
    queryClient.setQueryData<InfiniteData<MessagePage, number | undefined>>(messagingKeys.chat(path), (data) =>
      addMessageToCache(data, message),
    );
    if (message.from_user !== me) {
      presence.clearTyping();
      markReadNow(message.id);
    }
  });
  useEffect(
    () =>
      onRealtimeEvent('message.created', ({ chat: to, message }) => {
        if (chatApiPath(to) === path) onLive(message);
      }),
    [path],
  );

  // A member of this group turned sharing on or off, left or was removed: its check-in cards read
  // differently now (the server fills them through consent), so the loaded pages are read again.
  useEffect(
    () =>
      onRealtimeEvent('group.sharing-changed', ({ group_id }) => {
        if (chatApiPath({ type: 'group', group_id }) === path) void queryClient.invalidateQueries({ queryKey: messagingKeys.chat(path) });
      }),
    [path, queryClient],
  );

  // Back online, or the socket connected (first, or back after a drop): what came meanwhile, after the
  // newest message held (spec 3 section 4, "refreshes when the app comes online"), a page of 100 at a
  // time; then the outbox goes. Before the first page is in, that page's own load will do.
  const catchUp = useEffectEvent(async () => {
    if (!messages.data) {
      missedWhileLoading.current = true;
      return;
    }
    let after = newestId;
    for (let pages = 0; pages < 20; pages++) {
      const page = await api.get<MessagePage>(path, { query: { after_id: after || undefined, perPage: 100 } }).catch(() => null);
      if (!page) return;
      page.items.forEach((message) => onLive(message));
      after = page.items.at(-1)?.id ?? after;
      if (!page.has_more || !after) return;
    }
  });
  // Something came (or the socket connected) while the first page loaded: fetch what may have been missed.
  useEffect(() => {
    if (!opened || !missedWhileLoading.current) return;
    missedWhileLoading.current = false;
    void catchUp();
  }, [opened]);
  const [connectionTick, setConnectionTick] = useState(0);
  useEffect(() => {
    const back = () => {
      void catchUp();
      setConnectionTick((n) => n + 1);
    };
    window.addEventListener('online', back);
    const off = onRealtimeConnect(back);
    return () => {
      window.removeEventListener('online', back);
      off();
    };
  }, []);

  // The newest message in view, 100 ms after it arrives (spec 3 sections 4 and 9).
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = viewport.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newestId, pending.length]);

  // An older page keeps what was on screen where it was.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
  }, [oldestId]);

  const loadOlder = () => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    const el = viewport.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void messages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) notify.error(t.toasts.loadPreviousFailed);
    });
  };

  // The outbox: the oldest queued message goes when nothing else is on its way and the browser is
  // online; a network failure puts it back in the queue (tried again on reconnect, or after a delay);
  // a refusal (403, 422...) marks it failed with the reason, for Retry or Discard.
  const setStatus = (key: number, status: Pending['status'], error: string | null = null) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, status, error } : p)));
  const sendNext = useEffectEvent(() => {
    if (pending.some((p) => p.status === 'sending') || !navigator.onLine) return;
    const item = pending.find((p) => p.status === 'queued');
    if (!item) return;
    setStatus(item.key, 'sending');
    send.mutate(
      { message: item.text, client_id: item.clientId },
      {
        onSuccess: () => setPending((list) => list.filter((p) => p.key !== item.key)),
        onError: (error) => {
          if (isApiError(error) && error.status === 0) {
            setStatus(item.key, 'queued');
            setTimeout(() => setConnectionTick((n) => n + 1), RESEND_DELAY_MS);
            return;
          }
          setStatus(item.key, 'failed', sendFailure(error));
          if (isBlockedError(error)) notify.warning(t.toasts.notReceiving);
          else notify.error(t.toasts.sendFailed);
        },
      },
    );
  });
  useEffect(() => sendNext(), [pending, connectionTick]);

  const sending = pending.some((p) => p.status === 'sending');
  const trimmed = text.trim();
  const submit = () => {
    if (!trimmed || sending) return;
    const item: Pending = { key: nextKey.current++, text: trimmed, clientId: crypto.randomUUID(), status: 'queued', error: null };
    setPending((list) => [...list, item]);
    setText('');
  };

  const retry = (item: Pending) => setStatus(item.key, 'queued');

  const otherUserId = chat.type === 'community' ? chat.user_id : chat.type === 'group' ? null : (peer.person?.id ?? null);
  const iBlocked = otherUserId !== null && (blocked.data?.items.some((b) => b.blocked_user_id === otherUserId) ?? false);
  const canDelete =
    chat.type === 'partner' || chat.type === 'group-member' || (chat.type === 'community' && peer.request?.request_status === 'accepted');
  const title = peer.title ?? 'Chat';

  const deleteChat = () =>
    ask({
      title: 'Delete Chat',
      message: `The chat with ${title} disappears from your messages (not from theirs). A new message brings it back.`,
      confirmLabel: 'Delete Chat',
      danger: true,
      onConfirm: () =>
        archive.mutateAsync(
          { chat, requestId: peer.request?.id ?? null },
          {
            onSuccess: () => {
              notify.success(t.toasts.removed);
              navigate('/messages');
            },
            onError: () => notify.error(t.toasts.removeFailed),
          },
        ),
    });

  const blockUser = () =>
    ask({
      title: 'Block',
      message: `Block ${title}? You will no longer see each other's messages.`,
      confirmLabel: 'Block',
      danger: true,
      onConfirm: () =>
        block.mutateAsync(otherUserId!, {
          onSuccess: () => {
            notify.success(t.toasts.userBlocked);
            navigate('/messages');
          },
          onError: (error) => notify.error(isApiError(error) && error.status === 403 ? error.message : t.toasts.blockFailed),
        }),
    });

  const unblockUser = () =>
    ask({
      title: 'Unblock',
      message: mrt.unblockConfirm(title),
      confirmLabel: 'Unblock',
      onConfirm: () =>
        unblock.mutateAsync(otherUserId!, {
          onSuccess: (answer) => {
            notify.success(answer.message);
            void messages.refetch();
          },
          onError: () => notify.error(mrt.unblockFailed),
        }),
    });

  // A chat the relationship does not allow: the spec's redirects (community and blocked to the list, the others to the dashboard).
  if (messages.isError && !isBlockedError(messages.error) && isApiError(messages.error) && [403, 404].includes(messages.error.status)) {
    return <LeaveWithWarning to={chat.type === 'community' ? '/messages' : '/dashboard'} warning={messages.error.message} />;
  }

  const menu = chat.type !== 'group' && (
    <OptionsMenu label="Chat options" icon={<IconDotsVertical size={20} aria-hidden />} size="lg">
      {chat.type === 'community' && (
        <Menu.Item component={Link} to="/add-accountability">
          Add Accountability
        </Menu.Item>
      )}
      {canDelete && (
        <Menu.Item color="red" onClick={deleteChat}>
          Delete Chat
        </Menu.Item>
      )}
      <Menu.Item onClick={() => setReceiptsOpen(true)}>Read receipts</Menu.Item>
      {/* Unblock for any chat I blocked; Block only in community chats (spec 3 section 6: never a partner or a group's member). */}
      {iBlocked ? (
        <Menu.Item onClick={unblockUser}>Unblock</Menu.Item>
      ) : (
        chat.type === 'community' && (
          <Menu.Item color="red" onClick={blockUser}>
            Block
          </Menu.Item>
        )
      )}
    </OptionsMenu>
  );

  const days = all.map((m) => dayLabel(m.messaged_on));
  // The socket (or a catch-up) can bring my message before the send answers: the pending copy is not shown twice.
  const storedKeys = new Set(all.map((m) => m.client_id).filter(Boolean));
  const shownPending = pending.filter((p) => p.status === 'failed' || !storedKeys.has(p.clientId));
  // 'Seen' goes under the last of my messages the other person has read (read receipts, both on).
  const seenUpTo = presence.seenUpTo;
  const seenId =
    seenUpTo === null
      ? null
      : (all.filter((m) => m.from_user === me && m.message_type === 'message' && m.id <= seenUpTo).at(-1)?.id ?? null);
  return (
    <Container
      size="sm"
      px={0}
      style={{
        height: 'calc(100dvh - var(--app-shell-header-offset, 60px) - var(--app-shell-footer-offset, 0px))',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group px="md" py="sm" gap="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <ActionIcon component={Link} to="/messages" variant="subtle" size="lg" aria-label="Back to Messages">
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={20} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {chat.type === 'group-member' && peer.groupName && (
            <Text size="xs" c="dimmed">
              {peer.groupName}
            </Text>
          )}
        </div>
        {menu}
      </Group>

      <Box
        ref={viewport}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < SCROLL_THRESHOLD_PX) loadOlder();
        }}
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
                <Button size="xs" variant="light" mt="xs" onClick={unblockUser} loading={unblock.isPending}>
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
                  <MessageItem
                    message={m}
                    mine={m.from_user !== null && m.from_user === me}
                    showSender={chat.type === 'group'}
                    seen={m.id === seenId}
                  />
                </Fragment>
              );
            })}
            {shownPending.map((p) => (
              <PendingMessage
                key={`pending-${p.key}`}
                pending={p}
                onRetry={() => retry(p)}
                onDiscard={() => setPending((list) => list.filter((x) => x.key !== p.key))}
              />
            ))}
          </Stack>
        )}
      </Box>

      <Text size="xs" c="dimmed" px="md" mih={18} aria-live="polite">
        {presence.typing ? rt.typing(title) : ''}
      </Text>
      <Box
        component="form"
        px="md"
        py="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label="Message"
            placeholder="Write a message"
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (e.currentTarget.value.trim()) presence.notifyTyping();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            style={{ flex: 1 }}
            disabled={messages.isError}
          />
          <Button type="submit" disabled={!trimmed || sending || messages.isError}>
            Send
          </Button>
        </Group>
      </Box>
      {dialog}
      <ReadReceiptsModal opened={receiptsOpen} onClose={() => setReceiptsOpen(false)} />
    </Container>
  );
}

function ChatRoute({ kind }: { kind: ChatRef['type'] }) {
  const chat = chatFromParams(kind, useParams());
  if (!chat) return <Navigate to="/messages" replace />;
  return <ChatView key={chatApiPath(chat)} chat={chat} />;
}

export const PartnerChatPage = () => <ChatRoute kind="partner" />;
export const GroupChatPage = () => <ChatRoute kind="group" />;
export const GroupMemberChatPage = () => <ChatRoute kind="group-member" />;
export const CommunityChatPage = () => <ChatRoute kind="community" />;
