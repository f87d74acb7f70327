import { sql } from 'drizzle-orm';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import { selectRows } from '../platform/db/client';
import { buildUser, type TestUser } from './factories';
import type { TestApp } from './harness';

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
