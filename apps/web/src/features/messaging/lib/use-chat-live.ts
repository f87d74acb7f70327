import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { messagingTexts as t, type ChatRef, type Message, type MessagePage } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { addMessageToCache } from './message-cache';
import { useMarkRead } from '../api/mark-chat-read';
import { type useChatMessages } from '../api/list-chat-messages';
import { messagingKeys } from '../api/query-keys';
import { chatApiPath } from './chat-ref';
import type { ChatPresence } from './use-chat-presence';

/**
 * An open chat kept current: read marks, live messages, a group's sharing changes, and what came
 * while the browser was offline or the socket away. Returns a number that changes each time the
 * connection comes back (the outbox tries again then).
 */
export function useChatLive(
  chat: ChatRef,
  {
    messages,
    newestId,
    me,
    presence,
  }: { messages: ReturnType<typeof useChatMessages>; newestId: number; me: number | null; presence: ChatPresence },
) {
  const path = chatApiPath(chat);
  const queryClient = useQueryClient();
  const markRead = useMarkRead(chat);
  /** A live message or a (re)connect came before the first page was in: catch up once it is. */
  const missedWhileLoading = useRef(false);

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
  return connectionTick;
}
