import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEV_TEST_CARDS } from '@holdfast/shared/courses';
import { premiumApplicationForm } from '@holdfast/shared/testing';
import { selectRows } from '../platform/db/client';
import { buildUser, type TestUser } from './factories';
import { request, type TestApp } from './harness';

/** Test data of the premium groups, made through the API as applicants, leaders and admins would. */

export { premiumApplicationForm };

/** The dev provider's card form for a setup intent (the card that succeeds unless told). */
export const devCard = (clientSecret: string, number: string = DEV_TEST_CARDS.succeeds) => ({
  client_secret: clientSecret,
  card_number: number,
  exp_month: 12,
  exp_year: new Date().getFullYear() + 2,
  cvc: '123',
});

export async function grantAdminRole(t: TestApp, u: { id: number }, role: 'ff_admin' | 'upgrade_admin' = 'upgrade_admin') {
  await selectRows(t.db, sql`insert into roles (name) values (${role}) on conflict do nothing`);
  await selectRows(
    t.db,
    sql`insert into user_roles (user_id, role_id) select ${u.id}, id from roles where name = ${role} on conflict do nothing`,
  );
}

const makeLeader = (t: TestApp, u: { id: number }) => selectRows(t.db, sql`update profiles set is_leader = true where user_id = ${u.id}`);

export type PremiumFixture = Awaited<ReturnType<typeof premiumFixture>>;

/**
 * The premium route tests' setup on one test app: an upgrade_admin, and the steps that take an
 * applicant from a new premium group to paid, each through the API.
 */
export async function premiumFixture(t: TestApp) {
  const api = (u: TestUser | null) => request(t, u?.token ?? null);
  const admin = await buildUser(t);
  await grantAdminRole(t, admin);

  /** A premium group (Tuesday 19:30, men; `settings` change some) owned by a new leader. */
  async function premiumGroup(settings: Record<string, unknown> = {}) {
    const owner = await buildUser(t);
    await makeLeader(t, owner);
    const res = await api(owner).post('/groups', {
      name: 'Tuesday Men',
      group_type: 'premium_groups',
      premium_group_settings: {
        day: 'tuesday',
        projected_start_date: '2027-02-01',
        meeting_time: '19:30',
        gender: 'male',
        for_leaders: false,
        ...settings,
      },
    });
    expect(res.statusCode).toBe(201);
    return { owner, groupId: res.json().item.id as number };
  }

  /** A new member's application, placed in the group by the admin. */
  async function applicant(groupId: number) {
    const u = await buildUser(t);
    const applied = await api(u).post('/premium-groups/applications', premiumApplicationForm({ email: u.email }));
    expect(applied.statusCode).toBe(201);
    const placed = await api(admin).post(`/admin/premium-applications/${applied.json().item.id}/place`, { group_id: groupId });
    expect(placed.statusCode).toBe(200);
    return { user: u, applicationId: applied.json().item.id as number, memberId: placed.json().item.member_id as number };
  }

  /** Applied, placed, reviewed and accepted: the pre-payment is due. */
  async function accepted(groupId: number, owner: TestUser) {
    const { user, memberId } = await applicant(groupId);
    await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/mark-review`);
    expect((await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/accept`)).statusCode).toBe(200);
    return { user, memberId };
  }

  /** Pays what is due with the dev test card, through the API; answers the confirm response. */
  async function pay(u: TestUser, memberId: number, kind: 'pre-payment' | 'subscription') {
    const intent = (await api(u).post(`/premium-groups/members/${memberId}/${kind}/setup-intent`)).json();
    expect(
      (await api(u).post(`/payments/dev/setup-intents/${intent.setup_intent_id}/confirm`, devCard(intent.client_secret))).statusCode,
    ).toBe(200);
    return api(u).post(`/premium-groups/members/${memberId}/${kind}/confirm`, { setup_intent_id: intent.setup_intent_id });
  }

  return { admin, premiumGroup, applicant, accepted, pay };
}
