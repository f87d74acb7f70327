import type { SubmitCheckInBody, UpdateCheckInBody } from '@holdfast/shared/check-ins';
import { storageUser, userKey } from '@/lib/user-storage';

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
}

export function clearOutbox(): void {
  const key = userKey('check-in-outbox');
  if (key) localStorage.removeItem(key);
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
