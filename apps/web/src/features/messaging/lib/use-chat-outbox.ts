import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import { messagingTexts as t, type ChatRef } from '@holdfast/shared/messaging';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSendMessage } from '../api/send-message';
import type { Pending } from '../components/pending-message';
import { isBlockedError, sendFailure } from './chat-errors';

/** While offline, or after a send failed for the network, a queued message waits this long before trying again (the socket's reconnect delay). */
const RESEND_DELAY_MS = REALTIME_RECONNECT_MS;

/**
 * The outbox: the oldest queued message goes when nothing else is on its way and the browser is
 * online; a network failure puts it back in the queue (tried again on reconnect, when
 * `connectionTick` changes, or after a delay); a refusal (403, 422...) marks it failed with the
 * reason, for Retry or Discard.
 */
export function useChatOutbox(chat: ChatRef, connectionTick: number) {
  const send = useSendMessage(chat);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const [retryTick, setRetryTick] = useState(0);

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
            setTimeout(() => setRetryTick((n) => n + 1), RESEND_DELAY_MS);
            return;
          }
          setStatus(item.key, 'failed', sendFailure(error));
          if (isBlockedError(error)) notify.warning(t.toasts.notReceiving);
          else notify.error(t.toasts.sendFailed);
        },
      },
    );
  });
  useEffect(() => sendNext(), [pending, connectionTick, retryTick]);

  return {
    pending,
    /** A message is on its way. */
    sending: pending.some((p) => p.status === 'sending'),
    /** Queues a message (already trimmed). */
    queue: (text: string) => {
      const item: Pending = { key: nextKey.current++, text, clientId: crypto.randomUUID(), status: 'queued', error: null };
      setPending((list) => [...list, item]);
    },
    retry: (item: Pending) => setStatus(item.key, 'queued'),
    discard: (item: Pending) => setPending((list) => list.filter((x) => x.key !== item.key)),
  };
}
