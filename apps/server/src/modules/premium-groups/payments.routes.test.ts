import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { premiumTexts as t, type ApplicationBody } from '@holdfast/shared/premium-groups';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await buildUser(app);
  await selectRows(app.db, sql`insert into roles (name) values ('upgrade_admin') on conflict do nothing`);
  await selectRows(app.db, sql`insert into user_roles (user_id, role_id) select ${admin.id}, id from roles where name = 'upgrade_admin'`);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const form = (email: string): ApplicationBody => ({
  name: 'Pat Payer',
  gender: 'male',
  is_married: true,
  in_ministry: false,
  timezone: 'America/Chicago',
  hope_to_gain: 'Freedom',
  will_add_to_group: 'Honesty',
  relationship_with_god: 'Growing',
  reason_not_attend_weekly: 'None',
  meeting_time: ['T-7:30-9:00PM(CST)'],
  confidentiality_agreement: true,
  daily_practice_commitment: true,
  able_to_use_zoom: true,
  phone_number: '555-0101',
  email,
});
const memberRow = async (id: number) =>
  (
    await selectRows<{ premium_group_status: string | null; request_status: string }>(
      app.db,
      sql`select premium_group_status, request_status from group_members where id = ${id}`,
    )
  )[0] ?? null;
const paymentsOf = (memberId: number) =>
  selectRows<{ kind: string; status: string; amount: number }>(
    app.db,
    sql`select kind, status, amount from premium_payments where member_id = ${memberId} order by id`,
  );
const notesOf = (memberId: number) =>
  selectRows<{ new_state: string }>(app.db, sql`select new_state from group_notes where member_id = ${memberId} order by id`);

async function premiumGroup() {
  const owner = await buildUser(app);
  await selectRows(app.db, sql`update profiles set is_leader = true where user_id = ${owner.id}`);
  const res = await api(owner).post('/groups', {
    name: 'Tuesday Men',
    group_type: 'premium_groups',
    premium_group_settings: {
      day: 'tuesday',
      projected_start_date: '2027-02-01',
      meeting_time: '19:30',
      gender: 'male',
      for_leaders: false,
    },
  });
  return { owner, groupId: res.json().item.id as number };
}

/** Applied, placed, reviewed and accepted: the pre-payment is due. */
async function accepted(groupId: number, owner: TestUser) {
  const u = await buildUser(app);
  const a = (await api(u).post('/premium-groups/applications', form(u.email))).json().item.id as number;
  const memberId = (await api(admin).post(`/admin/premium-applications/${a}/place`, { group_id: groupId })).json().item.member_id as number;
  await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/mark-review`);
  expect((await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/accept`)).statusCode).toBe(200);
  return { user: u, memberId };
}

const card = (clientSecret: string, number: string = DEV_TEST_CARDS.succeeds) => ({
  client_secret: clientSecret,
  card_number: number,
  exp_month: 12,
  exp_year: new Date().getFullYear() + 2,
  cvc: '123',
});

/** Pays what is due with the dev test card, through the API; answers the confirm response. */
async function pay(u: TestUser, memberId: number, kind: 'pre-payment' | 'subscription') {
  const intent = (await api(u).post(`/premium-groups/members/${memberId}/${kind}/setup-intent`)).json();
  expect((await api(u).post(`/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, card(intent.client_secret))).statusCode).toBe(
    200,
  );
  return api(u).post(`/premium-groups/members/${memberId}/${kind}/confirm`, { setup_intent_id: intent.setup_intent_id });
}

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
    const { groupId, owner } = await premiumGroup();
    const { user, memberId } = await accepted(groupId, owner);
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
    await api(user).post(`/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, card(intent.client_secret));
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
    const { groupId, owner } = await premiumGroup();
    const a = await accepted(groupId, owner);
    const b = await accepted(groupId, owner);
    expect((await api(b.user).get(`/premium-groups/members/${a.memberId}/payment`)).statusCode).toBe(404);
    expect((await api(b.user).post(`/premium-groups/members/${a.memberId}/pre-payment/setup-intent`)).statusCode).toBe(404);
    const bIntent = (await api(b.user).post(`/premium-groups/members/${b.memberId}/pre-payment/setup-intent`)).json();
    await api(b.user).post(`/payments/dev/setup-intents/${bIntent.setup_intent_id}/confirm`, card(bIntent.client_secret));
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
      card(aIntent.client_secret, DEV_TEST_CARDS.declined),
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
    const { groupId, owner } = await premiumGroup();
    const { user, memberId } = await accepted(groupId, owner);
    const first = (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    const second = (await api(user).post(`/premium-groups/members/${memberId}/pre-payment/setup-intent`)).json();
    for (const i of [first, second])
      await api(user).post(`/payments/dev/setup-intents/${i.setup_intent_id}/confirm`, card(i.client_secret));
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
    const { groupId, owner } = await premiumGroup();
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await accepted(groupId, owner));
    for (const p of people.slice(0, 4)) expect((await pay(p.user, p.memberId, 'pre-payment')).statusCode).toBe(200);
    const started = await api(owner).patch('/premium-groups/start', { group_id: groupId });
    expect(started.json().removed_member_ids).toEqual([people[4]!.memberId]);
    const member = people[0]!;
    expect((await lastMailTo(app, member.user.email))?.subject).toBe('Your premium group has started');
    expect((await api(member.user).get(`/premium-groups/members/${member.memberId}/payment`)).json()).toMatchObject({
      due: 'subscription',
      group_status: 'started',
    });
    const subscribed = await pay(member.user, member.memberId, 'subscription');
    expect(subscribed.json()).toMatchObject({ item: { premium_group_status: 'subscription-created', due: null } });
    // No subscription link once it exists.
    expect((await api(owner).post(`/groups/${groupId}/members/${member.memberId}/application/resend-subscription`)).statusCode).toBe(409);
    expect((await api(owner).patch('/premium-groups/mark-completed', { group_id: groupId })).json().premium_group_status).toBe('completed');
  });
});
