import type { Db } from '../../platform/db/client';

/**
 * What the clients' part of coaching tells billing (billing.service.ts gives it): each runs inside
 * the caller's transaction and queues the provider work as a job (the provider is never called
 * inside a transaction).
 */
export interface CoachBillingHooks {
  /** The coach invited a client: the first invite starts the trial's clock (trial_end = now + 30 days). */
  clientInvited(tx: Db, coachId: number): Promise<void>;
  /** A client was accepted or removed: the subscription's quantity follows the accepted clients. */
  clientsChanged(tx: Db, coachId: number): Promise<void>;
}
