import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COACH_TRIAL_DAYS,
  billingNoticeTexts as bt,
  coachingTexts as t,
  monthlyTotalCents,
  type SubscriptionDetail,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { coursesTexts } from '@holdfast/shared/courses';
import { selectRows } from '../../platform/db/client';
import { startFakeStripe, stripeSignature, type FakeStripe } from '../../platform/payments/stripe-fake-server';
import { stripeClient } from '../../platform/payments/stripe.provider';
import { coachBillingFixture, type CoachBillingFixture } from '../../test/coach-billing-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { API, createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';

/**
 * Coach billing against the local Stripe-speaking server: the official SDK over HTTP, the
 * subscription's whole life on the server's test clock, and its webhooks signed and delivered to
 * this app as Stripe delivers them (the same flows on the dev provider: billing.dev.routes.test.ts).
 */
let app: TestApp;
let stripe: FakeStripe;
let fx: CoachBillingFixture;
const secret = 'whsec_holdfast_coach_test';
let hookUrl = '';
beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await createTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_COACH_WEBHOOK_SECRET: secret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_holdfast',
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  hookUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}${API}/coach/billing-info/webhook`;
  stripe.deliverWebhooksTo(hookUrl, secret);
  fx = await coachBillingFixture(app, { stripe });
});
afterAll(async () => {
  await app.app.close();
  await stripe.close();
});

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const DAY_MS = 24 * 3600_000;
/** Runs the nightly reconcile (and whatever else is due by then): each call a night later than the last, past the occurrence it queued. */
let nights = 0;
const runNightly = () => app.ctx.jobs.runDue(new Date(Date.now() + ++nights * DAY_MS + 3600_000));
/** Every queued job run and every webhook delivered, until nothing more happens. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await app.ctx.jobs.idle();
    const delivered = stripe.deliveries.length;
    await stripe.webhooksDelivered();
    await app.ctx.jobs.idle();
    if (stripe.deliveries.length === delivered) return;
  }
}
const postHook = (payload: string, signature?: string) =>
  app.app.inject({
    method: 'POST',
    url: `${API}/coach/billing-info/webhook`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const subOf = async (coachId: number) => stripe.subscriptions.get((await fx.coachRow(coachId)).subscription_id!)!;
const quantityOf = async (coachId: number) => (await subOf(coachId)).items.data[0]!.quantity;

describe('who may call billing', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/coach/billing-info/setup-intent'],
    ['PATCH', '/coach/invitation/complete', { setup_intent_id: 'seti_x' }],
    ['GET', '/coach/billing-info/subscription-detail'],
    ['GET', '/coach/billing-info/preview?clients=3'],
    ['PATCH', '/coach/billing-info/card', { setup_intent_id: 'seti_x' }],
  ];

  it.each(routes)('%s %s: 401 without a token', async (method, url, body) => {
    expect((await api(null).send(method as 'GET', url, body)).statusCode).toBe(401);
  });

  it.each(routes)('%s %s: 403 to a member who is not a coach, before the input is read', async (method, url) => {
    const member = await buildUser(app);
    const res = await api(member).send(method as 'GET', url.replace('clients=3', 'clients=lots'), method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
  });

  it('403 to an invited coach who has not accepted (no coach role), and to a role holder with no coach record', async () => {
    const pending = await fx.coach('pending');
    expect((await api(pending.user).get('/coach/billing-info/setup-intent')).statusCode).toBe(403);
    const roleOnly = await buildUser(app);
    await fx.grantCoachRole(roleOnly);
    const res = await api(roleOnly).get('/coach/billing-info/setup-intent');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.notACoach);
  });

  it('the dev clock exists only with the dev provider', async () => {
    const { user } = await fx.billedCoach();
    expect((await api(user).post('/coach/billing-info/dev/advance', { days: 31 })).statusCode).toBe(404);
  });
});

describe('a coach whose billing is not set up', () => {
  it('has no billing info, no preview and no card to update; a setup intent comes on one customer', async () => {
    const { user, coachId } = await fx.coach();
    expect((await api(user).get('/coach/billing-info/subscription-detail')).json()).toEqual({ payment_method: null, subscription: null });
    for (const res of [
      await api(user).get('/coach/billing-info/preview?clients=2'),
      await api(user).patch('/coach/billing-info/card', { setup_intent_id: 'seti_x' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: t.billingIncomplete, code: ERROR_CODES.coachBillingIncomplete });
    }
    const [a, b] = await Promise.all([
      api(user).get('/coach/billing-info/setup-intent'),
      api(user).get('/coach/billing-info/setup-intent'),
    ]);
    expect(a.json()).toMatchObject({
      provider: 'stripe',
      publishable_key: 'pk_test_holdfast',
      client_secret: expect.stringMatching(/_secret_/),
    });
    const customer = (await fx.coachRow(coachId)).customer_id!;
    expect(stripe.setupIntents.get(a.json().setup_intent_id)!.customer).toBe(customer);
    expect(stripe.setupIntents.get(b.json().setup_intent_id)!.customer).toBe(customer);
    expect(stripe.customers.get(customer)).toMatchObject({ email: user.email, metadata: { coach_id: String(coachId) } });
  });

  it("a failed setup answers the provider's error, an unknown or another coach's intent 'Unable to submit card'; nothing is set up", async () => {
    const { user, coachId } = await fx.coach();
    const other = await fx.coach();
    const intent = (await api(user).get('/coach/billing-info/setup-intent')).json();
    stripe.decline(intent.setup_intent_id, 'Your card has insufficient funds.');
    const declined = await api(user).patch('/coach/invitation/complete', { setup_intent_id: intent.setup_intent_id });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('Your card has insufficient funds.');
    const otherIntent = await fx.savedCard(other.user);
    for (const id of ['seti_unknown', otherIntent]) {
      const res = await api(user).patch('/coach/invitation/complete', { setup_intent_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(t.cardFailed);
    }
    expect((await api(user).patch('/coach/invitation/complete', {})).statusCode).toBe(422);
    expect(await fx.coachRow(coachId)).toMatchObject({
      is_billing_setup_complete: false,
      subscription_id: null,
      subscription_status: null,
    });
    expect([...stripe.subscriptions.values()].filter((s) => s.metadata.coach_id === String(coachId))).toEqual([]);
  });
});

describe('the life of a subscription on Stripe', () => {
  it('is made once on the volume price at quantity 0 with no proration, even with two completions at once', async () => {
    const { user, coachId } = await fx.coach();
    const setupIntentId = await fx.savedCard(user);
    const [a, b] = await Promise.all([
      api(user).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId }),
      api(user).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await settle();
    const live = [...stripe.subscriptions.values()].filter((s) => s.metadata.coach_id === String(coachId) && s.status !== 'canceled');
    expect(live).toHaveLength(1);
    const sub = live[0]!;
    const row = await fx.coachRow(coachId);
    expect(row).toMatchObject({
      is_billing_setup_complete: true,
      subscription_id: sub.id,
      subscription_status: 'active',
      billed_quantity: 0,
    });
    expect(sub).toMatchObject({ status: 'active', default_payment_method: stripe.setupIntents.get(setupIntentId)!.payment_method });
    expect(sub.items.data[0]!.quantity).toBe(0);
    const price = stripe.prices.get(sub.items.data[0]!.price.id)!;
    expect(price).toMatchObject({ billing_scheme: 'tiered', tiers_mode: 'volume', currency: 'usd', recurring: { interval: 'month' } });
    expect(price.tiers.map((x) => [x.up_to, x.unit_amount])).toEqual([
      [4, 1500],
      [9, 1200],
      [null, 800],
    ]);
    const created = stripe.subscriptionUpdates.find((u) => u.id === sub.id)!.body;
    expect(created).toMatchObject({ proration_behavior: 'none', items: { 0: { quantity: '0' } }, metadata: { coach_id: String(coachId) } });
    expect(created.trial_end).toBeUndefined();
    // One price for every coach.
    expect(stripe.prices.size).toBe(1);
  });

  it('trial from the first invite; quantity after accept and removal; the trial ends and the invoice is paid', async () => {
    const { user, coachId } = await fx.billedCoach();
    await settle();
    const invited = await fx.client(coachId, 'pending');
    await settle();
    const row = await fx.coachRow(coachId);
    expect(new Date(row.trial_end!).getTime() - new Date(row.first_client_invited_at!).getTime()).toBe(COACH_TRIAL_DAYS * DAY_MS);
    let sub = await subOf(coachId);
    expect(sub.trial_end).toBe(new Date(row.trial_end!).getTime() / 1000);
    expect(sub.status).toBe('trialing');
    expect(row.subscription_status).toBe('trialing');
    expect(
      stripe.subscriptionUpdates.filter((u) => u.id === sub.id && u.body.trial_end !== undefined).map((u) => u.body.proration_behavior),
    ).toEqual(['none']);

    await fx.changeClient(coachId, invited.coachUserId, 'accepted');
    await settle();
    expect(await quantityOf(coachId)).toBe(1);
    const more = await fx.client(coachId);
    await fx.client(coachId);
    await settle();
    expect(await quantityOf(coachId)).toBe(3);
    await fx.changeClient(coachId, more.coachUserId, 'removed');
    await settle();
    expect(await quantityOf(coachId)).toBe(2);
    expect((await fx.coachRow(coachId)).billed_quantity).toBe(2);
    const quantityChanges = stripe.subscriptionUpdates.filter((u) => u.id === sub.id && u.body.items);
    expect(quantityChanges.length).toBeGreaterThan(0);
    expect(quantityChanges.every((u) => u.body.proration_behavior === 'none')).toBe(true);

    const detail = (await api(user).get('/coach/billing-info/subscription-detail')).json() as SubscriptionDetail;
    expect(detail).toEqual({
      payment_method: {
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getFullYear() + 3 },
        billing_details: {
          name: 'Sam Rivers',
          address: { line1: '1 Main St', line2: null, city: 'Springfield', postal_code: '12345', state: 'IL', country: 'US' },
        },
      },
      subscription: {
        status: 'trialing',
        quantity: 2,
        current_period_end: new Date(row.trial_end!).toISOString(),
        trial_end: new Date(row.trial_end!).toISOString(),
        upcoming_invoice: { amount_due: 3000, currency: 'usd', next_payment_attempt: new Date(row.trial_end!).toISOString() },
      },
    });

    await stripe.advanceClock(row.customer_id!, (COACH_TRIAL_DAYS + 1) * DAY_MS);
    await settle();
    sub = await subOf(coachId);
    expect(sub.status).toBe('active');
    expect((await fx.coachRow(coachId)).subscription_status).toBe('active');
    const invoices = (await stripeClient(stripe.secretKey, stripe.url).invoices.list({ subscription: sub.id })).data;
    expect(invoices.map((i) => [i.amount_due, i.status])).toEqual([
      [3000, 'paid'],
      [0, 'paid'],
    ]);
  });

  it('a payment that fails: past_due (mail, bell, realtime), unpaid after the retries; a new card pays the open invoice and restores both', async () => {
    const { user, coachId } = await fx.billedCoach('chargeFails');
    const client = await fx.client(coachId);
    await settle();
    const customer = (await fx.coachRow(coachId)).customer_id!;
    const published = vi.spyOn(app.ctx.realtime, 'publishToUser');
    try {
      await stripe.advanceClock(customer, (COACH_TRIAL_DAYS + 1) * DAY_MS);
      await settle();
      expect((await subOf(coachId)).status).toBe('past_due');
      expect((await fx.coachRow(coachId)).subscription_status).toBe('past_due');
      expect(published.mock.calls.filter(([, e]) => e === 'coaching.status-changed')).toEqual([
        [user.id, 'coaching.status-changed', { coach_id: coachId, subscription_status: 'past_due', is_open: false }],
        [client.user.id, 'coaching.status-changed', { coach_id: coachId, subscription_status: 'past_due', is_open: false }],
      ]);
      expect(await lastMailTo(app, user.email)).toMatchObject({
        subject: bt.paymentFailedMailSubject,
        links: ['http://app.test/billing-info'],
      });
      const bell = (await api(user).get('/notifications')).json().items;
      expect(bell.filter((n: { meta: { type: string } }) => n.meta.type === 'coaching.payment-failed')).toEqual([
        expect.objectContaining({
          title: bt.paymentFailedTitle,
          message: bt.paymentFailedMessage,
          meta: expect.objectContaining({ target: '/billing-info' }),
        }),
      ]);

      await stripe.advanceClock(customer, 16 * DAY_MS);
      await settle();
      expect((await subOf(coachId)).status).toBe('unpaid');
      expect((await fx.coachRow(coachId)).subscription_status).toBe('unpaid');
      // One mail and one bell item for the failure, not one per attempt.
      expect(app.mails.filter((m) => m.to === user.email.toLowerCase() && m.subject === bt.paymentFailedMailSubject)).toHaveLength(1);

      const failing = await fx.savedCard(user, 'chargeFails');
      const refused = await api(user).patch('/coach/billing-info/card', { setup_intent_id: failing });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Your card was declined.');

      published.mockClear();
      const good = await fx.savedCard(user);
      const updated = await api(user).patch('/coach/billing-info/card', { setup_intent_id: good });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ message: t.cardUpdated, item: { subscription_status: 'active', is_open: true } });
      await settle();
      const sub = await subOf(coachId);
      expect(sub).toMatchObject({ status: 'active', default_payment_method: stripe.setupIntents.get(good)!.payment_method });
      expect(published.mock.calls.filter(([, e]) => e === 'coaching.status-changed').map(([id, , p]) => [id, p])).toEqual([
        [user.id, { coach_id: coachId, subscription_status: 'active', is_open: true }],
        [client.user.id, { coach_id: coachId, subscription_status: 'active', is_open: true }],
      ]);
      const open = await stripeClient(stripe.secretKey, stripe.url).invoices.list({ subscription: sub.id, status: 'open' });
      expect(open.data).toEqual([]);
    } finally {
      published.mockRestore();
    }
  });

  it("the preview is Stripe's createPreview for 0, 1, 4, 5, 9, 10 and 25 clients, beside today's total", async () => {
    const { user, coachId } = await fx.billedCoach();
    await fx.clients(coachId, 4);
    await settle();
    const sub = await subOf(coachId);
    for (const clients of [0, 1, 4, 5, 9, 10, 25]) {
      const before = stripe.previews.length;
      const res = await api(user).get(`/coach/billing-info/preview?clients=${clients}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        clients_now: 4,
        total_now: 6000,
        clients_after: clients,
        total_after: monthlyTotalCents(clients),
        currency: 'usd',
      });
      const asked = stripe.previews.slice(before);
      expect(asked.map((p) => (p.subscription_details as { items: { 0: { quantity: string } } }).items[0].quantity).sort()).toEqual(
        [String(4), String(clients)].sort(),
      );
      expect(
        asked.every(
          (p) => p.subscription === sub.id && (p.subscription_details as { proration_behavior: string }).proration_behavior === 'none',
        ),
      ).toBe(true);
    }
    expect([0, 1, 4, 5, 9, 10, 25].map(monthlyTotalCents)).toEqual([0, 1500, 6000, 6000, 10_800, 8000, 20_000]);
  });
});

