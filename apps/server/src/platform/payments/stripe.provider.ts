import Stripe from 'stripe';
import { WebhookSignatureError, metadataMatches, purchaseMetadata, type PaymentProvider } from './payment-provider';

/**
 * Stripe adapter (official SDK). A SetupIntent saves the card (client confirms it with Stripe.js and the
 * return URL); the server then retrieves the SetupIntent, checks it succeeded and carries our metadata,
 * and charges the saved card once (idempotency key per SetupIntent, so a retry or a webhook never
 * charges twice). `apiBase` points the SDK at a local server in tests.
 */
export function createStripeProvider(opts: { secretKey: string; webhookSecret?: string; apiBase?: string }): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });

  return {
    name: 'stripe',
    medium: 'stripe',

    async createSetupIntent(req) {
      const metadata = purchaseMetadata(req);
      const customer = await stripe.customers.create({ email: req.email, metadata: { user_id: String(req.userId) } });
      const intent = await stripe.setupIntents.create({
        customer: customer.id,
        usage: 'off_session',
        metadata: { ...metadata, amount: String(req.amount), payment_type: req.paymentType },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a setup intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
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
      if (!metadataMatches(intent.metadata, expected) || intent.metadata?.amount !== String(expected.amount)) return { ok: false, reason: 'mismatch' };
      const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      if (!paymentMethod || !customer) return { ok: false, reason: 'not_succeeded' };
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
      } catch (e) {
        if (e instanceof Stripe.errors.StripeCardError) return { ok: false, reason: 'charge_failed' };
        throw e;
      }
      return { ok: true, transactionId: intent.id, amount: expected.amount };
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
      if (event.type !== 'setup_intent.succeeded') return { eventId: event.id, type: event.type, purchase: null };
      const intent = event.data.object as Stripe.SetupIntent;
      const m = intent.metadata ?? {};
      const ids = [m.user_id, m.course_id, m.payment_info_id].map(Number);
      if (!ids.every((n) => Number.isInteger(n) && n > 0)) return { eventId: event.id, type: event.type, purchase: null };
      return {
        eventId: event.id,
        type: event.type,
        purchase: { transactionId: intent.id, userId: ids[0]!, courseId: ids[1]!, paymentInfoId: ids[2]!, couponCode: m.coupon_code || null },
      };
    },
  };
}
