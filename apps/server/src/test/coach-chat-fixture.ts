import { sql } from 'drizzle-orm';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import { selectRow, selectRows } from '../platform/db/client';
import { buildUser, type TestUser } from './factories';
import type { TestApp } from './harness';

/**
 * Coaches and clients for the coach chats' tests, written straight into coaching's tables (the
 * invitation and billing flows are coaching's own tests): an accepted coach with billing set up and
 * a subscription in `status`, holding the coach role, and client rows of any status.
 */
export interface TestCoach {
  user: TestUser;
  coachId: number;
}
export interface TestClient {
  user: TestUser;
  coachUserId: number;
}

async function grantRole(t: TestApp, userId: number, role: string) {
  await selectRows(t.db, sql`insert into roles (name) values (${role}) on conflict do nothing`);
  await selectRows(
    t.db,
    sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role} on conflict do nothing`,
  );
}

export async function buildCoach(t: TestApp, opts: { status?: SubscriptionStatus; user?: TestUser } = {}): Promise<TestCoach> {
  const user = opts.user ?? (await buildUser(t));
  const row = await selectRow<{ id: number }>(
    t.db,
    sql`insert into coaches (user_id, email, request_status, is_billing_setup_complete, subscription_status, accepted_at)
        values (${user.id}, ${user.email}, 'accepted', true, ${opts.status ?? 'active'}, now()) returning id`,
  );
  await grantRole(t, user.id, 'coach');
  return { user, coachId: Number(row!.id) };
}

/** A client row of `coach` (accepted unless told), for a new member or `opts.user`. */
export async function buildClient(
  t: TestApp,
  coach: TestCoach,
  opts: { status?: CoachRequestStatus; user?: TestUser } = {},
): Promise<TestClient> {
  const user = opts.user ?? (await buildUser(t));
  const status = opts.status ?? 'accepted';
  const row = await selectRow<{ id: number }>(
    t.db,
    sql`insert into coach_users (coach_id, user_id, email, request_status, answered_at)
        values (${coach.coachId}, ${user.id}, ${user.email}, ${status}, ${status === 'pending' ? null : sql`now()`}) returning id`,
  );
  if (status === 'accepted') await grantRole(t, user.id, 'coach_client');
  return { user, coachUserId: Number(row!.id) };
}

export const setSubscription = (t: TestApp, coach: TestCoach, status: SubscriptionStatus) =>
  selectRows(t.db, sql`update coaches set subscription_status = ${status} where id = ${coach.coachId}`);

/** The coach removes the client: their row goes. */
export const removeClient = (t: TestApp, client: TestClient) =>
  selectRows(t.db, sql`delete from coach_users where id = ${client.coachUserId}`);
