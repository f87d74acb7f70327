import type { SubmitCheckInInput, UpdateCheckInInput } from '@holdfast/shared/check-ins';

/** A submit made offline waits here (localStorage) until the browser is back online. */
export type OutboxItem = { kind: 'new'; input: SubmitCheckInInput } | { kind: 'edit'; id: number; input: UpdateCheckInInput };

const OUTBOX_KEY = 'holdfast.check-in-outbox';

export function readOutbox(): OutboxItem | null {
  try {
    const raw = localStorage.getItem(OUTBOX_KEY);
    return raw ? (JSON.parse(raw) as OutboxItem) : null;
  } catch {
    return null;
  }
}

export function writeOutbox(item: OutboxItem): void {
  localStorage.setItem(OUTBOX_KEY, JSON.stringify(item));
}

export function clearOutbox(): void {
  localStorage.removeItem(OUTBOX_KEY);
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
