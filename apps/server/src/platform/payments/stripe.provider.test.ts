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
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: true, transactionId: si.id, amount: 1212, chargeId: expect.stringMatching(/^pi_/) });
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toMatchObject({ ok: true });
    expect(stripe.charges.length).toBe(before + 1);
    expect(stripe.charges.at(-1)).toMatchObject({ amount: 1212, payment_method: 'pm_card_visa', idempotencyKey: `course-charge-${si.id}` });
  });

  it('hands an open setup intent out again, and refunds a charge once through the Refunds API (issue 18, defect 1)', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    expect(await p.retrieveSetupIntent(si.id)).toEqual({ id: si.id, clientSecret: si.clientSecret, isOpen: true });
    expect(await p.retrieveSetupIntent('seti_unknown')).toBeNull();
    stripe.succeed(si.id);
    expect((await p.retrieveSetupIntent(si.id))!.isOpen).toBe(false);
    const charged = await p.confirmPayment({ ...purchase, transactionId: si.id });
    if (!charged.ok) throw new Error('not charged');
    const refund = await p.refund({ transactionId: si.id, chargeId: charged.chargeId, amount: 1212 });
    expect(refund).toEqual({ ok: true, refundId: expect.stringMatching(/^re_/) });
    // Idempotent: asking again refunds nothing more.
    expect(await p.refund({ transactionId: si.id, chargeId: charged.chargeId, amount: 1212 })).toEqual(refund);
    expect(stripe.refunds.filter((r) => r.payment_intent === charged.chargeId)).toEqual([{ id: (refund as { refundId: string }).refundId, object: 'refund', status: 'succeeded', payment_intent: charged.chargeId, amount: 1212, reason: 'duplicate' }]);
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
      subscription: null,
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => p.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(payload.replace('"7"', '"8"')), header)).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });

  it('a monthly price starts one active subscription (price_data, monthly, our metadata) instead of a charge', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'monthly', couponCode: 'SPRING', email: 'a@b.co' });
    stripe.succeed(si.id, 'pm_card_mastercard');
    const charges = stripe.charges.length;
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: true, transactionId: si.id, amount: 1212, chargeId: expect.stringMatching(/^sub_/) });
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toMatchObject({ ok: true });
    expect(stripe.charges.length).toBe(charges);
    const subs = [...stripe.subscriptions.values()].filter((x) => x.metadata.setup_intent === si.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: 'active',
      customer: stripe.setupIntents.get(si.id)!.customer,
      default_payment_method: 'pm_card_mastercard',
      metadata: { user_id: '7', course_id: '3', payment_info_id: '5', coupon_code: 'SPRING', setup_intent: si.id },
    });
    expect(subs[0]!.items.data).toEqual([
      expect.objectContaining({ price: expect.objectContaining({ product: 'holdfast_course_3_price_5', unit_amount: 1212, currency: 'usd', recurring: { interval: 'month' } }) }),
    ]);
    expect(stripe.products.get('holdfast_course_3_price_5')?.metadata).toEqual({ course_id: '3', payment_info_id: '5' });

    // A second purchase of the same price reuses the product; the subscription state maps back to the purchase.
    const si2 = await p.createSetupIntent({ ...purchase, userId: 8, paymentType: 'monthly', couponCode: null, email: 'c@d.co' });
    stripe.succeed(si2.id);
    expect(await p.confirmPayment({ ...purchase, userId: 8, transactionId: si2.id })).toMatchObject({ ok: true });
    expect(stripe.products.size).toBe(1);
    expect(await p.getSubscription(subs[0]!.id)).toEqual({
      id: subs[0]!.id,
      status: 'active',
      purchase: { transactionId: si.id, userId: 7, courseId: 3, paymentInfoId: 5 },
      paymentStatus: 'paid',
    });
    stripe.setSubscriptionStatus(subs[0]!.id, 'past_due');
    expect(await p.getSubscription(subs[0]!.id)).toMatchObject({ status: 'past_due', paymentStatus: 'paused' });
    stripe.setSubscriptionStatus(subs[0]!.id, 'active');
    expect(await p.getSubscription('sub_unknown')).toBeNull();
  });

  it('a declined first monthly payment starts nothing', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'monthly', couponCode: null, email: 'a@b.co' });
    stripe.succeed(si.id);
    const before = stripe.subscriptions.size;
    stripe.declineCharges(true);
    try {
      expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({ ok: false, reason: 'charge_failed' });
    } finally {
      stripe.declineCharges(false);
    }
    expect(stripe.subscriptions.size).toBe(before);
  });

  it('subscription events carry only the subscription id', () => {
    const p = provider();
    const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    const invoice = JSON.stringify({
      id: 'evt_inv',
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_42', metadata: {} } } } },
    });
    expect(p.parseWebhook(Buffer.from(invoice), sign(invoice))).toEqual({ eventId: 'evt_inv', type: 'invoice.payment_failed', purchase: null, subscription: { id: 'sub_42' } });
    const deleted = JSON.stringify({ id: 'evt_del', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_43', object: 'subscription', metadata: {} } } });
    expect(p.parseWebhook(Buffer.from(deleted), sign(deleted))).toMatchObject({ subscription: { id: 'sub_43' } });
    const oneOff = JSON.stringify({ id: 'evt_one', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_2', object: 'invoice', parent: null } } });
    expect(p.parseWebhook(Buffer.from(oneOff), sign(oneOff))).toMatchObject({ purchase: null, subscription: null });
  });
});
