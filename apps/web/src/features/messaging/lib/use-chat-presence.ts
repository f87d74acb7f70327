import { useEffect, useRef, useState } from 'react';
import { eventTargetOfChat, TYPING_SHOWN_MS, TYPING_THROTTLE_MS, type ChatRef } from '@holdfast/shared/messaging';
import { onRealtimeEvent, sendRealtime } from '@/lib/realtime';
import { chatApiPath } from './chat-ref';

export interface ChatPresence {
  /** The id of the last message the other person read, when both turned read receipts on; else null. */
  seenUpTo: number | null;
  /** The other person is typing (shown for TYPING_SHOWN_MS after their last typing event). */
  typing: boolean;
  /** They sent a message: they are no longer typing. */
  clearTyping(): void;
  /** I typed: tell them, at most every TYPING_THROTTLE_MS (the server tells them only if both turned it on). */
  notifyTyping(): void;
}

/**
 * Read receipts and typing of a one-to-one chat. The server tells the other person's read mark
 * (`seen_up_to` of the page, then `message.seen`) and typing only when both turned the switch on;
 * with mine off nothing is shown or sent, whatever arrives.
 */
export function useChatPresence(
  chat: ChatRef,
  { receiptsOn, seenFromPage }: { receiptsOn: boolean; seenFromPage: number | null | undefined },
): ChatPresence {
  const path = chatApiPath(chat);
  const oneToOne = chat.type !== 'group';
  const [seenLive, setSeenLive] = useState<number | null>(null);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!oneToOne) return;
    const offSeen = onRealtimeEvent('message.seen', ({ chat: to, last_read_id }) => {
      if (chatApiPath(to) === path) setSeenLive((was) => Math.max(was ?? 0, last_read_id));
    });
    const offTyping = onRealtimeEvent('message.typing', ({ chat: to }) => {
      if (chatApiPath(to) !== path) return;
      setTyping(true);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    });
    return () => {
      offSeen();
      offTyping();
      if (typingTimer.current) clearTimeout(typingTimer.current);
    };
  }, [path, oneToOne]);

  const shown = receiptsOn && oneToOne;
  const fromPage = seenFromPage ?? null;
  const seenUpTo = !shown || (fromPage === null && seenLive === null) ? null : Math.max(fromPage ?? 0, seenLive ?? 0);
  return {
    seenUpTo,
    typing: shown && typing,
    clearTyping() {
      if (typingTimer.current) clearTimeout(typingTimer.current);
      setTyping(false);
    },
    notifyTyping() {
      // A coach chat has no socket ids to name: its typing is not sent.
      const target = eventTargetOfChat(chat);
      if (!shown || !target || Date.now() - lastSent.current < TYPING_THROTTLE_MS) return;
      lastSent.current = Date.now();
      sendRealtime('message.typing', target);
    },
  };
}
