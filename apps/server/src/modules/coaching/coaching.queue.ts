import type { QueueItem, QueueKind } from '@holdfast/shared/admin';
import { displayNameOf } from '@holdfast/shared/accountability';
import { assertCan } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isoInstant } from '../../platform/db/instant';
import { NotFoundError } from '../../platform/http/errors';
import { findPersonNames } from '../accounts';
import type { QueueSource } from '../admin';
import { canInviteCoaches } from './coaching.policy';
import { countCoachesToFollowUp, listCoachesToFollowUp } from './coaching-queue.repository';

const NOTHING_TO_DECIDE = 'A coach item clears itself: when the coach answers the invitation or their card is paid.';

/**
 * Coaches in the console's review queue (ff_admin): invitations waiting for the coach's answer, and
 * subscriptions past due. Neither is the team's decision (the coach answers, the provider's next
 * payment clears it), so the items offer no action: they say who to write to, and leave the queue
 * by themselves. Billing past due comes first (clients may lose their coach).
 */
export function coachingQueueSource(ctx: AppContext): QueueSource {
  async function items(): Promise<QueueItem[]> {
    const rows = await listCoachesToFollowUp(ctx.db);
    const names = new Map(
      (
        await findPersonNames(
          ctx.db,
          rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
        )
      ).map((p) => [Number(p.id), displayNameOf(p)]),
    );
    return rows.map((r): QueueItem => {
      const name = (r.userId !== null && names.get(r.userId)) || r.email;
      const billing = r.requestStatus === 'accepted';
      return {
        kind: billing ? 'coach-billing' : 'coach-invitation',
        id: r.id,
        created_at: isoInstant(billing ? r.updatedAt : r.createdAt),
        priority: billing ? 'high' : 'low',
        title: billing ? `Coach payment past due: ${name}` : `Coach invitation not answered: ${name}`,
        summary: billing
          ? "The coach's subscription payment failed; write to them to update their card."
          : 'The invitation waits for the coach to accept it.',
        subject: r.userId === null ? null : { id: r.userId, name },
        details: [
          { label: 'E-mail', value: r.email },
          { label: 'Billing', value: r.subscriptionStatus ?? 'not set up' },
        ],
        sensitive: false,
        sensitive_label: null,
        actions: [],
        history: [],
      };
    });
  }
  return {
    async list(actor) {
      assertCan(canInviteCoaches(actor));
      return items();
    },
    async item(actor, kind: QueueKind, id) {
      assertCan(canInviteCoaches(actor));
      return (await items()).find((i) => i.kind === kind && i.id === id) ?? null;
    },
    async resolve(actor) {
      assertCan(canInviteCoaches(actor));
      throw new NotFoundError(NOTHING_TO_DECIDE);
    },
    async reveal(actor) {
      assertCan(canInviteCoaches(actor));
      throw new NotFoundError(NOTHING_TO_DECIDE);
    },
    // public: a count for the dashboard, no rows
    pendingCount: () => countCoachesToFollowUp(ctx.db),
  };
}
