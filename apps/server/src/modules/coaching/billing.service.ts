import {
  coachBillingNotificationTypes,
  coachBillingTargets,
  billingNoticeTexts as bt,
  coachingOpen,
  coachingTexts as t,
  paymentFailed,
  type BillingPreview,
  type CoachBillingAnswer,
  type CoachBillingState,
  type CompleteInvitationInput,
  type DevAdvanceClockInput,
  type SetupIntentResponse,
  type SubscriptionDetail,
  type SubscriptionStatus,
  type UpdateCardInput,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { isoInstantOrNull } from '../../platform/db/instant';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { jobName } from '../../platform/jobs/jobs';
import type { MailMessage } from '../../platform/mail/mailer';
import type { CoachBillingProvider, CoachSubscription, DevCoachBilling } from '../../platform/payments/coach-billing';
import { findAccountEmail } from '../accounts';
import type { NotificationsService } from '../notifications';
import type { CoachBillingHooks } from './billing.hooks';
import * as rows from './billing.repository';
import type { CoachGate } from './coaching.gate';
import { canUseCoachCentre } from './coaching.policy';
import { countAcceptedClients, findCoachById, type CoachRow } from './coaching.repository';

/** The provider's trial end follows the coach's (set when the first client is invited). */
const JOB_TRIAL_END = jobName<{ coachId: number }>('coaching.billing-trial-end');
/** The subscription's quantity follows the accepted clients (one queued per coach). */
const JOB_QUANTITY = jobName<{ coachId: number }>('coaching.billing-quantity');
/** Nightly: every coach's quantity and status compared with the provider's, drift logged and fixed. */
const JOB_RECONCILE = jobName<null>('coaching.billing-reconcile');
const JOB_PAYMENT_FAILED_MAIL = jobName<{ coachId: number }>('coaching.billing-payment-failed-mail');
/** 03:20 UTC every night. */
const RECONCILE_CRON = '20 3 * * *';

const DAY_MS = 24 * 3600_000;

function paymentFailedMail(to: string, link: string): MailMessage {
  return { to, subject: bt.paymentFailedMailSubject, text: `Hello,\n\n${bt.paymentFailedMailBody}\n\n${link}`, links: [link] };
}

function presentBillingState(c: CoachRow): CoachBillingState {
  return {
    coach_id: Number(c.id),
    is_billing_setup_complete: c.is_billing_setup_complete,
    subscription_status: c.subscription_status,
    is_open: c.is_billing_setup_complete && coachingOpen(c.subscription_status),
    trial_end: isoInstantOrNull(c.trial_end),
  };
}

/**
 * Per-client coach billing (spec 3 "Coach billing"; docs/areas/coaching.md "Billing"): the card
 * saved through a setup intent, one subscription per coach on the provider's volume-tiered price
 * with quantity = accepted clients, a trial until 30 days after the first client is invited, the
 * upcoming payment and the price with another number of clients from the provider's preview, a way
 * back when a payment fails (a new card, the open invoice paid), and the subscription's status kept
 * with the provider's: by the signed webhook (each event once, the state read again from the
 * provider, so order does not matter), after each change, and by a nightly reconcile. A status
 * change reaches the coach and each accepted client at once (realtime), and a failed payment also
 * the coach's bell and inbox. The provider is never called inside a transaction: the hooks queue
 * jobs in the caller's.
 */
export function createCoachBillingService(
  ctx: AppContext,
  deps: { provider: CoachBillingProvider; gate: CoachGate; notifications: NotificationsService },
) {
  const { provider, gate } = deps;
  const devProvider = provider.name === 'dev' ? (provider as DevCoachBilling) : null;

  async function coachById(coachId: number) {
    const coach = await findCoachById(ctx.db, coachId);
    if (!coach) throw new NotFoundError(t.coachNotFound);
    return coach;
  }

  async function stateOf(coachId: number): Promise<CoachBillingState> {
    return presentBillingState(await coachById(coachId));
  }

  /** The coach's subscription id, or 403 while billing is not set up. */
  function subscriptionOf(coach: CoachRow): string {
    if (!coach.is_billing_setup_complete || !coach.subscription_id)
      throw new ForbiddenError(t.billingIncomplete, ERROR_CODES.coachBillingIncomplete);
    return coach.subscription_id;
  }

  /** The setup intent checked with the provider (succeeded, this coach's customer): its card, or the provider's error. */
  async function savedCard(coach: CoachRow, setupIntentId: string) {
    const check = coach.customer_id ? await provider.checkSetupIntent(setupIntentId, coach.customer_id) : null;
    if (!check?.ok) throw ValidationError.field('setup_intent_id', check?.message || t.cardFailed);
    return check.paymentMethodId;
  }

  /**
   * Stores the provider's status. On a change: a failed payment writes the coach's bell item and
   * queues the mail (with the status, one transaction); once committed, the coach and each accepted
   * client are told (the centre closes or opens at once, without a reload).
   */
  async function applyStatus(coachId: number, status: SubscriptionStatus) {
    const changed = await ctx.db.transaction(async (tx) => {
      const previous = await rows.storeSubscriptionStatus(tx, coachId, status);
      if (!previous) return null;
      const newlyFailed = paymentFailed(status) && !paymentFailed(previous.previous);
      const staged =
        newlyFailed && previous.user_id !== null
          ? await deps.notifications.stageMany(tx, [
              {
                userId: Number(previous.user_id),
                notification: {
                  title: bt.paymentFailedTitle,
                  message: bt.paymentFailedMessage,
                  meta: { type: coachBillingNotificationTypes.paymentFailed, target: coachBillingTargets.billing, coach_id: coachId },
                },
              },
            ])
          : null;
      if (newlyFailed) await ctx.jobs.enqueue(JOB_PAYMENT_FAILED_MAIL, { coachId }, { tx });
      return { ...previous, staged };
    });
    if (!changed) return false;
    await changed.staged?.announce();
    const payload = { coach_id: coachId, subscription_status: status, is_open: coachingOpen(status) };
    const people = [
      ...(changed.user_id !== null ? [Number(changed.user_id)] : []),
      ...(await rows.listAcceptedClientUserIds(ctx.db, coachId)),
    ];
    for (const userId of people) ctx.realtime.publishToUser(userId, 'coaching.status-changed', payload);
    ctx.log.info({ coachId, from: changed.previous, to: status }, 'coach subscription status changed');
    return true;
  }

  /** The quantity set to the accepted clients (no proration), again until no client changed meanwhile. */
  async function syncQuantity(coachId: number) {
    const coach = await findCoachById(ctx.db, coachId);
    if (!coach?.subscription_id) return;
    let accepted = await countAcceptedClients(ctx.db, coachId);
    for (let round = 0; round < 5; round++) {
      const state = await provider.getSubscription(coach.subscription_id);
      if (!state) return;
      const after = state.quantity === accepted ? state : await provider.updateSubscription(state.id, { quantity: accepted });
      await rows.storeBilledQuantity(ctx.db, coachId, accepted);
      if (after) await applyStatus(coachId, after.status);
      const now = await countAcceptedClients(ctx.db, coachId);
      if (now === accepted) return;
      accepted = now;
    }
  }

  /**
   * The coach's billing compared with the provider's: the quantity with the accepted clients, the
   * trial end with the coach's, the status stored with the provider's. `drift` logs each difference
   * (the nightly run); each is then fixed.
   */
  async function reconcileCoach(coachId: number, opts: { drift: boolean }) {
    const coach = await findCoachById(ctx.db, coachId);
    if (!coach?.subscription_id) return;
    let state: CoachSubscription | null = await provider.getSubscription(coach.subscription_id);
    const drift = (what: string, values: Record<string, unknown>) => {
      if (opts.drift) ctx.log.warn({ coachId, subscriptionId: coach.subscription_id, what, ...values }, 'coach billing drift');
    };
    if (!state) return drift('subscription', { provider: null });
    const accepted = await countAcceptedClients(ctx.db, coachId);
    if (state.quantity !== accepted || coach.billed_quantity !== accepted) {
      if (state.quantity !== accepted) {
        drift('quantity', { provider: state.quantity, accepted });
        state = (await provider.updateSubscription(state.id, { quantity: accepted })) ?? state;
      }
      await rows.storeBilledQuantity(ctx.db, coachId, accepted);
    }
    const trialEnd = coach.trial_end ? new Date(coach.trial_end) : null;
    const trialOpen = trialEnd && trialEnd.getTime() > Date.now() && ['active', 'trialing'].includes(state.status);
    if (trialOpen && state.trialEnd?.getTime() !== Math.floor(trialEnd.getTime() / 1000) * 1000) {
      drift('trial_end', { provider: state.trialEnd?.toISOString() ?? null, coach: trialEnd.toISOString() });
      state = (await provider.updateSubscription(state.id, { trialEnd })) ?? state;
    }
    if (state.status !== coach.subscription_status) drift('status', { provider: state.status, stored: coach.subscription_status });
    await applyStatus(coachId, state.status);
  }

  ctx.jobs.define(JOB_TRIAL_END, async ({ coachId }) => {
    await reconcileCoach(coachId, { drift: false });
  });
  ctx.jobs.define(JOB_QUANTITY, async ({ coachId }) => {
    await syncQuantity(coachId);
  });
  ctx.jobs.define(JOB_RECONCILE, async () => {
    for (const coachId of await rows.listSubscribedCoachIds(ctx.db)) {
      await reconcileCoach(coachId, { drift: true }).catch((err: unknown) =>
        ctx.log.error({ err, coachId }, 'coach billing reconcile failed for one coach'),
      );
    }
  });
  ctx.jobs.define(JOB_PAYMENT_FAILED_MAIL, async ({ coachId }) => {
    const coach = await findCoachById(ctx.db, coachId);
    // Paid again meanwhile (or gone): nothing to say.
    if (!coach?.user_id || !paymentFailed(coach.subscription_status)) return;
    const account = await findAccountEmail(ctx.db, Number(coach.user_id));
    if (!account || account.suspended) return;
    await ctx.mailer.send(paymentFailedMail(account.email, ctx.config.appUrl + coachBillingTargets.billing));
  });

  return {
    /** Which provider bills (the dev test clock's route exists only for the dev provider). */
    providerName: provider.name,

    /** What the clients' part tells billing (billing.hooks.ts): each queues the provider work as a job in the caller's transaction. */
    hooks: {
      async clientInvited(tx: Db, coachId: number) {
        // public: the clients' part calls it inside its invite's transaction (its policy allowed the invite).
        if (!(await rows.startTrialClock(tx, coachId))) return;
        await ctx.jobs.enqueue(JOB_TRIAL_END, { coachId }, { ...(tx === ctx.db ? {} : { tx }), singletonKey: `coach:${coachId}` });
      },
      async clientsChanged(tx: Db, coachId: number) {
        // public: the clients' part calls it inside the accept's or removal's transaction.
        await ctx.jobs.enqueue(JOB_QUANTITY, { coachId }, { ...(tx === ctx.db ? {} : { tx }), singletonKey: `coach:${coachId}` });
      },
    } satisfies CoachBillingHooks,

    /** GET coach/billing-info/setup-intent: a setup intent on the coach's customer (made once) for the card form. */
    async setupIntent(actor: Actor): Promise<SetupIntentResponse> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      const made = await provider.ensureCustomer({ coachId: Number(coach.id), email: coach.email, existing: coach.customer_id });
      const customerId = coach.customer_id ?? (await rows.storeCustomerId(ctx.db, Number(coach.id), made));
      const intent = await provider.createSetupIntent({ coachId: Number(coach.id), userId: actor.userId, customerId });
      return {
        client_secret: intent.clientSecret,
        setup_intent_id: intent.id,
        provider: provider.name,
        publishable_key: provider.name === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      };
    },

    /**
     * PATCH coach/invitation/complete: the setup succeeded for this coach's customer, so billing is set
     * up and the subscription made (quantity = accepted clients, nothing charged; in a trial when the
     * first client was already invited). Once per coach: a second call, or two at once, keep one.
     */
    async complete(actor: Actor, input: CompleteInvitationInput): Promise<CoachBillingAnswer> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      const coachId = Number(coach.id);
      const paymentMethodId = await savedCard(coach, input.setup_intent_id);
      if (!coach.subscription_id) {
        const sub = await provider.createSubscription({
          coachId,
          customerId: coach.customer_id!,
          paymentMethodId,
          quantity: await countAcceptedClients(ctx.db, coachId),
          trialEnd: coach.trial_end ? new Date(coach.trial_end) : null,
          key: input.setup_intent_id,
        });
        const kept = await rows.completeBillingSetup(ctx.db, coachId, {
          subscriptionId: sub.id,
          setupIntentId: input.setup_intent_id,
          billedQuantity: sub.quantity,
        });
        // Another completion stored its subscription first: this one is not the coach's.
        if (kept !== sub.id) await provider.cancelSubscription(sub.id);
        else await applyStatus(coachId, sub.status);
      } else if (!coach.is_billing_setup_complete) {
        await rows.completeBillingSetup(ctx.db, coachId, {
          subscriptionId: coach.subscription_id,
          setupIntentId: input.setup_intent_id,
          billedQuantity: 0,
        });
      }
      // The quantity may have changed while the subscription was made.
      await syncQuantity(coachId);
      return { message: t.coachInvitationUpdated, item: await stateOf(coachId) };
    },

    /** GET coach/billing-info/subscription-detail (spec 3 "Billing info"): the card, the period, the upcoming payment, from the provider. */
    async subscriptionDetail(actor: Actor): Promise<SubscriptionDetail> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      if (!coach.subscription_id) return { payment_method: null, subscription: null };
      const sub = await provider.getSubscription(coach.subscription_id);
      if (!sub) return { payment_method: null, subscription: null };
      const [pm, upcoming] = await Promise.all([
        sub.defaultPaymentMethod ? provider.getPaymentMethod(sub.defaultPaymentMethod) : null,
        provider.previewInvoice(sub.id),
      ]);
      return {
        payment_method: pm ? { card: pm.card, billing_details: pm.billing_details } : null,
        subscription: {
          status: sub.status,
          quantity: sub.quantity,
          current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
          trial_end: sub.trialEnd?.toISOString() ?? null,
          upcoming_invoice: upcoming
            ? {
                amount_due: upcoming.amountDue,
                currency: upcoming.currency,
                next_payment_attempt: upcoming.nextPaymentAttempt?.toISOString() ?? null,
              }
            : null,
        },
      };
    },

    /** GET coach/billing-info/preview?clients=n: the monthly total now and with n accepted clients, from the provider's preview. */
    async preview(actor: Actor, clients: number): Promise<BillingPreview> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      const subscriptionId = subscriptionOf(coach);
      const now = await countAcceptedClients(ctx.db, Number(coach.id));
      const [before, after] = await Promise.all([
        provider.previewInvoice(subscriptionId, { quantity: now }),
        provider.previewInvoice(subscriptionId, { quantity: clients }),
      ]);
      if (!before || !after) throw new ForbiddenError(t.subscriptionInactive, ERROR_CODES.coachSubscriptionInactive);
      return {
        clients_now: now,
        total_now: before.amountDue,
        clients_after: clients,
        total_after: after.amountDue,
        currency: after.currency,
      };
    },

    /**
     * PATCH coach/billing-info/card: a way back when a payment failed: the new card becomes the
     * subscription's default, the open invoice is paid with it, and the status read again (the centre
     * opens for the coach and the clients at once). A card that cannot pay answers the provider's error.
     */
    async updateCard(actor: Actor, input: UpdateCardInput): Promise<CoachBillingAnswer> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      const coachId = Number(coach.id);
      const subscriptionId = subscriptionOf(coach);
      const paymentMethodId = await savedCard(coach, input.setup_intent_id);
      await provider.updateSubscription(subscriptionId, { defaultPaymentMethod: paymentMethodId });
      await rows.storeSetupIntent(ctx.db, coachId, input.setup_intent_id);
      const paid = await provider.payOpenInvoices(subscriptionId);
      const state = await provider.getSubscription(subscriptionId);
      if (state) await applyStatus(coachId, state.status);
      if (!paid.ok) throw ValidationError.field('setup_intent_id', paid.message || t.cardFailed);
      return { message: t.cardUpdated, item: await stateOf(coachId) };
    },

    /**
     * POST coach/billing-info/webhook: a signed provider event, handled once (coach_billing_events).
     * Only the subscription's id is taken from it: its state is read from the provider again, so
     * events arriving late or out of order leave the state the provider holds now.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      // public: the provider calls it; the webhook signature is the permission.
      const event = provider.parseWebhook(rawBody, signature);
      if (!(await rows.recordBillingEvent(ctx.db, event.eventId, event.type))) return { received: true, duplicate: true };
      try {
        const coachId = event.subscriptionId ? await rows.findCoachIdBySubscription(ctx.db, event.subscriptionId) : null;
        if (coachId !== null) await reconcileCoach(coachId, { drift: false });
      } catch (e) {
        await rows.forgetBillingEvent(ctx.db, event.eventId);
        throw e;
      }
      return { received: true, duplicate: false };
    },

    /** POST coach/billing-info/dev/advance (dev provider only): the caller's subscription's clock moves on, then its state is read again. */
    async advanceDevClock(actor: Actor, input: DevAdvanceClockInput): Promise<CoachBillingAnswer> {
      assertCan(canUseCoachCentre(actor));
      const coach = await gate.coach(actor, { open: false });
      if (!devProvider) throw new NotFoundError();
      const subscriptionId = subscriptionOf(coach);
      await devProvider.advance(subscriptionId, input.days * DAY_MS);
      await reconcileCoach(Number(coach.id), { drift: false });
      return { message: bt.clockAdvanced, item: await stateOf(Number(coach.id)) };
    },

    /** The nightly reconcile, scheduled once (idempotent across restarts and copies). */
    async schedule() {
      // public: start-up step, no actor.
      await ctx.jobs.schedule(JOB_RECONCILE, RECONCILE_CRON, null);
    },
  };
}
export type CoachBillingService = ReturnType<typeof createCoachBillingService>;
