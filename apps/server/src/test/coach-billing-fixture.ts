import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CoachRequestStatus, SetupIntentResponse, SubscriptionStatus } from '@holdfast/shared/coaching';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { insertAccountsWithProfiles } from '../modules/accounts';
import { createCoachBilling } from '../modules/coaching/billing';
import { selectRow, selectRows } from '../platform/db/client';
import type { FakeStripe } from '../platform/payments/stripe-fake-server';
import { buildUser, type TestUser } from './factories';
import { request, type TestApp } from './harness';

/**
 * Coach billing's test data on one test app: coaches written straight into `coaches` (an accepted
 * coach with the coach role, as the invitation flow leaves one), clients as `coach_users` rows (what
 * the clients' part writes; it calls the billing hooks as `clientsChanged` does here), and the card
 * set up through the API, with the dev provider's card form or, with `stripe`, as Stripe.js would
 * confirm it on the local Stripe-speaking server.
 */
export type CoachBillingFixture = Awaited<ReturnType<typeof coachBillingFixture>>;

export interface CoachRowState {
  id: number;
  user_id: number;
  is_billing_setup_complete: boolean;
  subscription_status: SubscriptionStatus | null;
  subscription_id: string | null;
  customer_id: string | null;
  setup_intent_id: string | null;
  first_client_invited_at: string | null;
  trial_end: string | null;
  billed_quantity: number;
}

/** The dev card form's body for a setup intent (`number`: a DEV_TEST_CARDS card). */
export const devCardBody = (clientSecret: string, number: string = DEV_TEST_CARDS.succeeds) => ({
  client_secret: clientSecret,
  card_number: number,
  exp_month: 11,
  exp_year: new Date().getFullYear() + 2,
  cvc: '123',
});

export async function coachBillingFixture(t: TestApp, opts: { stripe?: FakeStripe } = {}) {
  const hooks = createCoachBilling(t.ctx);
  let pmCount = 0;

  async function grantCoachRole(user: { id: number }) {
    await selectRows(t.db, sql`insert into roles (name) values ('coach') on conflict do nothing`);
    await selectRows(
      t.db,
      sql`insert into user_roles (user_id, role_id) select ${user.id}, id from roles where name = 'coach' on conflict do nothing`,
    );
  }

  /** A coach who accepted the ff_admin's invitation (billing not set up yet), or one still `pending`. */
  async function coach(status: CoachRequestStatus = 'accepted'): Promise<{ user: TestUser; coachId: number }> {
    const user = await buildUser(t);
    if (status === 'accepted') await grantCoachRole(user);
    const row = await selectRow<{ id: number }>(
      t.db,
      sql`insert into coaches (user_id, email, request_status, accepted_at)
          values (${user.id}, ${user.email}, ${status}, ${status === 'accepted' ? sql`now()` : null}) returning id`,
    );
    return { user, coachId: Number(row!.id) };
  }

  async function coachRow(coachId: number): Promise<CoachRowState> {
    const row = await selectRow<CoachRowState>(
      t.db,
      sql`select id, user_id, is_billing_setup_complete, subscription_status, subscription_id, customer_id, setup_intent_id,
            first_client_invited_at, trial_end, billed_quantity from coaches where id = ${coachId}`,
    );
    return { ...row!, billed_quantity: Number(row!.billed_quantity) };
  }

  /** A new setup intent, its card confirmed: the dev form with `card` (a DEV_TEST_CARDS number), or Stripe.js on the local server. */
  async function savedCard(user: TestUser, card: 'succeeds' | 'chargeFails' = 'succeeds') {
    const intent = (await request(t, user.token).get('/coach/billing-info/setup-intent')).json() as SetupIntentResponse;
    if (opts.stripe) {
      pmCount += 1;
      opts.stripe.succeed(
        intent.setup_intent_id,
        card === 'succeeds' ? `pm_card_visa_${pmCount}` : `pm_card_chargeCustomerFail_${pmCount}`,
      );
    } else {
      const confirmed = await request(t, user.token).post(
        `/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`,
        devCardBody(intent.client_secret, DEV_TEST_CARDS[card]),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return intent.setup_intent_id;
  }

  /** An accepted coach with billing set up (the card that pays unless told). */
  async function billedCoach(card: 'succeeds' | 'chargeFails' = 'succeeds') {
    const c = await coach();
    const setupIntentId = await savedCard(c.user, card);
    const done = await request(t, c.user.token).patch('/coach/invitation/complete', { setup_intent_id: setupIntentId });
    expect(done.statusCode, done.body).toBe(200);
    return { ...c, setupIntentId };
  }

  /** A client row of the coach, in one transaction with the hook the clients' part calls (an accepted client has an account). */
  async function client(coachId: number, status: CoachRequestStatus = 'accepted') {
    const user = await buildUser(t);
    const coachUserId = await t.db.transaction(async (tx) => {
      const row = await selectRow<{ id: number }>(
        tx,
        sql`insert into coach_users (coach_id, user_id, email, request_status, answered_at)
            values (${coachId}, ${user.id}, ${user.email}, ${status}, ${status === 'pending' ? null : sql`now()`}) returning id`,
      );
      await hooks.clientInvited(tx, coachId);
      if (status === 'accepted') await hooks.clientsChanged(tx, coachId);
      return Number(row!.id);
    });
    return { user, coachUserId };
  }

  /** `n` accepted clients at once (accounts made in bulk, one transaction, one quantity job). */
  async function clients(coachId: number, n: number) {
    const tag = `${coachId}${Math.random().toString(36).slice(2, 8)}`;
    const accounts = await insertAccountsWithProfiles(
      t.db,
      Array.from({ length: n }, (_, i) => ({
        email: `client${tag}${i}@example.com`,
        username: `client${tag}${i}`,
        password_hash: 'x',
        joined_at: new Date().toISOString(),
        display_name: `Client ${i}`,
        age: 30,
        is_married: false,
        biography: '',
        community_agreement_accepted: false,
        role: null,
      })),
    );
    await t.db.transaction(async (tx) => {
      for (const a of accounts)
        await selectRows(
          tx,
          sql`insert into coach_users (coach_id, user_id, email, request_status, answered_at) values (${coachId}, ${a.id}, ${a.email}, 'accepted', now())`,
        );
      await hooks.clientInvited(tx, coachId);
      await hooks.clientsChanged(tx, coachId);
    });
    return accounts.map((a) => Number(a.id));
  }

  /** The client removed (or answering `status`), with the hook, as the clients' part does. */
  async function changeClient(coachId: number, coachUserId: number, change: 'removed' | CoachRequestStatus) {
    await t.db.transaction(async (tx) => {
      if (change === 'removed') await selectRows(tx, sql`delete from coach_users where id = ${coachUserId}`);
      else await selectRows(tx, sql`update coach_users set request_status = ${change}, answered_at = now() where id = ${coachUserId}`);
      await hooks.clientsChanged(tx, coachId);
    });
  }

  return { hooks, coach, coachRow, savedCard, billedCoach, client, clients, changeClient, grantCoachRole };
}
