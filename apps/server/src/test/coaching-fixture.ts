import { sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '@holdfast/shared/coaching';
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
