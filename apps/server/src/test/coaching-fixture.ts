import { sql } from 'drizzle-orm';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import { selectRows } from '../platform/db/client';
import { buildUser, type TestUser } from './factories';
import { request, type TestApp } from './harness';
import { grantAdminRole } from './premium-fixture';

/**
 * Coaches and clients made through the API, as an admin, a coach and a client would: the admin
 * invites, the coach accepts; billing (another part of coaching) is stood in for by setting the
 * coach row's billing columns directly.
 */

const admins = new WeakMap<TestApp, Promise<TestUser>>();

/** One ff_admin per test app. */
export function coachingAdmin(t: TestApp): Promise<TestUser> {
  let admin = admins.get(t);
  if (!admin) {
    admin = buildUser(t).then(async (u) => {
      await grantAdminRole(t, u, 'ff_admin');
      return u;
    });
    admins.set(t, admin);
  }
  return admin;
}

/** The coach row's billing as billing would leave it: set up and with a subscription in `status`. */
export async function setCoachBilling(t: TestApp, coachId: number, status: SubscriptionStatus | null = 'trialing', complete = true) {
  await selectRows(
    t.db,
    sql`update coaches set is_billing_setup_complete = ${complete}, subscription_status = ${status} where id = ${coachId}`,
  );
}

/**
 * An accepted coach (a new user unless `user` is given); `billing` false leaves billing unset,
 * else the subscription is in `status` (trialing: the centre is open). Answers the user and the coach row's id.
 */
export async function buildCoach(
  t: TestApp,
  opts: { user?: TestUser; billing?: boolean; status?: SubscriptionStatus; meetingUrl?: string } = {},
): Promise<TestUser & { coachId: number }> {
  const admin = await coachingAdmin(t);
  const coach = opts.user ?? (await buildUser(t));
  const invited = await request(t, admin.token).post('/admin/coaches', {
    email: coach.email,
    ...(opts.meetingUrl ? { meeting_url: opts.meetingUrl } : {}),
  });
  if (invited.statusCode !== 201) throw new Error(`invite coach failed: ${invited.statusCode} ${invited.body}`);
  const coachId = invited.json().item.id as number;
  const accepted = await request(t, coach.token).patch('/coach/invitation/accept');
  if (accepted.statusCode !== 200) throw new Error(`accept coach failed: ${accepted.statusCode} ${accepted.body}`);
  if (opts.billing !== false) await setCoachBilling(t, coachId, opts.status ?? 'trialing');
  return { ...coach, coachId };
}

/**
 * `client` invited by `coach` and (unless `accept` is false) accepted with `sharing` (each switch
 * on unless named). Answers the client row's id.
 */
export async function buildCoachClient(
  t: TestApp,
  coach: TestUser,
  client: TestUser,
  opts: { accept?: boolean; sharing?: Partial<Record<'check_ins' | 'crash_reports' | 'faster' | 'streaks', boolean>> } = {},
): Promise<number> {
  const invited = await request(t, coach.token).post('/coach/users', { email: client.email });
  if (invited.statusCode !== 201) throw new Error(`invite client failed: ${invited.statusCode} ${invited.body}`);
  const coachUserId = invited.json().item.id as number;
  if (opts.accept === false) return coachUserId;
  const answered = await request(t, client.token).post('/coach/client/invitation/accept', {
    coach_user_id: coachUserId,
    status: 'accepted',
    ...(opts.sharing ? { sharing: opts.sharing } : {}),
  });
  if (answered.statusCode !== 200) throw new Error(`accept client failed: ${answered.statusCode} ${answered.body}`);
  return coachUserId;
}

/**
 * Coaches and clients for the coaching route tests, written as rows (coaches, coach_users and the
 * roles), so a test of one part does not go through another part's invitation and billing flows.
 * By default a coach is accepted, with billing set up and an active subscription (the centre is
 * open), and a client is accepted.
 */

export interface FixtureCoach {
  user: TestUser;
  coachId: number;
}
export interface FixtureClient {
  user: TestUser;
  coachUserId: number;
}

const grantRole = async (t: TestApp, userId: number, role: 'coach' | 'coach_client') => {
  await selectRows(t.db, sql`insert into roles (name) values (${role}) on conflict do nothing`);
  await selectRows(
    t.db,
    sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role} on conflict do nothing`,
  );
};

export async function coachingFixture(t: TestApp) {
  /** A new member made a coach: accepted, billing complete, subscription `active` unless told. */
  async function coach(
    opts: { subscription?: SubscriptionStatus | null; billingComplete?: boolean; status?: CoachRequestStatus } = {},
  ): Promise<FixtureCoach> {
    const user = await buildUser(t);
    const status = opts.status ?? 'accepted';
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into coaches (user_id, email, request_status, is_billing_setup_complete, subscription_status, accepted_at)
          values (${user.id}, ${user.email}, ${status}, ${opts.billingComplete ?? true},
                  ${opts.subscription === undefined ? 'active' : opts.subscription}, ${status === 'accepted' ? sql`now()` : null})
          returning id`,
    );
    if (status === 'accepted') await grantRole(t, user.id, 'coach');
    return { user, coachId: Number(row!.id) };
  }

  /** A new member (or `user`) as the coach's client: accepted unless told. */
  async function client(of: FixtureCoach, opts: { status?: CoachRequestStatus; user?: TestUser } = {}): Promise<FixtureClient> {
    const user = opts.user ?? (await buildUser(t));
    const status = opts.status ?? 'accepted';
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into coach_users (coach_id, user_id, email, request_status, answered_at)
          values (${of.coachId}, ${user.id}, ${user.email}, ${status}, ${status === 'pending' ? null : sql`now()`})
          returning id`,
    );
    if (status === 'accepted') await grantRole(t, user.id, 'coach_client');
    return { user, coachUserId: Number(row!.id) };
  }

  /** The coach removes the client (their link row goes, as DELETE coach/users/{id} does). */
  async function removeClient(link: FixtureClient) {
    await selectRows(t.db, sql`delete from coach_users where id = ${link.coachUserId}`);
  }

  /** The subscription's status as the provider last said it (past_due closes the centre). */
  async function setSubscription(of: FixtureCoach, status: SubscriptionStatus | null) {
    await selectRows(t.db, sql`update coaches set subscription_status = ${status} where id = ${of.coachId}`);
  }

  return { coach, client, removeClient, setSubscription };
}
export type CoachingFixture = Awaited<ReturnType<typeof coachingFixture>>;
