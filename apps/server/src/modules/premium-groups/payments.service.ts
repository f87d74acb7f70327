import { ERROR_CODES } from '@holdfast/shared/common';
import { groupsTexts as gt, type MemberPremiumStatus, type PremiumGroupStatus } from '@holdfast/shared/groups';
import {
  applicationStatusOf,
  canSubscribeNow,
  nextPremiumStatus,
  PREMIUM_MONTHLY_PRICE_CENTS,
  PREMIUM_SUBSCRIPTION_MONTHS,
  premiumTexts as t,
  type MemberPaymentStatus,
  type PremiumPaymentKind,
  type PremiumSetupIntent,
} from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { PaymentProvider } from '../../platform/payments/payments';
import { applicantRows, groupNotes, premiumGroupRows } from '../groups';
import { canPayOwn } from './premium-groups.policy';
import { presentPayment } from './premium-groups.presenter';
import * as applicationRows from './applications.repository';
import * as paymentRows from './payments.repository';

/**
 * The provider's purchase metadata names a course; a premium payment names "course" 0 (no course has
 * it) and the member row as the price, so a premium intent can never pay for a course, and the
 * courses webhook ignores it.
 */
export const PREMIUM_PURCHASE_COURSE_ID = 0;

/** What each payment moves: the pre-payment accepted -> pre-payment-completed; the subscription pre-paid -> subscription-created. */
const ACTION = { 'pre-payment': 'pre-payment', subscription: 'subscribe' } as const;

/**
 * Pre-payment and subscription through the courses' payment provider (dev card by
 * default, Stripe when configured). A member pays only for their own row. The provider's record is
 * checked (user, member, amount) before anything is recorded; a transaction is recorded once (a
 * replay answers the same); a payment whose step was already taken by another transaction is
 * refunded through the provider and refused.
 */
