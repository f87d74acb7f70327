import { sql } from 'drizzle-orm';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';

/**
 * The area's core reads, shared by every part of coaching (relationships, reads, billing,
 * resources, habits, the chats' links): a coach's row and a client's link. Each part keeps its own
 * statements in its own repository file.
 */

export interface CoachRow {
  id: number;
  user_id: number | null;
  email: string;
  request_status: CoachRequestStatus;
  meeting_url: string | null;
  is_billing_setup_complete: boolean;
  subscription_status: SubscriptionStatus | null;
  customer_id: string | null;
  subscription_id: string | null;
  setup_intent_id: string | null;
  first_client_invited_at: string | null;
  trial_end: string | null;
  billed_quantity: number;
  accepted_at: string | null;
  created_at: string;
}

const coachColumns = sql`c.id, c.user_id, c.email, c.request_status, c.meeting_url, c.is_billing_setup_complete, c.subscription_status,
  c.customer_id, c.subscription_id, c.setup_intent_id, c.first_client_invited_at, c.trial_end, c.billed_quantity, c.accepted_at, c.created_at`;

const coachByUser = preparedRows<CoachRow>(
  'coaching_coach_by_user',
  sql`select ${coachColumns} from coaches c where c.user_id = ${sql.placeholder('user')}::int`,
);

/** The caller's coach row (any status), or null. */
export async function findCoachByUser(db: Db, userId: number): Promise<CoachRow | null> {
  return (await coachByUser(db, { user: userId }))[0] ?? null;
}

export async function findCoachById(db: Db, id: number, opts: { lock?: boolean } = {}): Promise<CoachRow | null> {
  const [row] = await selectRows<CoachRow>(
    db,
    sql`select ${coachColumns} from coaches c where c.id = ${id}${opts.lock ? sql` for update` : sql``}`,
  );
  return row ?? null;
}

export async function findCoachByEmail(db: Db, email: string): Promise<CoachRow | null> {
  const [row] = await selectRows<CoachRow>(db, sql`select ${coachColumns} from coaches c where lower(c.email) = lower(${email})`);
  return row ?? null;
}

export interface ClientLinkRow {
  id: number;
  coach_id: number;
  user_id: number | null;
  email: string;
  request_status: CoachRequestStatus;
  check_ins: boolean;
  crash_reports: boolean;
  faster: boolean;
  streaks: boolean;
  invited_at: string;
  answered_at: string | null;
}

const linkColumns = sql`cu.id, cu.coach_id, cu.user_id, cu.email, cu.request_status, cu.check_ins, cu.crash_reports, cu.faster, cu.streaks,
  cu.invited_at, cu.answered_at`;

/** One client row of a coach (404 material when it is not theirs: the caller says so). */
export async function findClientOfCoach(
  db: Db,
  coachId: number,
  coachUserId: number,
  opts: { lock?: boolean } = {},
): Promise<ClientLinkRow | null> {
  const [row] = await selectRows<ClientLinkRow>(
    db,
    sql`select ${linkColumns} from coach_users cu where cu.id = ${coachUserId} and cu.coach_id = ${coachId}${opts.lock ? sql` for update` : sql``}`,
  );
  return row ?? null;
}

export async function findClientLinkById(db: Db, coachUserId: number): Promise<ClientLinkRow | null> {
  const [row] = await selectRows<ClientLinkRow>(db, sql`select ${linkColumns} from coach_users cu where cu.id = ${coachUserId}`);
  return row ?? null;
}

const acceptedLinkOf = preparedRows<
  ClientLinkRow & { coach_user_id_of_coach: number | null; subscription_status: SubscriptionStatus | null }
>(
  'coaching_accepted_link_of_client',
  sql`select ${linkColumns}, c.user_id as coach_user_id_of_coach, c.subscription_status
      from coach_users cu join coaches c on c.id = cu.coach_id
      where cu.user_id = ${sql.placeholder('user')}::int and cu.request_status = 'accepted' and c.request_status = 'accepted'`,
);

/** The client's accepted coach link (one at most), with the coach's account id and subscription status. */
export async function findAcceptedLinkOfClient(db: Db, userId: number) {
  return (await acceptedLinkOf(db, { user: userId }))[0] ?? null;
}

export async function countAcceptedClients(db: Db, coachId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from coach_users where coach_id = ${coachId} and request_status = 'accepted' and user_id is not null`,
  );
  return Number(row?.n ?? 0);
}
