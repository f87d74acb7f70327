import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { selectRows } from '../../platform/db/client';
import { startFakeStripe, subscriptionInvoiceEvent, type FakeStripe } from '../../platform/payments/stripe-fake-server';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';
import { devCard, premiumFixture, type PremiumFixture } from '../../test/premium-fixture';

let app: TestApp;
let fx: PremiumFixture;
beforeAll(async () => {
  app = await createTestApp();
  fx = await premiumFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null, on: TestApp = app) => request(on, u?.token ?? null);
const memberRow = async (id: number, on: TestApp = app) =>
  (
    await selectRows<{ premium_group_status: string | null; request_status: string }>(
      on.db,
      sql`select premium_group_status, request_status from group_members where id = ${id}`,
    )
  )[0] ?? null;
const paymentsOf = (memberId: number, on: TestApp = app) =>
  selectRows<{ kind: string; status: string; amount: number }>(
    on.db,
    sql`select kind, status, amount from premium_payments where member_id = ${memberId} order by id`,
  );
const notesOf = (memberId: number, on: TestApp = app) =>
  selectRows<{ new_state: string }>(on.db, sql`select new_state from group_notes where member_id = ${memberId} order by id`);

describe('401 without a token', () => {
  it.each([
    ['GET', '/premium-groups/members/1/payment'],
    ['POST', '/premium-groups/members/1/pre-payment/setup-intent'],
    ['POST', '/premium-groups/members/1/pre-payment/confirm'],
    ['POST', '/premium-groups/members/1/subscription/setup-intent'],
    ['POST', '/premium-groups/members/1/subscription/confirm'],
  ] as const)('%s %s', async (method, url) => {
    expect((await api(null).send(method, url, {})).statusCode).toBe(401);
  });
});

describe('pre-payment', () => {
  it('the accepted member pays $119 with the dev card: pre-payment-completed, a note; a replay changes nothing', async () => {
    const { groupId, owner } = await fx.premiumGroup();
    const { user, memberId } = await fx.accepted(groupId, owner);
    const due = (await api(user).get(`/premium-groups/members/${memberId}/payment`)).json();
    expect(due).toMatchObject({
      due: 'pre-payment',
      amount: 11_900,
      provider: 'dev',
      premium_group_status: 'accepted',
      subscription_months: 6,
    });
    const intent = (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    expect(intent).toMatchObject({ amount: 11_900, provider: 'dev' });
    // Not paid yet: refused, unchanged.
    const early = await api(user).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, {
      setup_intent_id: intent.setup_intent_id,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('The transaction has not been completed');
    expect((await memberRow(memberId))!.premium_group_status).toBe('accepted');
    await api(user).post(`/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, devCard(intent.client_secret));
    const paid = await api(user).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, {
      setup_intent_id: intent.setup_intent_id,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'The transaction has been completed',
      item: { premium_group_status: 'pre-payment-completed', due: null },
    });
    expect(await memberRow(memberId)).toEqual({ premium_group_status: 'pre-payment-completed', request_status: 'accepted' });
    const replay = await api(user).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, {
      setup_intent_id: intent.setup_intent_id,
    });
    expect(replay.statusCode).toBe(200);
    expect(await paymentsOf(memberId)).toEqual([{ kind: 'pre-payment', status: 'completed', amount: 11_900 }]);
    expect((await notesOf(memberId)).filter((n) => n.new_state === 'pre-payment-completed')).toHaveLength(1);
    const details = (await api(owner).get(`/groups/${groupId}/members/${memberId}/application`)).json();
    expect(details).toMatchObject({ pre_payment: 'Completed', status_label: 'Completed' });
  });

  it("forged: someone else's member row is 404; another member's intent, or a declined card, is refused and changes nothing", async () => {
    const { groupId, owner } = await fx.premiumGroup();
    const a = await fx.accepted(groupId, owner);
    const b = await fx.accepted(groupId, owner);
    expect((await api(b.user).get(`/premium-groups/members/${a.memberId}/payment`)).statusCode).toBe(404);
    expect((await api(b.user).post(`/premium-groups/members/${a.memberId}/pre-payment/setup-intent`)).statusCode).toBe(404);
    const bIntent = (await api(b.user).post(`/premium-groups/members/${b.memberId}/pre-payment/setup-intent`)).json();
    await api(b.user).post(`/payments/dev/setup-intents/${bIntent.setup_intent_id}/confirm`, devCard(bIntent.client_secret));
    // a presents b's paid intent on a's own row.
    const forged = await api(a.user).post(`/premium-groups/members/${a.memberId}/pre-payment/confirm`, {
      setup_intent_id: bIntent.setup_intent_id,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.setup_intent_id).toEqual([t.paymentMismatch]);
    const made = await api(a.user).post(`/premium-groups/members/${a.memberId}/pre-payment/confirm`, {
      setup_intent_id: 'dev_seti_made_up',
    });
    expect(made.statusCode).toBe(422);
    const aIntent = (await api(a.user).post(`/premium-groups/members/${a.memberId}/pre-payment/setup-intent`)).json();
    await api(a.user).post(
      `/payments/dev/setup-intents/${aIntent.setup_intent_id}/confirm`,
      devCard(aIntent.client_secret, DEV_TEST_CARDS.declined),
    );
    expect(
      (await api(a.user).post(`/premium-groups/members/${a.memberId}/pre-payment/confirm`, { setup_intent_id: aIntent.setup_intent_id }))
        .statusCode,
    ).toBe(422);
    expect((await memberRow(a.memberId))!.premium_group_status).toBe('accepted');
    // The subscription is not due before the start; nothing is offered.
    expect((await api(a.user).post(`/premium-groups/members/${a.memberId}/subscription/setup-intent`)).statusCode).toBe(409);
  });

  it('a second paid intent for a step already taken is refunded and refused', async () => {
    const { groupId, owner } = await fx.premiumGroup();
    const { user, memberId } = await fx.accepted(groupId, owner);
    const first = (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    const second = (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    for (const i of [first, second])
      await api(user).post(`/payments/dev/setup-intents/${i.setup_intent_id}/confirm`, devCard(i.client_secret));
    expect(
      (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, { setup_intent_id: first.setup_intent_id }))
        .statusCode,
    ).toBe(200);
    const dup = await api(user).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, {
      setup_intent_id: second.setup_intent_id,
    });
    expect(dup.statusCode).toBe(409);
    expect((await paymentsOf(memberId)).map((p) => p.status)).toEqual(['completed', 'refunded']);
  });

  it('the webhook refuses an unsigned event (the dev provider sends none)', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1.2/payments/stripe/premium-webhook',
      payload: JSON.stringify({ type: 'setup_intent.succeeded' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the whole flow through payments', () => {
  it('four pre-pay, the leader starts (the non-payer removed), a member subscribes, the leader completes', async () => {
    const { groupId, owner } = await fx.premiumGroup();
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await fx.accepted(groupId, owner));
    for (const p of people.slice(0, 4)) expect((await fx.pay(p.user, p.memberId, 'pre-payment')).statusCode).toBe(200);
    const started = await api(owner).patch('/premium-groups/start', { group_id: groupId });
    expect(started.json().removed_member_ids).toEqual([people[4]!.memberId]);
    const member = people[0]!;
    expect((await lastMailTo(app, member.user.email))?.subject).toBe('Your premium group has started');
    expect((await api(member.user).get(`/premium-groups/members/${member.memberId}/payment`)).json()).toMatchObject({
      due: 'subscription',
      group_status: 'started',
    });
    const subscribed = await fx.pay(member.user, member.memberId, 'subscription');
    expect(subscribed.json()).toMatchObject({ item: { premium_group_status: 'subscription-created', due: null } });
    // No subscription link once it exists.
    expect((await api(owner).post(`/groups/${groupId}/members/${member.memberId}/application/resend-subscription`)).statusCode).toBe(409);
    expect((await api(owner).patch('/premium-groups/mark-completed', { group_id: groupId })).json().premium_group_status).toBe('completed');
  });
});

describe("a member's own 'Resend Subscription' (spec 2.3, 6)", () => {
  it('the member resends their own link (401 without a token, a stranger 404, another member 403); none once subscribed', async () => {
    const { groupId, owner } = await fx.premiumGroup();
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await fx.accepted(groupId, owner));
    for (const p of people) expect((await fx.pay(p.user, p.memberId, 'pre-payment')).statusCode).toBe(200);
    expect((await api(owner).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(200);
    const [member, other] = people as [(typeof people)[number], (typeof people)[number]];
    const resend = (u: TestUser | null, memberId = member.memberId) =>
      api(u).post(`/groups/${groupId}/members/${memberId}/application/resend-subscription`);
    const mailsTo = async (email: string) => {
      await app.ctx.jobs.idle();
      return app.mails.filter((m) => m.to === email.toLowerCase()).length;
    };

    const before = await mailsTo(member.user.email);
    expect((await resend(null)).statusCode).toBe(401);
    expect((await resend(await buildUser(app))).statusCode).toBe(404);
    const refused = await resend(other.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.onlyLeadersAct);
    expect(await mailsTo(member.user.email)).toBe(before);

    const own = await resend(member.user);
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(t.subscriptionLinkSent);
    expect(await mailsTo(member.user.email)).toBe(before + 1);
    expect((await lastMailTo(app, member.user.email))?.links.some((l) => l.includes(String(member.memberId)))).toBe(true);

    expect((await fx.pay(member.user, member.memberId, 'subscription')).statusCode).toBe(200);
    expect((await resend(member.user)).statusCode).toBe(409);
  });
});

describe('Stripe (local Stripe-speaking server): the premium webhook', () => {
  let stripeApp: TestApp;
  let stripe: FakeStripe;
  let sfx: PremiumFixture;
  const secret = 'whsec_holdfast_premium_test';
  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripeApp = await createTestApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_holdfast',
    });
    sfx = await premiumFixture(stripeApp);
  });
  afterAll(async () => {
    await stripeApp.app.close();
    await stripe.close();
  });
  const event = (id: string, si: { id: string; metadata: Record<string, string> }) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: si.id, object: 'setup_intent', metadata: si.metadata } },
    });
  const postHook = (payload: string, signature?: string) =>
    stripeApp.app.inject({
      method: 'POST',
      url: '/api/v1.2/payments/stripe/premium-webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const signed = (payload: string, key = secret) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key });

  it('a pre-payment confirmed after the tab closed completes the member through the signed webhook, once; a bad signature changes nothing', async () => {
    const { groupId, owner } = await sfx.premiumGroup();
    const { user, memberId } = await sfx.accepted(groupId, owner);
    const intent = (await api(user, stripeApp).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    expect(intent).toMatchObject({ provider: 'stripe', amount: 11_900 });
    stripe.succeed(intent.setup_intent_id);
    const payload = event('evt_premium_a', stripe.setupIntents.get(intent.setup_intent_id)!);

    // Unsigned or signed with another secret: refused, the member unchanged.
    expect((await postHook(payload)).statusCode).toBe(400);
    expect((await postHook(payload, signed(payload, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await memberRow(memberId, stripeApp))!.premium_group_status).toBe('accepted');

    // The tab was closed: only the webhook tells the server.
    const ok = await postHook(payload, signed(payload));
    expect(ok.statusCode).toBe(200);
    expect(await memberRow(memberId, stripeApp)).toEqual({ premium_group_status: 'pre-payment-completed', request_status: 'accepted' });
    expect(await paymentsOf(memberId, stripeApp)).toEqual([{ kind: 'pre-payment', status: 'completed', amount: 11_900 }]);

    // A replay, and the return page reporting the same intent afterwards, change nothing.
    expect((await postHook(payload, signed(payload))).statusCode).toBe(200);
    const late = await api(user, stripeApp).post(`/premium-groups/members/${memberId}/pre-payment/confirm`, {
      setup_intent_id: intent.setup_intent_id,
    });
    expect(late.statusCode).toBe(200);
    expect(await paymentsOf(memberId, stripeApp)).toHaveLength(1);
    expect((await notesOf(memberId, stripeApp)).filter((n) => n.new_state === 'pre-payment-completed')).toHaveLength(1);
  });

  /** Pays what is due through Stripe: the intent, Stripe.js confirming the card, the return page. */
  async function stripePay(u: TestUser, memberId: number, kind: 'pre-payment' | 'subscription') {
    const intent = (await api(u, stripeApp).post(`/premium-groups/members/${memberId}/${kind}/setup-intent`)).json();
    stripe.succeed(intent.setup_intent_id);
    const confirmed = await api(u, stripeApp).post(`/premium-groups/members/${memberId}/${kind}/confirm`, {
      setup_intent_id: intent.setup_intent_id,
    });
    expect(confirmed.statusCode).toBe(200);
    return intent.setup_intent_id as string;
  }

  it("a premium subscription's failed renewal or cancellation reaches the member (subscription due again); paid again, it is restored", async () => {
    const { groupId, owner } = await sfx.premiumGroup();
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await sfx.accepted(groupId, owner));
    for (const p of people) await stripePay(p.user, p.memberId, 'pre-payment');
    expect((await api(owner, stripeApp).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(200);
    const [member, other] = people as [(typeof people)[number], (typeof people)[number]];
    const setupIntent = await stripePay(member.user, member.memberId, 'subscription');
    await stripePay(other.user, other.memberId, 'subscription');
    const sub = [...stripe.subscriptions.values()].find((x) => x.metadata.setup_intent === setupIntent)!;
    expect(sub.metadata).toMatchObject({ course_id: '0', payment_info_id: String(member.memberId) });
    expect(await memberRow(member.memberId, stripeApp)).toMatchObject({ premium_group_status: 'subscription-created' });

    const invoiceEvent = (id: string, type: string) => subscriptionInvoiceEvent(id, type, sub);
    const due = async () => (await api(member.user, stripeApp).get(`/premium-groups/members/${member.memberId}/payment`)).json();

    // A renewal fails: Stripe marks it past_due and reports invoice.payment_failed.
    stripe.setSubscriptionStatus(sub.id, 'past_due');
    const failed = invoiceEvent('evt_premium_renewal_failed', 'invoice.payment_failed');
    expect((await postHook(failed, signed(failed))).statusCode).toBe(200);
    expect(await memberRow(member.memberId, stripeApp)).toMatchObject({ premium_group_status: 'pre-payment-completed' });
    expect(await paymentsOf(member.memberId, stripeApp)).toEqual([
      expect.objectContaining({ kind: 'pre-payment', status: 'completed' }),
      expect.objectContaining({ kind: 'subscription', status: 'canceled' }),
    ]);
    expect(await due()).toMatchObject({ premium_group_status: 'pre-payment-completed', due: 'subscription' });
    // The leader may send the subscription link again; the other subscriber is untouched.
    expect(
      (await api(owner, stripeApp).post(`/groups/${groupId}/members/${member.memberId}/application/resend-subscription`)).statusCode,
    ).toBe(200);
    expect(await memberRow(other.memberId, stripeApp)).toMatchObject({ premium_group_status: 'subscription-created' });
    // A replay changes nothing (one note).
    expect((await postHook(failed, signed(failed))).statusCode).toBe(200);
    expect((await notesOf(member.memberId, stripeApp)).filter((n) => n.new_state === 'pre-payment-completed')).toHaveLength(2);

    // Stripe's retry succeeds: restored.
    stripe.setSubscriptionStatus(sub.id, 'active');
    const paid = invoiceEvent('evt_premium_renewal_paid', 'invoice.paid');
    expect((await postHook(paid, signed(paid))).statusCode).toBe(200);
    expect(await memberRow(member.memberId, stripeApp)).toMatchObject({ premium_group_status: 'subscription-created' });
    expect(await due()).toMatchObject({ due: null });

    // Cancelled after failed retries (customer.subscription.deleted): lapsed again.
    stripe.setSubscriptionStatus(sub.id, 'canceled', { endedAt: Math.floor(Date.now() / 1000), reason: 'payment_failed' });
    const ended = JSON.stringify({
      id: 'evt_premium_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...sub, status: 'canceled' } },
    });
    expect((await postHook(ended, signed(ended))).statusCode).toBe(200);
    expect(await memberRow(member.memberId, stripeApp)).toMatchObject({ premium_group_status: 'pre-payment-completed' });
    expect(await due()).toMatchObject({ due: 'subscription' });
  });

  it('a signed event about an intent Stripe has not confirmed, or about a course purchase, moves no one', async () => {
    const { groupId, owner } = await sfx.premiumGroup();
    const { user, memberId } = await sfx.accepted(groupId, owner);
    const intent = (await api(user, stripeApp).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    const si = stripe.setupIntents.get(intent.setup_intent_id)!;
    const notYet = event('evt_premium_b', si);
    expect((await postHook(notYet, signed(notYet))).statusCode).toBe(200);
    expect((await memberRow(memberId, stripeApp))!.premium_group_status).toBe('accepted');
    // The same intent dressed as a course purchase (another course id): ignored here.
    stripe.succeed(intent.setup_intent_id);
    const course = event('evt_premium_c', { id: si.id, metadata: { ...si.metadata, course_id: '1' } });
    expect((await postHook(course, signed(course))).statusCode).toBe(200);
    expect((await memberRow(memberId, stripeApp))!.premium_group_status).toBe('accepted');
    expect(await paymentsOf(memberId, stripeApp)).toEqual([
      expect.objectContaining({ kind: 'pre-payment', status: expect.not.stringMatching(/^completed$/) }),
    ]);
  });
});
