import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COACH_TRIAL_DAYS,
  billingNoticeTexts as bt,
  coachingTexts as t,
  monthlyTotalCents,
  type BillingPreview,
  type SubscriptionDetail,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { coursesTexts } from '@holdfast/shared/courses';
import { selectRows } from '../../platform/db/client';
import { coachBillingFixture, devCardBody, type CoachBillingFixture } from '../../test/coach-billing-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';

/**
 * Coach billing on the dev provider (no network): the card saved with the dev card form, the
 * subscription on the dev provider's clock, moved on through the dev-only route (as the browser
 * tests do), the same amounts as the shared rule.
 */
let app: TestApp;
let fx: CoachBillingFixture;
beforeAll(async () => {
  app = await createTestApp();
  fx = await coachBillingFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const DAY_MS = 24 * 3600_000;
/** Runs the nightly reconcile (and whatever else is due by then): each call a night later than the last, past the occurrence it queued. */
let nights = 0;
const runNightly = () => app.ctx.jobs.runDue(new Date(Date.now() + ++nights * DAY_MS + 3600_000));
const advance = (u: TestUser, days: number) => api(u).post('/coach/billing-info/dev/advance', { days });
const devSubscription = async (id: string) =>
  (
    await selectRows<{ status: string; quantity: number; trial_end: string | null; clock_offset_ms: number }>(
      app.db,
      sql`select status, quantity, trial_end, clock_offset_ms from dev_coach_subscriptions where id = ${id}`,
    )
  )[0]!;

describe('the dev clock route', () => {
  it('answers 401 without a token and 403 to a member who is not a coach, before the body is read', async () => {
    expect((await api(null).post('/coach/billing-info/dev/advance', { days: 31 })).statusCode).toBe(401);
    const member = await buildUser(app);
    const refused = await api(member).post('/coach/billing-info/dev/advance', { days: 'many' });
    expect(refused.statusCode).toBe(403);
  });

  it('is refused to a coach whose billing is not set up, and checks its input', async () => {
    const { user } = await fx.coach();
    const refused = await advance(user, 31);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: t.billingIncomplete, code: ERROR_CODES.coachBillingIncomplete });
    const billed = await fx.billedCoach();
    expect((await api(billed.user).post('/coach/billing-info/dev/advance', { days: 0 })).statusCode).toBe(422);
  });
});

describe('billing setup with the dev card form', () => {
  it('a declined card answers the provider’s error and sets nothing up; a card that is not saved answers "Unable to submit card"', async () => {
    const { user, coachId } = await fx.coach();
    const intent = (await api(user).get('/coach/billing-info/setup-intent')).json();
    expect(intent).toMatchObject({ provider: 'dev', publishable_key: null, setup_intent_id: expect.stringMatching(/^dev_seti_/) });
    const unconfirmed = await api(user).patch('/coach/invitation/complete', { setup_intent_id: intent.setup_intent_id });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().message).toBe(t.cardFailed);
    const declined = await api(user).post(
      `/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`,
      devCardBody(intent.client_secret, '4000000000000002'),
    );
    expect(declined.statusCode).toBe(422);
    const refused = await api(user).patch('/coach/invitation/complete', { setup_intent_id: intent.setup_intent_id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(coursesTexts.cardDeclined);
    expect(await fx.coachRow(coachId)).toMatchObject({
      is_billing_setup_complete: false,
      subscription_id: null,
      subscription_status: null,
    });
  });

  it("another coach's setup intent is not this coach's card", async () => {
    const a = await fx.coach();
    const b = await fx.coach();
    const bIntent = await fx.savedCard(b.user);
    await api(a.user).get('/coach/billing-info/setup-intent');
    const refused = await api(a.user).patch('/coach/invitation/complete', { setup_intent_id: bIntent });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(t.cardFailed);
    expect((await fx.coachRow(a.coachId)).is_billing_setup_complete).toBe(false);
  });

  it('completes once: one subscription per coach at quantity 0, nothing charged, even with two completions at once', async () => {
    const { user, coachId } = await fx.coach();
    const setupIntentId = await fx.savedCard(user);
    const [first, second] = await Promise.all([
      api(user).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId }),
      api(user).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({
      message: t.coachInvitationUpdated,
      item: { coach_id: coachId, is_billing_setup_complete: true, subscription_status: 'active', is_open: true, trial_end: null },
    });
    const row = await fx.coachRow(coachId);
    const subs = await selectRows<{ id: string; status: string }>(
      app.db,
      sql`select id, status from dev_coach_subscriptions where coach_id = ${coachId}`,
    );
    expect(subs.filter((s) => s.status !== 'canceled')).toEqual([{ id: row.subscription_id, status: 'active' }]);
    const invoices = await selectRows<{ amount_due: number; status: string }>(
      app.db,
      sql`select amount_due, status from dev_coach_invoices where subscription_id = ${row.subscription_id}`,
    );
    expect(invoices).toEqual([{ amount_due: 0, status: 'paid' }]);
    // A third completion changes nothing.
    expect((await api(user).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId })).statusCode).toBe(200);
    expect((await fx.coachRow(coachId)).subscription_id).toBe(row.subscription_id);
  });
});

