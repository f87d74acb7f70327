import type { NewNotification } from '@holdfast/shared/notifications';

/** Something to tell another person once the erasure has committed (their group passed on, their coach gone). */
export interface ErasureNotice {
  userId: number;
  notification: NewNotification;
}

/**
 * `accounts.erasing`: an account is being erased. Emitted by the erasure area (the account's own
 * deletion, POST users/delete, and the ledger's re-application after a restore) inside the erasure's
 * transaction, before the account's rows go, so each area still reads what it owns of the person and
 * removes or anonymises it there (docs/areas/erasure.md). Named for the account, as the event
 * every area reacts to; only the erasure area emits it.
 *
 * A handler writes its own rows with `tx` and hands slow or fallible work to the erasure, which
 * queues it in the same transaction: `tell` (a notification, written with the erasure and announced
 * after it commits; never to the person erased), `deleteFiles` (storage keys, deleted by a job) and
 * `deleteCustomers` (payment provider customers: coach billing's and course purchases', deleted by
 * a job), `bellsChanged` (users whose unread count changed, sent after the commit) and
 * `keepEvidence` (a moderation snapshot, kept 90 days without the person's id).
 */
export interface AccountErasing {
  userId: number;
  email: string;
  /** When the erasure happens (moderation evidence counts its 90 days from it). */
  at: Date;
  /** True when a restored backup is erased again: nobody is told twice. */
  reapplied: boolean;
  tell(notice: ErasureNotice): void;
  deleteFiles(keys: readonly (string | null | undefined)[]): void;
  /**
   * Customers at the payment provider, deleted by a job: coach billing's (`'coach-billing'`, the
   * default) or the card payments' of course purchases (`'payments'`).
   */
  deleteCustomers(ids: readonly (string | null | undefined)[], provider?: CustomerProvider): void;
  /** Users whose bells the erasure changed (notifications about the person deleted): their unread count is sent after the commit. */
  bellsChanged(userIds: readonly number[]): void;
  /** Moderation evidence kept for 90 days without the person's id (a flagged reply's words, flags about them). */
  keepEvidence(item: EvidenceItem): void;
}

/** Which payment provider holds a customer: coach billing's, or the card payments' (course purchases). */
export type CustomerProvider = 'coach-billing' | 'payments';

/** A snapshot for the moderators: the reported text and the flags' reasons. */
export interface EvidenceItem {
  subject: 'reply' | 'user';
  replyId: number | null;
  text: string | null;
  reasons: string[];
}

declare module '../../platform/events/events' {
  interface AppEvents {
    'accounts.erasing': AccountErasing;
  }
}
