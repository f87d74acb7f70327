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

  it("uses the member's earlier customer again, makes a new one when Stripe no longer has it, and deletes a customer once (idempotent)", async () => {
    const p = provider();
    const first = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    expect(first.customerId).toMatch(/^cus_/);
    expect(stripe.setupIntents.get(first.id)!.customer).toBe(first.customerId);
    const again = await p.createSetupIntent({
      ...purchase,
      paymentType: 'monthly',
      couponCode: null,
      email: 'a@b.co',
      customerId: first.customerId,
    });
    expect(again.customerId).toBe(first.customerId);
    expect(stripe.setupIntents.get(again.id)!.customer).toBe(first.customerId);
    await p.deleteCustomer(first.customerId!);
    expect(stripe.customers.has(first.customerId!)).toBe(false);
    await expect(p.deleteCustomer(first.customerId!)).resolves.toBeUndefined();
    const fresh = await p.createSetupIntent({
      ...purchase,
      paymentType: 'one-time',
      couponCode: null,
      email: 'a@b.co',
      customerId: first.customerId,
    });
    expect(fresh.customerId).toMatch(/^cus_/);
    expect(fresh.customerId).not.toBe(first.customerId);
    expect(stripe.setupIntents.get(fresh.id)!.customer).toBe(fresh.customerId);
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
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({
      ok: true,
      transactionId: si.id,
      amount: 1212,
      chargeId: expect.stringMatching(/^pi_/),
    });
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
    expect(stripe.refunds.filter((r) => r.payment_intent === charged.chargeId)).toEqual([
      {
        id: (refund as { refundId: string }).refundId,
        object: 'refund',
        status: 'succeeded',
        payment_intent: charged.chargeId,
        amount: 1212,
        reason: 'duplicate',
      },
    ]);
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
      data: {
        object: { id: 'seti_9', object: 'setup_intent', metadata: { user_id: '7', course_id: '3', payment_info_id: '5', coupon_code: '' } },
      },
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
    expect(await p.confirmPayment({ ...purchase, transactionId: si.id })).toEqual({
      ok: true,
      transactionId: si.id,
      amount: 1212,
      chargeId: expect.stringMatching(/^sub_/),
    });
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
      expect.objectContaining({
        price: expect.objectContaining({
          product: 'holdfast_course_3_price_5',
          unit_amount: 1212,
          currency: 'usd',
          recurring: { interval: 'month' },
        }),
      }),
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
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_42', metadata: {} } },
        },
      },
    });
    expect(p.parseWebhook(Buffer.from(invoice), sign(invoice))).toEqual({
      eventId: 'evt_inv',
      type: 'invoice.payment_failed',
      purchase: null,
      subscription: { id: 'sub_42' },
    });
    const deleted = JSON.stringify({
      id: 'evt_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_43', object: 'subscription', metadata: {} } },
    });
    expect(p.parseWebhook(Buffer.from(deleted), sign(deleted))).toMatchObject({ subscription: { id: 'sub_43' } });
    const oneOff = JSON.stringify({
      id: 'evt_one',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_2', object: 'invoice', parent: null } },
    });
    expect(p.parseWebhook(Buffer.from(oneOff), sign(oneOff))).toMatchObject({ purchase: null, subscription: null });
  });

  it('chargeAgain charges the card a succeeded setup intent saved, off-session, once per key (the premium leave charge)', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    const leave = {
      transactionId: si.id,
      amount: 29_750,
      key: 'premium-leave-7-12',
      metadata: { kind: 'premium-leave-charge', group_id: '7', user_id: '12' },
    };
    // No card saved yet (the setup intent never succeeded), or no such setup intent: nothing is charged.
    const before = stripe.charges.length;
    expect(await p.chargeAgain(leave)).toEqual({ ok: false, reason: 'card_not_saved' });
    expect(await p.chargeAgain({ ...leave, transactionId: 'seti_unknown' })).toEqual({ ok: false, reason: 'not_found' });
    expect(stripe.charges.length).toBe(before);

    stripe.succeed(si.id, 'pm_card_amex');
    const charged = await p.chargeAgain(leave);
    expect(charged).toEqual({ ok: true, chargeId: expect.stringMatching(/^pi_/) });
    expect(stripe.charges.at(-1)).toEqual({
      id: (charged as { chargeId: string }).chargeId,
      amount: 29_750,
      payment_method: 'pm_card_amex',
      customer: stripe.setupIntents.get(si.id)!.customer,
      off_session: 'true',
      confirm: 'true',
      idempotencyKey: 'charge-again-premium-leave-7-12',
      metadata: { kind: 'premium-leave-charge', group_id: '7', user_id: '12', setup_intent: si.id },
    });
    // The same key again (a retried job) answers the same charge and takes nothing more; another key is another charge.
    expect(await p.chargeAgain(leave)).toEqual(charged);
    expect(stripe.charges.length).toBe(before + 1);
    const other = await p.chargeAgain({ ...leave, key: 'premium-leave-8-12' });
    expect(other).toMatchObject({ ok: true });
    expect(other).not.toEqual(charged);
    expect(stripe.charges.length).toBe(before + 2);
    // The charge so made can be given back (the admin's waiver).
    expect(await p.refund({ transactionId: si.id, chargeId: (charged as { chargeId: string }).chargeId, amount: 29_750 })).toMatchObject({
      ok: true,
    });
  });

  it('chargeAgain reports a declined card; a wrong API key is an error, not a decline', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, paymentType: 'one-time', couponCode: null, email: 'a@b.co' });
    stripe.succeed(si.id);
    const before = stripe.charges.length;
    stripe.declineCharges(true);
    try {
      expect(await p.chargeAgain({ transactionId: si.id, amount: 500, key: 'declined-1', metadata: {} })).toEqual({
        ok: false,
        reason: 'charge_failed',
      });
    } finally {
      stripe.declineCharges(false);
    }
    expect(stripe.charges.length).toBe(before);
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: 'whsec_test', apiBase: stripe.url });
    await expect(wrongKey.chargeAgain({ transactionId: si.id, amount: 500, key: 'declined-2', metadata: {} })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    expect(stripe.charges.length).toBe(before);
  });

  it('cancelSubscription ends the subscription once; unknown or already ended ones are quietly done; a wrong API key is an error', async () => {
    const p = provider();
    const si = await p.createSetupIntent({ ...purchase, userId: 9, paymentType: 'monthly', couponCode: null, email: 'e@f.co' });
    stripe.succeed(si.id);
    const started = await p.confirmPayment({ ...purchase, userId: 9, transactionId: si.id });
    if (!started.ok) throw new Error('not subscribed');
    const subId = started.chargeId;
    expect(stripe.subscriptions.get(subId)!.status).toBe('active');

    await p.cancelSubscription(subId);
    expect(stripe.subscriptions.get(subId)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`)).toHaveLength(1);
    expect(await p.getSubscription(subId)).toMatchObject({ id: subId, status: 'canceled' });
    // Again (a retried job: the same idempotency key) and for an unknown id: nothing thrown.
    await expect(p.cancelSubscription(subId)).resolves.toBeUndefined();
    await expect(p.cancelSubscription('sub_unknown')).resolves.toBeUndefined();
    // Canceled by someone else first (the Dashboard, no key of ours): Stripe refuses, and there is nothing more to stop.
    const si2 = await p.createSetupIntent({ ...purchase, userId: 10, paymentType: 'monthly', couponCode: null, email: 'g@h.co' });
    stripe.succeed(si2.id);
    const second = await p.confirmPayment({ ...purchase, userId: 10, transactionId: si2.id });
    if (!second.ok) throw new Error('not subscribed');
    stripe.setSubscriptionStatus(second.chargeId, 'canceled');
    await expect(p.cancelSubscription(second.chargeId)).resolves.toBeUndefined();

    const wrongKey = createStripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: 'whsec_test', apiBase: stripe.url });
    const si3 = await p.createSetupIntent({ ...purchase, userId: 11, paymentType: 'monthly', couponCode: null, email: 'i@j.co' });
    stripe.succeed(si3.id);
    const third = await p.confirmPayment({ ...purchase, userId: 11, transactionId: si3.id });
    if (!third.ok) throw new Error('not subscribed');
    await expect(wrongKey.cancelSubscription(third.chargeId)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(stripe.subscriptions.get(third.chargeId)!.status).toBe('active');
  });
});