describe('the life of a subscription on the dev clock', () => {
  it('trial from the first invite, quantity with the accepted clients, the trial ends and the card pays', async () => {
    const { user, coachId } = await fx.billedCoach();
    const sub = (await fx.coachRow(coachId)).subscription_id!;
    const invited = await fx.client(coachId, 'pending');
    await app.ctx.jobs.idle();
    const row = await fx.coachRow(coachId);
    const trialEnd = new Date(row.trial_end!).getTime();
    expect(trialEnd - new Date(row.first_client_invited_at!).getTime()).toBe(COACH_TRIAL_DAYS * DAY_MS);
    expect(row.subscription_status).toBe('trialing');
    expect(await devSubscription(sub)).toMatchObject({ status: 'trialing', quantity: 0 });

    // A second invite does not move the trial.
    await fx.client(coachId, 'pending');
    await app.ctx.jobs.idle();
    expect((await fx.coachRow(coachId)).trial_end).toBe(row.trial_end);

    await fx.changeClient(coachId, invited.coachUserId, 'accepted');
    const more = await fx.client(coachId);
    await app.ctx.jobs.idle();
    expect(await devSubscription(sub)).toMatchObject({ quantity: 2 });
    expect((await fx.coachRow(coachId)).billed_quantity).toBe(2);
    await fx.changeClient(coachId, more.coachUserId, 'removed');
    await app.ctx.jobs.idle();
    expect(await devSubscription(sub)).toMatchObject({ quantity: 1 });

    const detail = (await api(user).get('/coach/billing-info/subscription-detail')).json() as SubscriptionDetail;
    expect(detail.payment_method).toMatchObject({ card: { brand: 'visa', last4: '4242', exp_month: 11 } });
    expect(detail.subscription).toMatchObject({ status: 'trialing', quantity: 1, current_period_end: new Date(trialEnd).toISOString() });
    expect(detail.subscription!.upcoming_invoice).toEqual({
      amount_due: 1500,
      currency: 'usd',
      next_payment_attempt: new Date(trialEnd).toISOString(),
    });

    const moved = await advance(user, COACH_TRIAL_DAYS + 1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: bt.clockAdvanced, item: { subscription_status: 'active', is_open: true } });
    const paid = await selectRows<{ amount_due: number; status: string }>(
      app.db,
      sql`select amount_due, status from dev_coach_invoices where subscription_id = ${sub} order by created_at`,
    );
    expect(paid).toEqual([
      { amount_due: 0, status: 'paid' },
      { amount_due: 1500, status: 'paid' },
    ]);
  });

  it('a card that fails: past_due (mail, bell, realtime to coach and clients), then unpaid; a new card pays and restores both at once', async () => {
    const { user, coachId } = await fx.billedCoach('chargeFails');
    const client = await fx.client(coachId);
    await app.ctx.jobs.idle();
    const published = vi.spyOn(app.ctx.realtime, 'publishToUser');
    try {
      const failed = await advance(user, COACH_TRIAL_DAYS + 1);
      expect(failed.json().item).toMatchObject({ subscription_status: 'past_due', is_open: false });
      await app.ctx.jobs.idle();
      const changed = published.mock.calls.filter(([, event]) => event === 'coaching.status-changed');
      expect(changed).toEqual([
        [user.id, 'coaching.status-changed', { coach_id: coachId, subscription_status: 'past_due', is_open: false }],
        [client.user.id, 'coaching.status-changed', { coach_id: coachId, subscription_status: 'past_due', is_open: false }],
      ]);
      expect((await lastMailTo(app, user.email))?.subject).toBe(bt.paymentFailedMailSubject);
      expect((await lastMailTo(app, user.email))?.links).toEqual(['http://app.test/billing-info']);
      const bell = (await api(user).get('/notifications')).json().items;
      expect(bell[0]).toMatchObject({ title: bt.paymentFailedTitle, meta: { type: 'coaching.payment-failed', target: '/billing-info' } });

      // The retries fail too: unpaid, and no second mail.
      const mailsBefore = app.mails.filter((m) => m.to === user.email.toLowerCase()).length;
      expect((await advance(user, 16)).json().item).toMatchObject({ subscription_status: 'unpaid', is_open: false });
      await app.ctx.jobs.idle();
      expect(app.mails.filter((m) => m.to === user.email.toLowerCase()).length).toBe(mailsBefore);

      // A card that fails again is refused with the provider's words, and the status stays.
      const stillFailing = await fx.savedCard(user, 'chargeFails');
      const refused = await api(user).patch('/coach/billing-info/card', { setup_intent_id: stillFailing });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(coursesTexts.cardDeclined);
      expect((await fx.coachRow(coachId)).subscription_status).toBe('unpaid');

      published.mockClear();
      const good = await fx.savedCard(user);
      const updated = await api(user).patch('/coach/billing-info/card', { setup_intent_id: good });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ message: t.cardUpdated, item: { subscription_status: 'active', is_open: true } });
      expect(published.mock.calls.filter(([, event]) => event === 'coaching.status-changed').map(([id, , p]) => [id, p])).toEqual([
        [user.id, { coach_id: coachId, subscription_status: 'active', is_open: true }],
        [client.user.id, { coach_id: coachId, subscription_status: 'active', is_open: true }],
      ]);
      const row = await fx.coachRow(coachId);
      expect(row.setup_intent_id).toBe(good);
      const detail = (await api(user).get('/coach/billing-info/subscription-detail')).json() as SubscriptionDetail;
      expect(detail.payment_method!.card.last4).toBe('4242');
      const open = await selectRows(
        app.db,
        sql`select id from dev_coach_invoices where subscription_id = ${row.subscription_id} and status = 'open'`,
      );
      expect(open).toEqual([]);
    } finally {
      published.mockRestore();
    }
  });
});