describe('the webhook', () => {
  it('refuses a body not signed with the coach webhook secret, and changes nothing', async () => {
    const { coachId } = await fx.billedCoach();
    await settle();
    const sub = await subOf(coachId);
    stripe.driftSubscription(sub.id, { status: 'past_due' });
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.updated', data: { object: sub } });
    for (const res of [
      await postHook(payload),
      await postHook(payload, stripeSignature(payload, 'whsec_wrong')),
      await postHook(payload, 't=1,v1=00'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: coursesTexts.invalidSignature, code: ERROR_CODES.invalidSignature });
    }
    expect((await fx.coachRow(coachId)).subscription_status).toBe('active');
    expect(await selectRows(app.db, sql`select 1 from coach_billing_events where event_id = 'evt_forged'`)).toEqual([]);
    stripe.driftSubscription(sub.id, { status: 'active' });
  });

  it('handles the same event once', async () => {
    const { coachId } = await fx.billedCoach();
    await settle();
    const sub = await subOf(coachId);
    stripe.driftSubscription(sub.id, { status: 'past_due' });
    const payload = JSON.stringify({
      id: `evt_twice_${coachId}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: sub },
    });
    const first = await postHook(payload, stripeSignature(payload, secret));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await fx.coachRow(coachId)).subscription_status).toBe('past_due');
    // Put right without the app knowing: a replay of the handled event is not handled again.
    stripe.driftSubscription(sub.id, { status: 'active' });
    const again = await postHook(payload, stripeSignature(payload, secret));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await fx.coachRow(coachId)).subscription_status).toBe('past_due');
    expect(await selectRows(app.db, sql`select type from coach_billing_events where event_id = ${`evt_twice_${coachId}`}`)).toEqual([
      { type: 'customer.subscription.updated' },
    ]);
  });

  it('ends in the state Stripe holds now whatever order the events arrive in', async () => {
    const { user, coachId } = await fx.billedCoach('chargeFails');
    await fx.client(coachId);
    await settle();
    const row = await fx.coachRow(coachId);
    stripe.deliverWebhooksTo(null);
    try {
      const mark = stripe.events.length;
      await stripe.advanceClock(row.customer_id!, (COACH_TRIAL_DAYS + 1) * DAY_MS);
      const failed = stripe.events.slice(mark);
      expect(failed.map((e) => e.type)).toEqual(['invoice.created', 'invoice.payment_failed', 'customer.subscription.updated']);
      // The coach pays by another way (a new card through Stripe's own pages): the app has not heard yet.
      const good = await fx.savedCard(user);
      const sdk = stripeClient(stripe.secretKey, stripe.url);
      const sub = await subOf(coachId);
      await sdk.subscriptions.update(sub.id, { default_payment_method: stripe.setupIntents.get(good)!.payment_method! });
      const [openInvoice] = (await sdk.invoices.list({ subscription: sub.id, status: 'open' })).data;
      const paidMark = stripe.events.length;
      await sdk.invoices.pay(openInvoice!.id!);
      const paid = stripe.events.slice(paidMark);
      expect(paid.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
      expect((await fx.coachRow(coachId)).subscription_status).toBe('trialing');

      // Newest first, then the older failure (whose body still says past_due).
      for (const e of [...paid, ...failed]) {
        const payload = JSON.stringify(e);
        expect((await postHook(payload, stripeSignature(payload, secret))).statusCode).toBe(200);
      }
      expect((await fx.coachRow(coachId)).subscription_status).toBe('active');
      const stale = failed.find((e) => e.type === 'customer.subscription.updated')!;
      expect((stale.data.object as { status: string }).status).toBe('past_due');
    } finally {
      stripe.deliverWebhooksTo(hookUrl, secret);
    }
  });
});

describe('the nightly reconcile', () => {
  it("sets a drifted quantity back to the accepted clients, takes Stripe's status, and logs each drift", async () => {
    const { user, coachId } = await fx.billedCoach();
    await fx.clients(coachId, 3);
    await settle();
    const sub = await subOf(coachId);
    expect(sub.items.data[0]!.quantity).toBe(3);
    // Missed webhooks: Stripe's subscription changed and nobody was told.
    stripe.driftSubscription(sub.id, { quantity: 7, status: 'past_due' });
    const warn = vi.spyOn(app.ctx.log, 'warn');
    try {
      await runNightly();
      await settle();
      expect((await subOf(coachId)).items.data[0]!.quantity).toBe(3);
      expect(await fx.coachRow(coachId)).toMatchObject({ subscription_status: 'past_due', billed_quantity: 3 });
      const drifts = warn.mock.calls
        .filter(([, msg]) => msg === 'coach billing drift')
        .map(([o]) => o as Record<string, unknown>)
        .filter((d) => d.coachId === coachId);
      expect(drifts).toEqual([
        expect.objectContaining({ what: 'quantity', provider: 7, accepted: 3, subscriptionId: sub.id }),
        expect.objectContaining({ what: 'status', provider: 'past_due', stored: 'trialing' }),
      ]);
      expect((await lastMailTo(app, user.email))?.subject).toBe(bt.paymentFailedMailSubject);
    } finally {
      warn.mockRestore();
    }
  });
});
