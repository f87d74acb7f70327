import { ERROR_CODES, type PageQuery } from '@holdfast/shared/common';
import {
  leaveChargeCents,
  paymentsMadeBy,
  premiumTexts as t,
  type LeaveCharge,
  type LeaveChargePage,
  type LeaveReason,
} from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { jobName } from '../../platform/jobs/jobs';
import type { PaymentProvider } from '../../platform/payments/payments';
import { canManageLeaveCharges } from './premium-groups.policy';
import * as repo from './premium-groups.repository';

/** The charge of one person who left (or was removed from) a started premium group; made after the leaving commits. */
export const JOB_LEAVE_CHARGE = jobName<{
  groupId: number;
  userId: number;
  reason: LeaveReason;
  paymentsMade: number;
  amount: number;
  /** The newest completed payment's setup intent: the card charged again. */
  transactionId: string;
  /** The provider's subscription to stop (Stripe: sub_…), if any. */
  subscriptionId: string | null;
}>('premium-groups.leave-charge');

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function presentLeaveCharge(r: repo.LeaveChargeRow): LeaveCharge {
  return {
    id: Number(r.id),
    group_id: Number(r.group_id),
    user_id: Number(r.user_id),
    reason: r.reason,
    amount: Number(r.amount),
    payments_made: Number(r.payments_made),
    status: r.status,
    created_at: iso(r.created_at)!,
    waived_at: iso(r.waived_at),
  };
}

/**
 * The leave charge (spec 9, issue 14 step 6): a paying member (pre-paid or subscribed) who leaves or
 * is removed from a started premium group owes 50% of the payments that remain of the seven
 * (`leaveChargeCents`). The leaving transaction queues the charge; the job stops the subscription
 * and charges the saved card through the payment provider (once per group and person), and records
 * it charged or failed. An ff_admin or upgrade_admin may waive it: a charged one is refunded.
 */
export function createLeaveChargesService(ctx: AppContext, deps: { provider: PaymentProvider }) {
  const { provider } = deps;

  ctx.jobs.define(JOB_LEAVE_CHARGE, async (p) => {
    if (await repo.findLeaveChargeOf(ctx.db, p.groupId, p.userId)) return;
    if (p.subscriptionId) await provider.cancelSubscription(p.subscriptionId);
    const result = await provider.chargeAgain({
      transactionId: p.transactionId,
      amount: p.amount,
      key: `premium-leave-${p.groupId}-${p.userId}`,
      metadata: { kind: 'premium-leave-charge', group_id: String(p.groupId), user_id: String(p.userId) },
    });
    if (!result.ok) ctx.log.warn({ groupId: p.groupId, userId: p.userId, reason: result.reason }, 'premium leave charge failed');
    await repo.insertLeaveCharge(ctx.db, {
      groupId: p.groupId,
      userId: p.userId,
      reason: p.reason,
      amount: p.amount,
      paymentsMade: p.paymentsMade,
      status: result.ok ? 'charged' : 'failed',
      provider: provider.name,
      chargeId: result.ok ? result.chargeId : null,
    });
  });

  return {
    /**
     * The groups area's hook, inside the leaving (or removal) transaction before the row goes: a
     * paying member of a started premium group gets the charge queued with it. Leaders, applicants
     * who never paid, and groups not started or completed owe nothing.
     */
    async onMemberLeaving(tx: Db, e: { groupId: number; memberId: number; reason: LeaveReason }) {
      // public: a hook inside the groups area's leave or remove transaction, after that area's policy allowed it; no actor of its own.
      const m = await repo.lockMemberRow(tx, e.memberId);
      if (
        !m ||
        m.user_id === null ||
        (m.premium_group_status !== 'pre-payment-completed' && m.premium_group_status !== 'subscription-created')
      )
        return;
      const g = await repo.findPremiumGroup(tx, e.groupId);
      if (!g || g.premium_group_status !== 'started') return;
      const paid = (await repo.listPaymentsOfMember(tx, e.memberId)).filter((x) => x.status === 'completed');
      const subscription = paid.find((x) => x.kind === 'subscription') ?? null;
      const paymentsMade = paymentsMadeBy(new Date(), {
        prePaid: paid.some((x) => x.kind === 'pre-payment'),
        subscribedAt: subscription?.completed_at ? new Date(subscription.completed_at) : null,
      });
      const amount = leaveChargeCents(paymentsMade);
      const card = paid.at(-1);
      if (amount <= 0 || !card) return;
      await ctx.jobs.enqueue(
        JOB_LEAVE_CHARGE,
        {
          groupId: e.groupId,
          userId: Number(m.user_id),
          reason: e.reason,
          paymentsMade,
          amount,
          transactionId: card.transaction_id,
          subscriptionId: subscription?.charge_id?.startsWith('sub_') ? subscription.charge_id : null,
        },
        { tx, singletonKey: `premium-leave-${e.groupId}-${m.user_id}` },
      );
    },

    /** GET admin/premium-leave-charges: newest first. */
    async list(actor: Actor, q: PageQuery): Promise<LeaveChargePage> {
      assertCan(canManageLeaveCharges(actor));
      const offset = (q.page - 1) * q.perPage;
      const rows = await repo.listLeaveCharges(ctx.db, { limit: q.perPage, offset });
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await repo.countLeaveCharges(ctx.db) : 0;
      return {
        items: rows.map(presentLeaveCharge),
        page: q.page,
        perPage: q.perPage,
        offset,
        totalItems: total,
        totalPages: Math.ceil(total / q.perPage),
      };
    },

    /** POST admin/premium-leave-charges/{id}/waive: a charged one is refunded through the provider first; a failed one is only marked. */
    async waive(actor: Actor, id: number): Promise<LeaveCharge> {
      assertCan(canManageLeaveCharges(actor));
      const row = await repo.findLeaveCharge(ctx.db, id);
      if (!row) throw new NotFoundError(t.leaveChargeNotFound);
      if (row.status === 'waived') throw new ConflictError(t.leaveChargeNotWaivable, ERROR_CODES.transitionRefused);
      if (row.status === 'charged' && row.charge_id) {
        // The provider gives a charge back once (its idempotency key), so a second admin's waiver cannot refund twice.
        const refund = await provider.refund({ transactionId: row.charge_id, chargeId: row.charge_id, amount: Number(row.amount) });
        if (!refund.ok) throw new ConflictError(t.refundFailed, ERROR_CODES.transitionRefused);
      }
      if (!(await repo.waiveLeaveCharge(ctx.db, id, actor.userId)))
        throw new ConflictError(t.leaveChargeNotWaivable, ERROR_CODES.transitionRefused);
      return presentLeaveCharge((await repo.findLeaveCharge(ctx.db, id))!);
    },
  };
}
export type LeaveChargesService = ReturnType<typeof createLeaveChargesService>;