describe('the preview the invite dialog shows', () => {
  it("is the shared rule's total for 0, 1, 4, 5, 9, 10 and 25 clients, beside today's", async () => {
    const { user, coachId } = await fx.billedCoach();
    await fx.clients(coachId, 3);
    await app.ctx.jobs.idle();
    for (const clients of [0, 1, 4, 5, 9, 10, 25]) {
      const res = await api(user).get(`/coach/billing-info/preview?clients=${clients}`);
      expect(res.statusCode).toBe(200);
      expect(res.json() as BillingPreview).toEqual({
        clients_now: 3,
        total_now: 4500,
        clients_after: clients,
        total_after: monthlyTotalCents(clients),
        currency: 'usd',
      });
    }
    expect((await api(user).get('/coach/billing-info/preview?clients=-1')).statusCode).toBe(422);
    expect((await api(user).get('/coach/billing-info/preview')).statusCode).toBe(422);
  });
});

describe('the nightly reconcile', () => {
  it('sets a drifted quantity and status back to the accepted clients and the provider, and logs each drift', async () => {
    const { coachId } = await fx.billedCoach();
    await fx.clients(coachId, 2);
    await app.ctx.jobs.idle();
    const row = await fx.coachRow(coachId);
    await selectRows(app.db, sql`update dev_coach_subscriptions set quantity = 9 where id = ${row.subscription_id}`);
    await selectRows(app.db, sql`update coaches set subscription_status = 'past_due' where id = ${coachId}`);
    const warn = vi.spyOn(app.ctx.log, 'warn');
    try {
      await runNightly();
      expect(await devSubscription(row.subscription_id!)).toMatchObject({ quantity: 2 });
      expect((await fx.coachRow(coachId)).subscription_status).toBe('trialing');
      const drifts = warn.mock.calls.filter(([, msg]) => msg === 'coach billing drift').map(([o]) => o as Record<string, unknown>);
      expect(drifts.filter((d) => d.coachId === coachId)).toEqual([
        expect.objectContaining({ what: 'quantity', provider: 9, accepted: 2 }),
        expect.objectContaining({ what: 'status', provider: 'trialing', stored: 'past_due' }),
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
