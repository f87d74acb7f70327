import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { startFakeStripe, stripeSignature, type FakeStripe } from './stripe-fake-server';
import { COACH_PRICE_LOOKUP_KEY, createStripeCoachBilling } from './stripe-coach-billing.provider';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const provider = (priceId?: string) =>
  createStripeCoachBilling({ secretKey: stripe.secretKey, webhookSecret: 'whsec_coach', apiBase: stripe.url, priceId });
let coach = 100;

/** A coach's customer with a saved card (what setup + Stripe.js leave). */
async function customerWithCard(p = provider()) {
  coach += 1;
  const customerId = await p.ensureCustomer({ coachId: coach, email: `coach${coach}@example.com`, existing: null });
  const intent = await p.createSetupIntent({ coachId: coach, userId: coach * 10, customerId });
  stripe.succeed(intent.id, `pm_card_visa_adapter_${coach}`);
  const check = await p.checkSetupIntent(intent.id, customerId);
  if (!check.ok) throw new Error('not saved');
  return { coachId: coach, customerId, paymentMethodId: check.paymentMethodId, setupIntentId: intent.id };
}

describe('the coach billing adapter against the local Stripe-speaking server', () => {
  it('makes one customer per coach, and the volume price once (found again by its lookup key)', async () => {
    const p = provider();
    const a = await p.ensureCustomer({ coachId: 1, email: 'one@example.com', existing: null });
    expect(await p.ensureCustomer({ coachId: 1, email: 'one@example.com', existing: null })).toBe(a);
    expect(await p.ensureCustomer({ coachId: 1, email: 'one@example.com', existing: 'cus_kept' })).toBe('cus_kept');
    const c1 = await customerWithCard(p);
    const c2 = await customerWithCard(provider());
    const s1 = await p.createSubscription({ ...c1, quantity: 0, trialEnd: null, key: c1.setupIntentId });
    const s2 = await provider().createSubscription({ ...c2, quantity: 0, trialEnd: null, key: c2.setupIntentId });
    const prices = [...stripe.prices.values()].filter((x) => x.lookup_key === COACH_PRICE_LOOKUP_KEY);
    expect(prices).toHaveLength(1);
    for (const s of [s1, s2]) expect(stripe.subscriptions.get(s.id)!.items.data[0]!.price.id).toBe(prices[0]!.id);
  });

  it('uses the configured price', async () => {
    const configured = [...stripe.prices.values()][0]!.id;
    const c = await customerWithCard();
    const sub = await provider(configured).createSubscription({ ...c, quantity: 2, trialEnd: null, key: c.setupIntentId });
    expect(stripe.subscriptions.get(sub.id)!.items.data[0]!.price.id).toBe(configured);
  });

  it('refuses a setup intent of another customer, and one not confirmed (with Stripe’s error)', async () => {
    const p = provider();
    const c = await customerWithCard(p);
    const other = await customerWithCard(p);
    expect(await p.checkSetupIntent(other.setupIntentId, c.customerId)).toEqual({ ok: false, reason: 'not_found', message: null });
    const intent = await p.createSetupIntent({ coachId: c.coachId, userId: 1, customerId: c.customerId });
    stripe.decline(intent.id, 'Your card was declined.');
    expect(await p.checkSetupIntent(intent.id, c.customerId)).toEqual({
      ok: false,
      reason: 'not_succeeded',
      message: 'Your card was declined.',
    });
    expect(await p.checkSetupIntent('seti_nope', c.customerId)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('a trial at creation, quantity and trial end changed with no proration, the live subscription found again', async () => {
    const p = provider();
    const c = await customerWithCard(p);
    const trialEnd = new Date(Math.floor(Date.now() / 1000 + 30 * 86400) * 1000);
    const sub = await p.createSubscription({ ...c, quantity: 1, trialEnd, key: c.setupIntentId });
    expect(sub).toMatchObject({
      status: 'trialing',
      quantity: 1,
      trialEnd,
      currentPeriodEnd: trialEnd,
      coachId: c.coachId,
      defaultPaymentMethod: c.paymentMethodId,
    });
    // A second creation (another key) finds the coach's live subscription rather than making another.
    expect((await p.createSubscription({ ...c, quantity: 1, trialEnd, key: 'other' })).id).toBe(sub.id);
    const later = new Date(trialEnd.getTime() + 86_400_000);
    expect(await p.updateSubscription(sub.id, { quantity: 6, trialEnd: later })).toMatchObject({ quantity: 6, trialEnd: later });
    const change = stripe.subscriptionUpdates.filter((u) => u.id === sub.id).at(-1)!.body;
    expect(change).toMatchObject({ proration_behavior: 'none', items: { 0: { id: sub.itemId, quantity: '6' } } });
    expect(await p.previewInvoice(sub.id)).toEqual({ amountDue: 7200, currency: 'usd', nextPaymentAttempt: later });
    expect(await p.previewInvoice(sub.id, { quantity: 10 })).toMatchObject({ amountDue: 8000 });
    expect(await p.payOpenInvoices(sub.id)).toEqual({ ok: true });
  });

  it('reads the saved card; unknown ids are null; cancel is idempotent and leaves no upcoming invoice', async () => {
    const p = provider();
    const c = await customerWithCard(p);
    expect(await p.getPaymentMethod(c.paymentMethodId)).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
      billing_details: { name: 'Sam Rivers' },
    });
    expect(await p.getPaymentMethod('pm_unknown')).toBeNull();
    expect(await p.getSubscription('sub_unknown')).toBeNull();
    expect(await p.updateSubscription('sub_unknown', { quantity: 1 })).toBeNull();
    const sub = await p.createSubscription({ ...c, quantity: 0, trialEnd: null, key: c.setupIntentId });
    await p.cancelSubscription(sub.id);
    await p.cancelSubscription(sub.id);
    await p.cancelSubscription('sub_unknown');
    expect((await p.getSubscription(sub.id))!.status).toBe('canceled');
    expect(await p.previewInvoice(sub.id)).toBeNull();
  });

  it('takes only the subscription id from a signed event; refuses an unsigned or forged one', () => {
    const p = provider();
    const invoice = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_9' } },
        },
      },
    });
    expect(p.parseWebhook(Buffer.from(invoice), stripeSignature(invoice, 'whsec_coach'))).toEqual({
      eventId: 'evt_1',
      type: 'invoice.payment_failed',
      subscriptionId: 'sub_9',
    });
    const updated = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_8', object: 'subscription' } },
    });
    expect(p.parseWebhook(Buffer.from(updated), stripeSignature(updated, 'whsec_coach')).subscriptionId).toBe('sub_8');
    const other = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(p.parseWebhook(Buffer.from(other), stripeSignature(other, 'whsec_coach')).subscriptionId).toBeNull();
    expect(() => p.parseWebhook(Buffer.from(invoice), undefined)).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(invoice), stripeSignature(invoice, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(invoice.replace('sub_9', 'sub_7')), stripeSignature(invoice, 'whsec_coach'))).toThrow(
      WebhookSignatureError,
    );
  });

  it("deletes the customer (an account's erasure): its subscription ends, and a second delete is no error", async () => {
    const p = provider();
    const c = await customerWithCard(p);
    const sub = await p.createSubscription({ ...c, quantity: 1, trialEnd: null, key: c.setupIntentId });
    await p.deleteCustomer(c.customerId);
    expect(stripe.customers.has(c.customerId)).toBe(false);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    await expect(p.deleteCustomer(c.customerId)).resolves.toBeUndefined();
  });
});
