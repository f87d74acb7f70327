import { API_PREFIX } from '@holdfast/shared/common';
import { checkInsApiPaths, type SubmitCheckInBody, type UpdateCheckInBody } from '@holdfast/shared/check-ins';
import { postToWorker } from '@/lib/pwa/post-to-worker';
import { getToken } from '@/lib/token-store';
import { storageUser, userKey } from '@/lib/user-storage';
import { SW_MESSAGE } from '@/sw/messages';

/** A submit made offline waits here (localStorage) until the browser is back online. */
export type OutboxItem = { kind: 'new'; input: SubmitCheckInBody } | { kind: 'edit'; id: number; input: UpdateCheckInBody };

/**
 * Kept per user (lib/user-storage): signing out removes it, and an item is only ever read back for
 * the user who queued it, so it is never submitted under another account.
 */
export function readOutbox(): OutboxItem | null {
  const key = userKey('check-in-outbox');
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { userId?: number; item?: OutboxItem };
    return stored.userId === storageUser() && stored.item ? stored.item : null;
  } catch {
    return null;
  }
}

export function writeOutbox(item: OutboxItem): void {
  const key = userKey('check-in-outbox');
  if (key) localStorage.setItem(key, JSON.stringify({ userId: storageUser(), item }));
  // A new check-in also waits in the service worker's Background Sync queue, which sends it when the
  // connection is back even if the app was closed; the page's copy sends it when the app is open.
  // Both carry one client_key: the server stores it once (issue 40).
  const token = getToken();
  if (item.kind === 'new' && item.input.client_key && token) {
    postToWorker({
      type: SW_MESSAGE.queueCheckIn,
      url: `${API_PREFIX}/${checkInsApiPaths.checkIns}`,
      body: JSON.stringify(item.input),
      clientKey: item.input.client_key,
      authorization: `Bearer ${token}`,
    });
  }
}

/** The queued new check-in's key, if one waits. */
export function outboxKey(): string | null {
  const item = readOutbox();
  return item?.kind === 'new' ? (item.input.client_key ?? null) : null;
}

/** Fired on window (by the service worker's listener, app/pwa.tsx) when the worker sent a queued check-in. */
export const OUTBOX_SENT_EVENT = 'holdfast:check-in-outbox-sent';

export function clearOutbox(): void {
  const key = userKey('check-in-outbox');
  if (key) localStorage.removeItem(key);
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