export function createPaymentsService(ctx: AppContext, deps: { provider: PaymentProvider }) {
  const { provider } = deps;

  function dueOf(status: MemberPremiumStatus | null, groupStatus: PremiumGroupStatus | null): PremiumPaymentKind | null {
    if (status === 'accepted' && (groupStatus === 'pending' || groupStatus === 'launch-pending')) return 'pre-payment';
    if (canSubscribeNow(status, groupStatus)) return 'subscription';
    return null;
  }

  async function ownRow(actor: Actor, memberId: number) {
    const m = await applicantRows.find(ctx.db, memberId);
    // Someone else's row is 404, as if it did not exist.
    if (!m || m.premium_group_status === null || m.user_id === null || Number(m.user_id) !== actor.userId)
      throw new NotFoundError(gt.memberNotFound);
    const g = await premiumGroupRows.find(ctx.db, Number(m.group_id));
    if (!g) throw new NotFoundError(gt.groupNotFound);
    return { m, g };
  }

  async function statusOf(memberId: number): Promise<MemberPaymentStatus> {
    const m = (await applicantRows.find(ctx.db, memberId))!;
    const g = (await premiumGroupRows.find(ctx.db, Number(m.group_id)))!;
    const due = dueOf(m.premium_group_status, g.premium_group_status);
    return {
      member_id: memberId,
      group_id: Number(g.id),
      group_name: g.name,
      premium_group_status: m.premium_group_status!,
      group_status: g.premium_group_status,
      due,
      amount: due ? PREMIUM_MONTHLY_PRICE_CENTS : 0,
      monthly_amount: PREMIUM_MONTHLY_PRICE_CENTS,
      subscription_months: PREMIUM_SUBSCRIPTION_MONTHS,
      provider: provider.name,
      payments: (await paymentRows.listPaymentsOfMember(ctx.db, memberId)).map(presentPayment),
    };
  }

  /** Moves a (locked) member row to `to`, with its application's status and a status-change note. */
  async function moveMember(
    tx: typeof ctx.db,
    m: NonNullable<Awaited<ReturnType<typeof applicantRows.lock>>>,
    to: MemberPremiumStatus,
    title: string,
    by: number | null,
  ) {
    const memberId = Number(m.id);
    await applicantRows.setPremiumStatus(tx, memberId, to);
    const a = await applicationRows.findApplicationOfMember(tx, memberId);
    if (a) await applicationRows.setApplicationStatus(tx, Number(a.id), applicationStatusOf(to));
    await groupNotes.insertStatusNote(tx, {
      groupId: Number(m.group_id),
      memberId,
      authorId: by,
      adminId: null,
      title,
      previousState: m.premium_group_status,
      newState: to,
    });
  }

  /**
   * Records a confirmed charge once: 'recorded', 'replay' (this transaction was recorded before), or
   * 'taken' (another transaction already took the step: this one is refunded and refused).
   */
  async function record(payment: paymentRows.PaymentRow, chargeId: string, by: number | null) {
    const memberId = Number(payment.member_id);
    const outcome = await ctx.db.transaction(async (tx) => {
      const locked = await paymentRows.lockPaymentByTransaction(tx, payment.transaction_id);
      if (!locked || locked.status === 'completed') return 'replay' as const;
      const m = await applicantRows.lock(tx, memberId);
      const g = m ? await premiumGroupRows.lock(tx, Number(m.group_id)) : null;
      const next =
        m && g && dueOf(m.premium_group_status, g.premium_group_status) === payment.kind
          ? nextPremiumStatus(m.premium_group_status, ACTION[payment.kind])
          : null;
      if (!m || !g || next === null) return 'taken' as const;
      await paymentRows.completePayment(tx, Number(locked.id), chargeId);
      await moveMember(tx, m, next, payment.kind === 'pre-payment' ? 'Pre-payment completed' : 'Subscription created', by);
      return 'recorded' as const;
    });
    if (outcome === 'taken') {
      const refund = await provider.refund({ transactionId: payment.transaction_id, chargeId, amount: Number(payment.amount) });
      if (refund.ok) await paymentRows.setPaymentStatus(ctx.db, Number(payment.id), 'refunded');
      else
        ctx.log.error(
          { transactionId: payment.transaction_id, chargeId, reason: refund.reason },
          'premium payment could not be refunded: refund it by hand',
        );
    }
    return outcome;
  }

  /** Asks the provider whether the transaction paid this member's price, then records it. */
  async function confirmWithProvider(payment: paymentRows.PaymentRow, by: number | null) {
    if (payment.status === 'completed') return 'replay' as const;
    const result = await provider.confirmPayment({
      transactionId: payment.transaction_id,
      userId: Number(payment.user_id),
      courseId: PREMIUM_PURCHASE_COURSE_ID,
      paymentInfoId: Number(payment.member_id),
      amount: Number(payment.amount),
    });
    if (!result.ok) return result.reason === 'mismatch' ? ('mismatch' as const) : ('not_paid' as const);
    return record(payment, result.chargeId, by);
  }

  /**
   * A premium subscription the provider reports stopped (a renewal failed: past_due, unpaid, or
   * cancelled before its end) lapses: its payment is `canceled` and the member goes back from
   * subscription-created to pre-payment-completed, so the subscription is due again (the link can be
   * resent and the member subscribes anew). Paid again (Stripe's retry succeeded) while nothing
   * replaced it, it is restored. A status note records each move; a replay changes nothing.
   */
  async function applySubscriptionState(subscriptionId: string) {
    const sub = await provider.getSubscription(subscriptionId);
    if (!sub?.paymentStatus || sub.purchase.courseId !== PREMIUM_PURCHASE_COURSE_ID) return;
    const lapsed = sub.paymentStatus === 'paused';
    await ctx.db.transaction(async (tx) => {
      const payment = await paymentRows.lockPaymentByTransaction(tx, sub.purchase.transactionId);
      if (
        !payment ||
        payment.kind !== 'subscription' ||
        Number(payment.member_id) !== sub.purchase.paymentInfoId ||
        Number(payment.user_id) !== sub.purchase.userId ||
        payment.status !== (lapsed ? 'completed' : 'canceled')
      )
        return;
      const memberId = Number(payment.member_id);
      const m = await applicantRows.lock(tx, memberId);
      const [from, to] = lapsed
        ? (['subscription-created', 'pre-payment-completed'] as const)
        : (['pre-payment-completed', 'subscription-created'] as const);
      if (!m || m.premium_group_status !== from) return;
      await paymentRows.setPaymentStatus(tx, Number(payment.id), lapsed ? 'canceled' : 'completed');
      await moveMember(tx, m, to, lapsed ? 'Subscription payment failed or cancelled' : 'Subscription paid again', null);
      ctx.log.info({ subscriptionId: sub.id, status: sub.status, memberId, newState: to }, 'premium subscription status applied');
    });
  }

  return {
    /** GET premium-groups/members/{memberId}/payment: my own membership and what is due. */
    async status(actor: Actor, memberId: number): Promise<MemberPaymentStatus> {
      assertCan(canPayOwn(actor, (await ownRow(actor, memberId)).m));
      return statusOf(memberId);
    },

    /** POST …/pre-payment/setup-intent and …/subscription/setup-intent: only what is due now. */
    async setupIntent(actor: Actor, memberId: number, kind: PremiumPaymentKind): Promise<PremiumSetupIntent> {
      assertCan(canPayOwn(actor, (await ownRow(actor, memberId)).m));
      const { m, g } = await ownRow(actor, memberId);
      if (dueOf(m.premium_group_status, g.premium_group_status) !== kind)
        throw new ConflictError(kind === 'pre-payment' ? t.prePaymentNotDue : t.subscriptionNotDue, ERROR_CODES.transitionRefused);
      const intent = await provider.createSetupIntent({
        userId: actor.userId,
        courseId: PREMIUM_PURCHASE_COURSE_ID,
        paymentInfoId: memberId,
        amount: PREMIUM_MONTHLY_PRICE_CENTS,
        paymentType: kind === 'subscription' ? 'monthly' : 'one-time',
        couponCode: null,
        email: m.email ?? '',
      });
      await paymentRows.insertPayment(ctx.db, {
        memberId,
        groupId: Number(g.id),
        userId: actor.userId,
        kind,
        amount: PREMIUM_MONTHLY_PRICE_CENTS,
        provider: provider.name,
        transactionId: intent.id,
      });
      return {
        setup_intent_id: intent.id,
        client_secret: intent.clientSecret,
        amount: PREMIUM_MONTHLY_PRICE_CENTS,
        provider: provider.name,
      };
    },

    /**
     * POST …/pre-payment/confirm and …/subscription/confirm: the return page. An intent that is not
     * this member's of this kind is refused (422); one the provider does not report paid for this
     * member and amount is refused; a replay answers the same as the first time.
     */
    async confirm(
      actor: Actor,
      memberId: number,
      kind: PremiumPaymentKind,
      setupIntentId: string,
    ): Promise<{ message: string; item: MemberPaymentStatus }> {
      assertCan(canPayOwn(actor, (await ownRow(actor, memberId)).m));
      const payment = await paymentRows.findPaymentByTransaction(ctx.db, setupIntentId);
      if (!payment || Number(payment.member_id) !== memberId || payment.kind !== kind || Number(payment.user_id) !== actor.userId)
        throw ValidationError.field('setup_intent_id', t.paymentMismatch);
      const outcome = await confirmWithProvider(payment, actor.userId);
      if (outcome === 'mismatch') throw ValidationError.field('setup_intent_id', t.paymentMismatch);
      if (outcome === 'not_paid') throw new ValidationError({ setup_intent_id: [t.transactionNotCompleted] }, t.transactionNotCompleted);
      if (outcome === 'taken')
        throw new ConflictError(kind === 'pre-payment' ? t.prePaymentNotDue : t.alreadySubscribed, ERROR_CODES.alreadyPaid);
      return { message: t.transactionCompleted, item: await statusOf(memberId) };
    },

    /**
     * POST payments/stripe/premium-webhook: a payment confirmed after the tab closed still moves the
     * member. Only a signed event about one of our premium intents counts; replays change nothing.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      // public: the provider calls it; the webhook signature is the permission.
      const event = provider.parseWebhook(rawBody, signature);
      if (event.subscription) await applySubscriptionState(event.subscription.id);
      const p = event.purchase;
      if (!p || p.courseId !== PREMIUM_PURCHASE_COURSE_ID) return { received: true };
      const payment = await paymentRows.findPaymentByTransaction(ctx.db, p.transactionId);
      if (!payment || Number(payment.member_id) !== p.paymentInfoId || Number(payment.user_id) !== p.userId) return { received: true };
      await confirmWithProvider(payment, null);
      return { received: true };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
