import { coachingOpen, coachingTexts as t } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import type { Actor } from '../../platform/auth/actor';
import type { Db } from '../../platform/db/client';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { findAcceptedLinkOfClient, findClientOfCoach, findCoachByUser, type ClientLinkRow, type CoachRow } from './coaching.repository';

/**
 * Who may use which part of coaching (spec 3 sections 4 and 6), read once per call from the rows:
 * - `coach(actor)`: an accepted coach; `{ open: true }` (the default) also needs billing set up and a
 *   subscription that opens the centre (active or trialing), else 403 with the spec's reason;
 * - `clientOf(coach, id)`: one of that coach's client rows, else 404 (another coach's client is a
 *   stranger's record);
 * - `client(actor)`: the caller's accepted coach link whose coach's centre is open, else 403
 *   'Coaching center disabled' (or 404 when there is no accepted link).
 */
export function coachGate(db: Db) {
  async function coach(actor: Actor, opts: { open?: boolean; db?: Db } = {}): Promise<CoachRow & { user_id: number }> {
    const row = await findCoachByUser(opts.db ?? db, actor.userId);
    if (!row || row.request_status !== 'accepted' || row.user_id === null) throw new ForbiddenError(t.notACoach);
    if (opts.open !== false) {
      if (!row.is_billing_setup_complete) throw new ForbiddenError(t.billingIncomplete, ERROR_CODES.coachBillingIncomplete);
      if (!coachingOpen(row.subscription_status)) throw new ForbiddenError(t.subscriptionInactive, ERROR_CODES.coachSubscriptionInactive);
    }
    return row as CoachRow & { user_id: number };
  }

  async function clientOf(coachRow: CoachRow, coachUserId: number, opts: { accepted?: boolean; lock?: boolean; db?: Db } = {}) {
    const link = await findClientOfCoach(opts.db ?? db, coachRow.id, coachUserId, { lock: opts.lock });
    if (!link) throw new NotFoundError(t.coachUserNotFound);
    if (opts.accepted && (link.request_status !== 'accepted' || link.user_id === null)) throw new NotFoundError(t.coachUserNotFound);
    return link;
  }

  async function client(actor: Actor, opts: { db?: Db } = {}) {
    const link = await findAcceptedLinkOfClient(opts.db ?? db, actor.userId);
    if (!link || link.coach_user_id_of_coach === null) throw new NotFoundError(t.coachNotFound);
    if (!coachingOpen(link.subscription_status)) throw new ForbiddenError(t.coachingDisabledText, ERROR_CODES.coachingDisabled);
    return link as ClientLinkRow & { coach_user_id_of_coach: number; user_id: number };
  }

  return { coach, clientOf, client };
}
export type CoachGate = ReturnType<typeof coachGate>;
