import { sql } from 'drizzle-orm';
import type { Sharing } from '@holdfast/shared/accountability';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import { selectRows } from '../platform/db/client';
import { buildUser, type TestUser } from './factories';
import type { TestApp } from './harness';

/**
 * Coaches and clients for the tests of what a coach reads (reads, notes, the habit tracker), made
 * straight in the tables: the invitation, billing and acceptance flows are other tests' subject.
 * A coach is accepted, holds the 'coach' role, has billing complete and an 'active' subscription
 * unless told otherwise; a client row is accepted and shares everything unless told otherwise.
 */
export type FixtureCoach = TestUser & { coachId: number };
export type FixtureClient = TestUser & { coachUserId: number };

export function coachReadsFixture(t: TestApp) {
  async function grantRole(userId: number, role: 'coach' | 'coach_client') {
    await selectRows(t.db, sql`insert into roles (name) values (${role}) on conflict do nothing`);
    await selectRows(
      t.db,
      sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role} on conflict do nothing`,
    );
  }

  /** A coach with an account (accepted, billing complete, subscription active unless told). */
  async function coach(opts: { subscription?: SubscriptionStatus | null; billing?: boolean; status?: CoachRequestStatus } = {}) {
    const u = await buildUser(t);
    await grantRole(u.id, 'coach');
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into coaches (user_id, email, request_status, is_billing_setup_complete, subscription_status, accepted_at)
          values (${u.id}, ${u.email}, ${opts.status ?? 'accepted'}, ${opts.billing ?? true},
                  ${opts.subscription === undefined ? 'active' : opts.subscription}, now())
          returning id`,
    );
    return { ...u, coachId: Number(row!.id) } satisfies FixtureCoach;
  }

  /** A client row of `c`: a new member (or `user`), accepted and sharing everything unless told. */
  async function client(
    c: FixtureCoach,
    opts: { status?: CoachRequestStatus; sharing?: Partial<Sharing>; user?: TestUser } = {},
  ): Promise<FixtureClient> {
    const u = opts.user ?? (await buildUser(t));
    const s = { check_ins: true, crash_reports: true, faster: true, streaks: true, ...opts.sharing };
    const status = opts.status ?? 'accepted';
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into coach_users (coach_id, user_id, email, request_status, check_ins, crash_reports, faster, streaks, answered_at)
          values (${c.coachId}, ${u.id}, ${u.email}, ${status}, ${s.check_ins}, ${s.crash_reports}, ${s.faster}, ${s.streaks},
                  ${status === 'pending' ? null : sql`now()`})
          returning id`,
    );
    if (status === 'accepted') await grantRole(u.id, 'coach_client');
    return { ...u, coachUserId: Number(row!.id) };
  }

  /** An invitation of `c` to an address with no account yet. */
  async function invitee(c: FixtureCoach, email: string) {
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into coach_users (coach_id, email) values (${c.coachId}, ${email}) returning id`,
    );
    return Number(row!.id);
  }

  /** The coach's subscription as the provider last said it. */
  async function setSubscription(c: FixtureCoach, status: SubscriptionStatus | null) {
    await selectRows(t.db, sql`update coaches set subscription_status = ${status} where id = ${c.coachId}`);
  }

  /** The client's switches of what the coach sees. */
  async function setSharing(client: FixtureClient, sharing: Partial<Sharing>) {
    const s = { check_ins: null, crash_reports: null, faster: null, streaks: null, ...sharing };
    await selectRows(
      t.db,
      sql`update coach_users set check_ins = coalesce(${s.check_ins}, check_ins), crash_reports = coalesce(${s.crash_reports}, crash_reports),
          faster = coalesce(${s.faster}, faster), streaks = coalesce(${s.streaks}, streaks) where id = ${client.coachUserId}`,
    );
  }

  return { coach, client, invitee, setSubscription, setSharing };
}
