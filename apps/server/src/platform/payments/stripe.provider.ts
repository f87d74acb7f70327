import Stripe from 'stripe';
import { MONTHLY_INSTALMENTS } from '@holdfast/shared/courses';
import {
  WebhookSignatureError,
  metadataMatches,
  purchaseMetadata,
  type ConfirmResult,
  type PaymentProvider,
  type SubscriptionState,
} from './payment-provider';

/** Subscription events that may change course access; the subscription is read again from Stripe. */
const SUBSCRIPTION_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
/** Subscription statuses that keep a course paid; past_due, unpaid, canceled, incomplete_expired and paused pause it. */
const GOOD_STANDING = new Set(['active', 'trialing']);
/** Setup intents a person may still confirm (not succeeded, not canceled). */
const OPEN_SETUP_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** The end of a monthly plan started now: MONTHLY_INSTALMENTS months later, in Unix seconds. */
export function planEnd(start: Date): number {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + MONTHLY_INSTALMENTS);
  return Math.floor(end.getTime() / 1000);
}

/**
 * A plan that ran to its planned end (every instalment paid, ended by `cancel_at`, not by failed
 * payments) leaves lifetime access; any other ending pauses the course.
 */
function isPlanCompleted(sub: Stripe.Subscription): boolean {
  return (
    sub.status === 'canceled' &&
    !!sub.cancel_at &&
    !!sub.ended_at &&
    sub.ended_at >= sub.cancel_at &&
    sub.cancellation_details?.reason !== 'payment_failed' &&
    sub.cancellation_details?.reason !== 'payment_disputed'
  );
}
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : v?.id);
const positiveIds = (...values: (string | undefined)[]) => {
  const ids = values.map(Number);
  return ids.every((n) => Number.isInteger(n) && n > 0) ? ids : null;
};
/**
 * The purchase ids of our metadata (user, course, price), or null. Course 0 is a premium group's
 * payment (its member row is the price): the premium webhook's, which the courses webhook finds no
 * course for.
 */
const purchaseIds = (m: Record<string, string>) => {
  const ids = positiveIds(m.user_id, m.course_id === '0' ? '1' : m.course_id, m.payment_info_id);
  return ids ? { userId: ids[0]!, courseId: m.course_id === '0' ? 0 : ids[1]!, paymentInfoId: ids[2]! } : null;
};

/** The official SDK with the adapters' settings; `apiBase` points it at a local server (tests). */
export function stripeClient(secretKey: string, apiBase?: string) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe adapter (official SDK). A SetupIntent saves the card (client confirms it with Stripe.js and the
 * return URL); the server then retrieves the SetupIntent, checks it succeeded and carries our metadata, and
 * - one-time price: charges the saved card once (idempotency key per SetupIntent, so a retry or a webhook
 *   never charges twice);
 * - monthly price: starts a Subscription (price_data, interval month, the saved card as default payment
 *   method, our purchase metadata plus `setup_intent`), once per SetupIntent: idempotency key, and an
 *   existing subscription of that SetupIntent is found first (idempotency keys expire after 24 hours).
 *   Its Product is one per course price, with a stable id (`holdfast_course_{course}_price_{info}`).
 * `apiBase` points the SDK at a local server in tests.
 */
