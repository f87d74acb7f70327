import { displayNameOf } from '@holdfast/shared/accountability';
import { ERROR_CODES, initials, type PageQuery } from '@holdfast/shared/common';
import {
  formatUsd,
  leaveChargeCents,
  premiumNotificationTexts as nt,
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
import { pageOffset, windowPage } from '../../platform/http/paging';
import { jobName } from '../../platform/jobs/jobs';
import type { PaymentProvider } from '../../platform/payments/payments';
import { applicantRows, premiumGroupRows, type MemberLeaving } from '../groups';
import type { NotificationsService } from '../notifications';
import { leaveChargeMail } from './premium-groups.mails';
import { canManageLeaveCharges } from './premium-groups.policy';
import * as chargeRows from './leave-charges.repository';
import * as paymentRows from './payments.repository';
import { isoInstantOrNull } from '../../platform/db/instant';

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

/** The member's mail about a leave charge: made, or waived (`refunded` when it had been taken). */
export const JOB_LEAVE_CHARGE_MAIL = jobName<
  { chargeId: number; event: 'charged' } | { chargeId: number; event: 'waived'; refunded: boolean }
>('premium-groups.leave-charge-mail');

export function presentLeaveCharge(r: chargeRows.LeaveChargeRow): LeaveCharge {
  return {
    id: Number(r.id),
    group_id: Number(r.group_id),
    group_name: r.group_name,
    user_id: Number(r.user_id),
    person: {
      id: Number(r.user_id),
      username: r.username,
      display_name: displayNameOf({ ...r, username: r.username ?? '' }),
      initials: initials({ ...r, display_name: r.display_name ?? r.username }),
      profile_icon: null,
      email: r.email,
    },
    reason: r.reason,
    amount: Number(r.amount),
    payments_made: Number(r.payments_made),
    status: r.status,
    created_at: isoInstantOrNull(r.created_at)!,
    waived_at: isoInstantOrNull(r.waived_at),
  };
}

/**
 * The leave charge (spec 9): a paying member (pre-paid or subscribed) who leaves or
 * is removed from a started premium group owes 50% of the payments that remain of the seven
 * (`leaveChargeCents`). The leaving transaction queues the charge; the job stops the subscription
 * and charges the saved card through the payment provider (once per group and person), and records
 * it charged or failed. An ff_admin or upgrade_admin may waive it: a charged one is refunded.
 */
export function createLeaveChargesService(ctx: AppContext, deps: { provider: PaymentProvider; notifications: NotificationsService }) {
  const { provider } = deps;

  /**
   * The member's bell (staged in `tx`, announced by the caller after the commit) and mail (a job in
   * `tx`) about a charge made or waived. A charge that failed took nothing, so it is not announced.
   */
  async function tellMember(
    tx: Db,
    c: { id: number; userId: number; groupId: number; groupName: string; amount: number },
    e: { event: 'charged' } | { event: 'waived'; refunded: boolean },
  ) {
    const amount = formatUsd(c.amount);
    const staged = await deps.notifications.stageMany(tx, [
      {
        userId: c.userId,
        notification:
          e.event === 'charged'
            ? {
                title: nt.leaveChargedTitle,
                message: nt.leaveCharged(c.groupName, amount),
                meta: { type: 'premium.leave-charged', target: '/small-groups', group_id: c.groupId, leave_charge_id: c.id },
              }
            : {
                title: nt.leaveWaivedTitle,
                message: nt.leaveWaived(c.groupName, amount, e.refunded),
                meta: { type: 'premium.leave-charge-waived', target: '/small-groups', group_id: c.groupId, leave_charge_id: c.id },
              },
      },
    ]);
    await ctx.jobs.enqueue(JOB_LEAVE_CHARGE_MAIL, { chargeId: c.id, ...e }, { tx });
    return staged;
  }

  ctx.jobs.define(JOB_LEAVE_CHARGE_MAIL, async (p) => {
    const c = await chargeRows.findLeaveCharge(ctx.db, p.chargeId);
    if (!c) return;
    const e = { groupName: c.group_name, amount: Number(c.amount) };
    await ctx.mailer.send(
      leaveChargeMail(
        c.email,
        p.event === 'charged'
          ? { ...e, event: 'charged', supportEmail: ctx.config.SUPPORT_EMAIL }
          : { ...e, event: 'waived', refunded: p.refunded },
      ),
    );
  });

  ctx.jobs.define(JOB_LEAVE_CHARGE, async (p) => {
    if (await chargeRows.findLeaveChargeOf(ctx.db, p.groupId, p.userId)) return;
    if (p.subscriptionId) await provider.cancelSubscription(p.subscriptionId);
    const result = await provider.chargeAgain({
      transactionId: p.transactionId,
      amount: p.amount,
      key: `premium-leave-${p.groupId}-${p.userId}`,
      metadata: { kind: 'premium-leave-charge', group_id: String(p.groupId), user_id: String(p.userId) },
    });
    if (!result.ok) ctx.log.warn({ groupId: p.groupId, userId: p.userId, reason: result.reason }, 'premium leave charge failed');
    // The row, the member's bell and the mail job commit together: a retried job finds the row and tells no one twice.
    const staged = await ctx.db.transaction(async (tx) => {
      const id = await chargeRows.insertLeaveCharge(tx, {
        groupId: p.groupId,
        userId: p.userId,
        reason: p.reason,
        amount: p.amount,
        paymentsMade: p.paymentsMade,
        status: result.ok ? 'charged' : 'failed',
        provider: provider.name,
        chargeId: result.ok ? result.chargeId : null,
      });
      if (!result.ok) return null;
      const c = (await chargeRows.findLeaveCharge(tx, id))!;
      return tellMember(tx, { id, userId: p.userId, groupId: p.groupId, groupName: c.group_name, amount: p.amount }, { event: 'charged' });
    });
    await staged?.announce();
  });

  return {
    /**
     * The groups area's 'groups.member-leaving' event, inside the leaving (or removal) transaction
     * before the row goes: a paying member of a started premium group gets the charge queued with
     * it. Leaders, applicants who never paid, and groups not started or completed owe nothing.
     */
    async onMemberLeaving(tx: Db, e: MemberLeaving) {
      // public: a handler inside the groups area's leave or remove transaction, after that area's policy allowed it; no actor of its own.
      const m = await applicantRows.lock(tx, e.memberId);
      if (
        !m ||
        m.user_id === null ||
        (m.premium_group_status !== 'pre-payment-completed' && m.premium_group_status !== 'subscription-created')
      )
        return;
      const g = await premiumGroupRows.find(tx, e.groupId);
      if (!g || g.premium_group_status !== 'started') return;
      const paid = (await paymentRows.listPaymentsOfMember(tx, e.memberId)).filter((x) => x.status === 'completed');
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
      const rows = await chargeRows.listLeaveCharges(ctx.db, { limit: q.perPage, offset: pageOffset(q.page, q.perPage) });
      return windowPage(rows, q, presentLeaveCharge, () => chargeRows.countLeaveCharges(ctx.db));
    },

    /** POST admin/premium-leave-charges/{id}/waive: a charged one is refunded through the provider first; a failed one is only marked. */
    async waive(actor: Actor, id: number): Promise<LeaveCharge> {
      assertCan(canManageLeaveCharges(actor));
      const row = await chargeRows.findLeaveCharge(ctx.db, id);
      if (!row) throw new NotFoundError(t.leaveChargeNotFound);
      if (row.status === 'waived') throw new ConflictError(t.leaveChargeNotWaivable, ERROR_CODES.transitionRefused);
      if (row.status === 'charged' && row.charge_id) {
        // The provider gives a charge back once (its idempotency key), so a second admin's waiver cannot refund twice.
        const refund = await provider.refund({ transactionId: row.charge_id, chargeId: row.charge_id, amount: Number(row.amount) });
        if (!refund.ok) throw new ConflictError(t.refundFailed, ERROR_CODES.transitionRefused);
      }
      const refunded = row.status === 'charged' && row.charge_id !== null;
      const staged = await ctx.db.transaction(async (tx) => {
        if (!(await chargeRows.waiveLeaveCharge(tx, id, actor.userId)))
          throw new ConflictError(t.leaveChargeNotWaivable, ERROR_CODES.transitionRefused);
        return tellMember(
          tx,
          { id, userId: Number(row.user_id), groupId: Number(row.group_id), groupName: row.group_name, amount: Number(row.amount) },
          { event: 'waived', refunded },
        );
      });
      await staged.announce();
      return presentLeaveCharge((await chargeRows.findLeaveCharge(ctx.db, id))!);
    },
  };
}
export type LeaveChargesService = ReturnType<typeof createLeaveChargesService>;
