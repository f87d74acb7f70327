import Stripe from 'stripe';
import { COACH_PRICE_CURRENCY, COACH_PRICE_TIERS, type SubscriptionStatus } from '@holdfast/shared/coaching';
import type { CoachBillingProvider, CoachSubscription } from './coach-billing';
import { WebhookSignatureError } from './payment-provider';
import { stripeClient } from './stripe.provider';

/** The per-client Price found (or made) when STRIPE_COACH_PRICE_ID is not set. */
export const COACH_PRICE_LOOKUP_KEY = 'holdfast_coach_per_client_monthly';
/** Statuses of a subscription that is over: a coach then gets a new one. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const dateOf = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const missing = (e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing';

/**
 * Stripe adapter of coach billing (official SDK): one Customer per coach (made once: idempotency key
 * per coach), a SetupIntent saves the card (Stripe.js confirms it), and one Subscription per coach on
 * the per-client monthly Price in volume tiers (`tiers_mode: volume`, the tiers of
 * COACH_PRICE_TIERS), quantity = accepted clients, `proration_behavior: none` on every change, the
 * saved card as its default payment method, `metadata.coach_id` naming the coach. The Price is
 * STRIPE_COACH_PRICE_ID, else the one with COACH_PRICE_LOOKUP_KEY (made on first use). The upcoming
 * payment is `invoices.createPreview`. `apiBase` points the SDK at a local server in tests.
 */