export function createStripeProvider(opts: { secretKey: string; webhookSecret?: string; apiBase?: string }): PaymentProvider {
  const stripe = stripeClient(opts.secretKey, opts.apiBase);

  /** One Product per course price, found by its stable id or created with it (a race answers resource_already_exists). */
  async function productFor(courseId: number, paymentInfoId: number) {
    const id = `holdfast_course_${courseId}_price_${paymentInfoId}`;
    const missing = (e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing';
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (e) {
      if (!missing(e)) throw e;
    }
    try {
      const product = await stripe.products.create(
        {
          id,
          name: `Holdfast course ${courseId} (monthly price ${paymentInfoId})`,
          metadata: { course_id: String(courseId), payment_info_id: String(paymentInfoId) },
        },
        { idempotencyKey: `course-product-${id}` },
      );
      return product.id;
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_already_exists') return id;
      throw e;
    }
  }

  async function subscribe(
    intent: Stripe.SetupIntent,
    customer: string,
    paymentMethod: string,
    expected: { courseId: number; paymentInfoId: number; amount: number },
  ): Promise<ConfirmResult> {
    const started = (sub: Stripe.Subscription): ConfirmResult =>
      GOOD_STANDING.has(sub.status)
        ? { ok: true, transactionId: intent.id, amount: expected.amount, chargeId: sub.id }
        : { ok: false, reason: 'charge_failed' };
    const existing = await stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    const mine = existing.data.find((sub) => sub.metadata?.setup_intent === intent.id);
    if (mine) return started(mine);
    const { amount: _amount, payment_type: _type, ...metadata } = intent.metadata ?? {};
    try {
      const sub = await stripe.subscriptions.create(
        {
          customer,
          default_payment_method: paymentMethod,
          off_session: true,
          payment_behavior: 'error_if_incomplete',
          items: [
            {
              price_data: {
                currency: 'usd',
                product: await productFor(expected.courseId, expected.paymentInfoId),
                unit_amount: expected.amount,
                recurring: { interval: 'month' },
              },
            },
          ],
          // An instalment plan: it ends by itself after the last month, with no prorated extra invoice.
          cancel_at: planEnd(new Date()),
          proration_behavior: 'none',
          metadata: { ...metadata, setup_intent: intent.id },
        },
        { idempotencyKey: `course-subscription-${intent.id}` },
      );
      return started(sub);
    } catch (e) {
      if (e instanceof Stripe.errors.StripeCardError) return { ok: false, reason: 'charge_failed' };
      throw e;
    }
  }

  function subscriptionState(sub: Stripe.Subscription): SubscriptionState | null {
    const m = sub.metadata ?? {};
    const ids = purchaseIds(m);
    if (!ids || !m.setup_intent) return null;
    const paymentStatus = GOOD_STANDING.has(sub.status) || isPlanCompleted(sub) ? 'paid' : sub.status === 'incomplete' ? null : 'paused';
    return { id: sub.id, status: sub.status, purchase: { transactionId: m.setup_intent, ...ids }, paymentStatus };
  }

  return {
    name: 'stripe',
    medium: 'stripe',

    async createSetupIntent(req) {
      const metadata = purchaseMetadata(req);
      const intentFor = (customer: string) =>
        stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          metadata: { ...metadata, amount: String(req.amount), payment_type: req.paymentType },
        });
      const newCustomer = async () => (await stripe.customers.create({ email: req.email, metadata: { user_id: String(req.userId) } })).id;
      let customer = req.customerId ?? (await newCustomer());
      let intent: Stripe.SetupIntent;
      try {
        intent = await intentFor(customer);
      } catch (e) {
        // The earlier customer is gone at Stripe (deleted there): a new one.
        if (!req.customerId || !(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
        customer = await newCustomer();
        intent = await intentFor(customer);
      }
      if (!intent.client_secret) throw new Error('Stripe returned a setup intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret, customerId: customer };
    },

    async confirmPayment(expected) {
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(expected.transactionId);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: 'not_found' };
        throw e;
      }
      if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded' };
      if (!metadataMatches(intent.metadata, expected) || intent.metadata?.amount !== String(expected.amount))
        return { ok: false, reason: 'mismatch' };
      const paymentMethod = idOf(intent.payment_method);
      const customer = idOf(intent.customer);
      if (!paymentMethod || !customer) return { ok: false, reason: 'not_succeeded' };
      if (intent.metadata?.payment_type === 'monthly') return subscribe(intent, customer, paymentMethod, expected);
      try {
        const charge = await stripe.paymentIntents.create(
          {
            amount: expected.amount,
            currency: 'usd',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { ...intent.metadata, setup_intent: intent.id },
          },
          { idempotencyKey: `course-charge-${intent.id}` },
        );
        if (charge.status !== 'succeeded') return { ok: false, reason: 'charge_failed' };
        return { ok: true, transactionId: intent.id, amount: expected.amount, chargeId: charge.id };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeCardError) return { ok: false, reason: 'charge_failed' };
        throw e;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set.');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (e) {
        throw new WebhookSignatureError((e as Error).message);
      }
      const none = { eventId: event.id, type: event.type, purchase: null, subscription: null };
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        const object = event.data.object as Stripe.Invoice | Stripe.Subscription;
        const id = object.object === 'subscription' ? object.id : idOf(object.parent?.subscription_details?.subscription);
        return id ? { ...none, subscription: { id } } : none;
      }
      if (event.type !== 'setup_intent.succeeded') return none;
      const intent = event.data.object as Stripe.SetupIntent;
      const m = intent.metadata ?? {};
      const ids = purchaseIds(m);
      if (!ids) return none;
      return { ...none, purchase: { transactionId: intent.id, ...ids, couponCode: m.coupon_code || null } };
    },

    async retrieveSetupIntent(id) {
      try {
        const intent = await stripe.setupIntents.retrieve(id);
        if (!intent.client_secret) return null;
        return { id: intent.id, clientSecret: intent.client_secret, isOpen: OPEN_SETUP_INTENT.has(intent.status) };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw e;
      }
    },

    /**
     * A one-time charge is refunded in full (Refunds API, one refund per PaymentIntent by its
     * idempotency key); a subscription is cancelled at once so no instalment follows.
     */
    async refund(req) {
      if (req.chargeId.startsWith('sub_')) {
        const sub = await stripe.subscriptions.cancel(req.chargeId, {}, { idempotencyKey: `course-cancel-${req.chargeId}` });
        return { ok: true, refundId: sub.id };
      }
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: req.chargeId, reason: 'duplicate', metadata: { setup_intent: req.transactionId } },
          { idempotencyKey: `course-refund-${req.chargeId}` },
        );
        return refund.status === 'failed' || refund.status === 'canceled'
          ? { ok: false, reason: refund.status }
          : { ok: true, refundId: refund.id };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: e.code ?? 'invalid_request' };
        throw e;
      }
    },

    /** A further charge on the card the setup intent saved (off-session), once per key. */
    async chargeAgain(req) {
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(req.transactionId);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: 'not_found' };
        throw e;
      }
      const paymentMethod = idOf(intent.payment_method);
      const customer = idOf(intent.customer);
      if (intent.status !== 'succeeded' || !paymentMethod || !customer) return { ok: false, reason: 'card_not_saved' };
      try {
        const charge = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: 'usd',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { ...req.metadata, setup_intent: intent.id },
          },
          { idempotencyKey: `charge-again-${req.key}` },
        );
        return charge.status === 'succeeded' ? { ok: true, chargeId: charge.id } : { ok: false, reason: charge.status };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeCardError) return { ok: false, reason: 'charge_failed' };
        throw e;
      }
    },

    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (e) {
        // Unknown or already ended: nothing more to stop.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw e;
      }
    },

    async deleteCustomer(id) {
      try {
        await stripe.customers.del(id);
      } catch (e) {
        // Unknown or already deleted: nothing of the person is left there.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw e;
      }
    },

    async getSubscription(id) {
      let sub: Stripe.Subscription;
      try {
        sub = await stripe.subscriptions.retrieve(id);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw e;
      }
      return subscriptionState(sub);
    },
  };
}
