import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { startFakeStripe, type FakeStripe } from './stripe-fake-server';
import { createStripeProvider } from './stripe.provider';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const purchase = { userId: 7, courseId: 3, paymentInfoId: 5, amount: 1212 };
const provider = () => createStripeProvider({ secretKey: stripe.secretKey, webhookSecret: 'whsec_test', apiBase: stripe.url });

describe('Stripe adapter against a local Stripe-speaking server', () => {
  it('creates a customer and a setup intent carrying the purchase in its metadata', async () => {
    const si = await provider().createSetupIntent({ ...purchase, paymentType: 'monthly', couponCode: 'SPRING', email: 'a@b.co' });
    expect(si.clientSecret).toMatch(/_secret_/);
    const stored = stripe.setupIntents.get(si.id)!;
    expect(stored.customer).toMatch(/^cus_/);
    expect(stored.metadata).toMatchObject({ user_id: '7', course_id: '3', payment_info_id: '5', coupon_code: 'SPRING', amount: '1212' });
    expect(stripe.requests.every((r) => r.auth === 'Bearer sk_test_fake')).toBe(true);
  });

  it('confirms only a succeeded setup intent of the same purchase, and charges it once', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: false, reason: 'not_succeeded' });
    stripe.succeed(si.id);
    expect(await p.confirmPayment({ ...purchase, userId: 8, transactionId: si.id })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await p.confirmPayment({ ...purchase, amount: 1, transactionId: si.id })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await p.confirmPayment({ ...purchase, transactionId: 'seti_forged' })).toEqual({ ok: false, reason: 'not_found' });
    const before = stripe.charges.length;
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: true, transactionId: si.id, amount: 1212 });
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toMatchObject({ ok: true });
    expect(stripe.charges.length).toBe(before + 1);
    expect(stripe.charges.at(-1)).toMatchObject({ amount: 1212, payment_method: 'pm_card_visa', idempotencyKey: `course-charge-${si.id}` });
  });

  it('reports a declined charge', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    stripe.succeed(si.id);
    stripe.declineCharges(true);
    try {
      expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: false, reason: 'charge_failed' });
    } finally {
      stripe.declineCharges(false);
    }
  });

  it('verifies webhook signatures with constructEvent', () => {
    const p = provider();
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: 'seti_9', object: 'setup_intent', metadata: { user_id: '7', course_id: '3', payment_info_id: '5', coupon_code: '' } } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    expect(p.parseWebhook(Buffer.from(payload), header)).toEqual({
      eventId: 'evt_1',
      type: 'setup_intent.succeeded',
      purchase: { transactionId: 'seti_9', userId: 7, courseId: 3, paymentInfoId: 5, couponCode: null },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => p.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(payload.replace('"7"', '"8"')), header)).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