export function createStripeCoachBilling(opts: { secretKey: string; webhookSecret?: string; priceId?: string; apiBase?: string }) {
  const stripe = stripeClient(opts.secretKey, opts.apiBase);
  let price: Promise<string> | null = opts.priceId ? Promise.resolve(opts.priceId) : null;

  /** The per-client Price: configured, found by its lookup key, or made with it (once: idempotency key). */
  function priceId(): Promise<string> {
    price ??= (async () => {
      const found = await stripe.prices.list({ lookup_keys: [COACH_PRICE_LOOKUP_KEY], active: true, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const made = await stripe.prices.create(
        {
          currency: COACH_PRICE_CURRENCY,
          recurring: { interval: 'month', usage_type: 'licensed' },
          billing_scheme: 'tiered',
          tiers_mode: 'volume',
          tiers: COACH_PRICE_TIERS.map((t) => ({ up_to: t.upTo ?? 'inf', unit_amount: t.unitCents })),
          lookup_key: COACH_PRICE_LOOKUP_KEY,
          product_data: { name: 'Holdfast coaching (per client, monthly)' },
        },
        { idempotencyKey: `coach-price-${COACH_PRICE_LOOKUP_KEY}` },
      );
      return made.id;
    })().catch((e: unknown) => {
      price = null;
      throw e;
    });
    return price;
  }

  function present(sub: Stripe.Subscription): CoachSubscription {
    const item = sub.items.data[0];
    const coachId = Number(sub.metadata?.coach_id);
    return {
      id: sub.id,
      customerId: idOf(sub.customer)!,
      coachId: Number.isInteger(coachId) && coachId > 0 ? coachId : null,
      status: sub.status as SubscriptionStatus,
      quantity: item?.quantity ?? 0,
      itemId: item?.id ?? '',
      trialEnd: dateOf(sub.trial_end),
      currentPeriodEnd: dateOf(item?.current_period_end),
      defaultPaymentMethod: idOf(sub.default_payment_method),
    };
  }

  async function retrieve(id: string) {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  const provider: CoachBillingProvider = {
    name: 'stripe',

    async ensureCustomer(req) {
      if (req.existing) return req.existing;
      const customer = await stripe.customers.create(
        { email: req.email, metadata: { coach_id: String(req.coachId) } },
        { idempotencyKey: `coach-customer-${req.coachId}` },
      );
      return customer.id;
    },

    async createSetupIntent(req) {
      const intent = await stripe.setupIntents.create({
        customer: req.customerId,
        usage: 'off_session',
        metadata: { coach_id: String(req.coachId), user_id: String(req.userId), purpose: 'coach_billing' },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a setup intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async checkSetupIntent(id, customerId) {
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(id);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: 'not_found', message: null };
        throw e;
      }
      if (idOf(intent.customer) !== customerId) return { ok: false, reason: 'not_found', message: null };
      const paymentMethod = idOf(intent.payment_method);
      if (intent.status !== 'succeeded' || !paymentMethod)
        return { ok: false, reason: 'not_succeeded', message: intent.last_setup_error?.message ?? null };
      return { ok: true, paymentMethodId: paymentMethod };
    },

    async createSubscription(req) {
      const existing = await stripe.subscriptions.list({ customer: req.customerId, status: 'all', limit: 100 });
      const live = existing.data.find((s) => s.metadata?.coach_id === String(req.coachId) && !ENDED.has(s.status));
      if (live) return present(live);
      const trialEnd = req.trialEnd && req.trialEnd.getTime() > Date.now() ? unix(req.trialEnd) : null;
      const sub = await stripe.subscriptions.create(
        {
          customer: req.customerId,
          items: [{ price: await priceId(), quantity: req.quantity }],
          default_payment_method: req.paymentMethodId,
          proration_behavior: 'none',
          ...(trialEnd ? { trial_end: trialEnd } : {}),
          metadata: { coach_id: String(req.coachId) },
        },
        { idempotencyKey: `coach-subscription-${req.coachId}-${req.key}` },
      );
      return present(sub);
    },

    async updateSubscription(id, change) {
      const sub = await retrieve(id);
      if (!sub) return null;
      const item = sub.items.data[0];
      const updated = await stripe.subscriptions.update(id, {
        proration_behavior: 'none',
        ...(change.quantity !== undefined && item ? { items: [{ id: item.id, quantity: change.quantity }] } : {}),
        ...(change.trialEnd ? { trial_end: unix(change.trialEnd) } : {}),
        ...(change.defaultPaymentMethod ? { default_payment_method: change.defaultPaymentMethod } : {}),
      });
      return present(updated);
    },

    async payOpenInvoices(id) {
      const open = await stripe.invoices.list({ subscription: id, status: 'open', limit: 100 });
      for (const invoice of [...open.data].sort((a, b) => a.created - b.created)) {
        try {
          await stripe.invoices.pay(
            invoice.id!,
            { off_session: true },
            { idempotencyKey: `coach-pay-${invoice.id}-${invoice.attempt_count}` },
          );
        } catch (e) {
          if (e instanceof Stripe.errors.StripeCardError || e instanceof Stripe.errors.StripeInvalidRequestError)
            return { ok: false, message: e.message || null };
          throw e;
        }
      }
      return { ok: true };
    },

    async previewInvoice(id, previewOpts = {}) {
      const sub = await retrieve(id);
      if (!sub || ENDED.has(sub.status)) return null;
      const item = sub.items.data[0];
      try {
        const invoice = await stripe.invoices.createPreview({
          customer: idOf(sub.customer)!,
          subscription: id,
          ...(previewOpts.quantity !== undefined && item
            ? { subscription_details: { items: [{ id: item.id, quantity: previewOpts.quantity }], proration_behavior: 'none' } }
            : {}),
        });
        return { amountDue: invoice.amount_due, currency: invoice.currency, nextPaymentAttempt: dateOf(invoice.next_payment_attempt) };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'invoice_upcoming_none') return null;
        throw e;
      }
    },

    async getSubscription(id) {
      const sub = await retrieve(id);
      return sub ? present(sub) : null;
    },

    async getPaymentMethod(id) {
      let pm: Stripe.PaymentMethod;
      try {
        pm = await stripe.paymentMethods.retrieve(id);
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
      if (!pm.card) return null;
      const a = pm.billing_details.address;
      return {
        id: pm.id,
        card: { brand: pm.card.brand ?? null, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year },
        billing_details: {
          name: pm.billing_details.name ?? null,
          address: {
            line1: a?.line1 ?? null,
            line2: a?.line2 ?? null,
            city: a?.city ?? null,
            postal_code: a?.postal_code ?? null,
            state: a?.state ?? null,
            country: a?.country ?? null,
          },
        },
      };
    },

    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `coach-cancel-${id}` });
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

    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new WebhookSignatureError('STRIPE_COACH_WEBHOOK_SECRET is not set.');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (e) {
        throw new WebhookSignatureError((e as Error).message);
      }
      const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice['parent'] };
      const subscriptionId =
        object.object === 'subscription'
          ? (object.id ?? null)
          : object.object === 'invoice'
            ? idOf(object.parent?.subscription_details?.subscription)
            : null;
      return { eventId: event.id, type: event.type, subscriptionId };
    },
  };
  return provider;
}
