import { Container, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { readReceiptsTexts as rt, type ChatRef } from '@holdfast/shared/messaging';
import { useConfirm } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { useBlockedList } from '../api/list-blocked';
import { useChatMessages } from '../api/list-chat-messages';
import { useReadReceipts } from '../api/read-receipts';
import { isBlockedError } from '../lib/chat-errors';
import { useChatActions } from '../lib/use-chat-actions';
import { useChatLive } from '../lib/use-chat-live';
import { useChatOutbox } from '../lib/use-chat-outbox';
import { useChatPeer } from '../lib/use-chat-peer';
import { useChatPresence } from '../lib/use-chat-presence';
import { useChatScroll } from '../lib/use-chat-scroll';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatLog } from './chat-log';
import { ChatOptionsMenu } from './chat-options-menu';
import { LeaveWithWarning } from './leave-with-warning';
import { ReadReceiptsModal } from './read-receipts-switch';

/**
 * One chat, full height under the app's header: who it is with and its options, the messages (kept
 * current, older ones on scrolling up), who is typing, and the message box (sent through the outbox).
 */
export function ChatView({ chat }: { chat: ChatRef }) {
  const peer = useChatPeer(chat);
  const me = useProfile().data?.id ?? null;
  const messages = useChatMessages(chat);
  // One-to-one chats: whether I blocked the other person (a partner or group-member chat can be blocked by a block that predates the link).
  const blocked = useBlockedList(chat.type !== 'group');
  const { ask, dialog } = useConfirm();
  const receipts = useReadReceipts();
  const presence = useChatPresence(chat, { receiptsOn: receipts.on, seenFromPage: messages.data?.pages[0]?.seen_up_to });
  const [receiptsOpen, setReceiptsOpen] = useState(false);
  const [text, setText] = useState('');

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

  const connectionTick = useChatLive(chat, { messages, newestId, me, presence });
  const outbox = useChatOutbox(chat, connectionTick);
  const scroll = useChatScroll(messages, { newestId, oldestId, pendingCount: outbox.pending.length });

  const trimmed = text.trim();
  const submit = () => {
    if (!trimmed || outbox.sending) return;
    outbox.queue(trimmed);
    setText('');
  };

  const otherUserId = chat.type === 'community' ? chat.user_id : chat.type === 'group' ? null : (peer.person?.id ?? null);
  const iBlocked = otherUserId !== null && (blocked.data?.items.some((b) => b.blocked_user_id === otherUserId) ?? false);
  const canDelete =
    chat.type === 'partner' || chat.type === 'group-member' || (chat.type === 'community' && peer.request?.request_status === 'accepted');
  const title = peer.title ?? 'Chat';
  const actions = useChatActions(chat, { peer, otherUserId, title, ask, messages });

  // A chat the relationship does not allow: the spec's redirects (community and blocked to the list, the others to the dashboard).
  if (messages.isError && !isBlockedError(messages.error) && isApiError(messages.error) && [403, 404].includes(messages.error.status)) {
    return <LeaveWithWarning to={chat.type === 'community' ? '/messages' : '/dashboard'} warning={messages.error.message} />;
  }

  const menu = chat.type !== 'group' && (
    <ChatOptionsMenu
      type={chat.type}
      canDelete={canDelete}
      iBlocked={iBlocked}
      onDelete={actions.deleteChat}
      onReadReceipts={() => setReceiptsOpen(true)}
      onBlock={actions.blockUser}
      onUnblock={actions.unblockUser}
    />
  );

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
      <ChatHeader title={title} groupName={chat.type === 'group-member' ? peer.groupName : null} menu={menu} />

      <ChatLog
        viewport={scroll.viewport}
        onScroll={scroll.onScroll}
        title={title}
        messages={messages}
        all={all}
        me={me}
        showSender={chat.type === 'group'}
        pending={outbox.pending}
        seenUpTo={presence.seenUpTo}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        iBlocked={iBlocked}
        onUnblock={actions.unblockUser}
        unblocking={actions.unblocking}
        loadOlder={scroll.loadOlder}
      />

      <Text size="xs" c="dimmed" px="md" mih={18} aria-live="polite">
        {presence.typing ? rt.typing(title) : ''}
      </Text>
      <ChatComposer
        text={text}
        onTextChange={(value) => {
          setText(value);
          if (value.trim()) presence.notifyTyping();
        }}
        onSend={submit}
        disabled={messages.isError}
        sendDisabled={!trimmed || outbox.sending || messages.isError}
      />
      {dialog}
      <ReadReceiptsModal opened={receiptsOpen} onClose={() => setReceiptsOpen(false)} />
    </Container>
  );
}
