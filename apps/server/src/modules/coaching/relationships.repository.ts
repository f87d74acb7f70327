import { sql } from 'drizzle-orm';
import type { CoachRequestStatus, SubscriptionStatus } from '@holdfast/shared/coaching';
import type { Sharing } from '@holdfast/shared/accountability';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { ClientLinkRow } from './coaching.repository';

/**
 * Who becomes a coach and a client: the coaches' invitations (coaches) and the clients' rows
 * (coach_users) as invited, answered, re-invited and removed. The rows' common reads are
 * coaching.repository.ts's; people's names come from accounts (findPersonNames), never a join here.
 */

// ---------- coaches ----------

export async function insertCoach(
  db: Db,
  v: { email: string; userId: number | null; invitedBy: number; meetingUrl: string | null },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into coaches (email, user_id, invited_by, meeting_url) values (${v.email}, ${v.userId}, ${v.invitedBy}, ${v.meetingUrl})
        returning id`,
  );
  return Number(row!.id);
}

export interface AdminCoachRow {
  id: number;
  email: string;
  user_id: number | null;
  request_status: CoachRequestStatus;
  is_billing_setup_complete: boolean;
  subscription_status: SubscriptionStatus | null;
  accepted_clients: number;
  created_at: string;
  total: number;
}

const adminCoachSelect = sql`c.id, c.email, c.user_id, c.request_status, c.is_billing_setup_complete, c.subscription_status, c.created_at,
  (select count(*)::int from coach_users cu where cu.coach_id = c.id and cu.request_status = 'accepted' and cu.user_id is not null) as accepted_clients`;

/** One page of every coach, newest first, each row carrying the total. */
export function listAdminCoaches(db: Db, limit: number, offset: number) {
  return selectRows<AdminCoachRow>(
    db,
    sql`select ${adminCoachSelect}, count(*) over ()::int as total from coaches c order by c.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countCoaches(db: Db): Promise<number> {
  const row = await selectRow<{ n: number }>(db, sql`select count(*)::int as n from coaches`);
  return Number(row?.n ?? 0);
}

export function findAdminCoach(db: Db, id: number) {
  return selectRow<Omit<AdminCoachRow, 'total'>>(db, sql`select ${adminCoachSelect} from coaches c where c.id = ${id}`);
}

/** An invitation to an address that no account has claimed yet (the caller's own address, case aside). */
export function findUnclaimedCoachByEmail(db: Db, email: string) {
  return selectRow<{ id: number }>(
    db,
    sql`select id from coaches where user_id is null and lower(email) = ${email.toLowerCase()} order by id limit 1`,
  );
}

/** What the invitation mail needs of a coach row. */
export function findCoachInvitation(db: Db, id: number) {
  return selectRow<{ id: number; email: string; user_id: number | null; request_status: CoachRequestStatus; invited_by: number | null }>(
    db,
    sql`select id, email, user_id, request_status, invited_by from coaches where id = ${id}`,
  );
}

export function lockCoach(db: Db, id: number) {
  return selectRow<{ id: number; user_id: number | null; request_status: CoachRequestStatus }>(
    db,
    sql`select id, user_id, request_status from coaches where id = ${id} for update`,
  );
}

/** The invited coach accepts: the row becomes theirs. */
export async function acceptCoach(db: Db, id: number, userId: number) {
  await selectRows(
    db,
    sql`update coaches set user_id = ${userId}, request_status = 'accepted', accepted_at = now(), updated_at = now() where id = ${id}`,
  );
}

/** Registering through a coach invitation's link: the new account takes the invitation of its address. */
export async function attachCoachInvitee(db: Db, coachId: number, email: string, userId: number) {
  await selectRows(
    db,
    sql`update coaches set user_id = ${userId}, updated_at = now()
        where id = ${coachId} and user_id is null and lower(email) = ${email.toLowerCase()}
          and not exists (select 1 from coaches o where o.user_id = ${userId})`,
  );
}

/** A coach's clients' ids and statuses (CoachDetail's `users`), oldest first. */
export function listClientStatuses(db: Db, coachId: number) {
  return selectRows<{ id: number; request_status: CoachRequestStatus }>(
    db,
    sql`select id, request_status from coach_users where coach_id = ${coachId} order by id`,
  );
}

// ---------- clients ----------

/** A coach's row for this person, by account or by address (case aside); null when they have none. */
export function findClientRowForInvitee(db: Db, coachId: number, v: { userId: number | null; email: string }) {
  return selectRow<ClientLinkRow>(
    db,
    sql`select id, coach_id, user_id, email, request_status, check_ins, crash_reports, faster, streaks, invited_at, answered_at
        from coach_users
        where coach_id = ${coachId} and (lower(email) = ${v.email.toLowerCase()}${v.userId === null ? sql`` : sql` or user_id = ${v.userId}`})
        order by id limit 1 for update`,
  );
}

/** Whether this person has an accepted coach (any coach). */
export async function hasAcceptedCoach(db: Db, userId: number): Promise<boolean> {
  const row = await selectRow<{ id: number }>(
    db,
    sql`select id from coach_users where user_id = ${userId} and request_status = 'accepted' limit 1`,
  );
  return row !== null;
}

export async function insertClient(db: Db, v: { coachId: number; userId: number | null; email: string }): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into coach_users (coach_id, user_id, email) values (${v.coachId}, ${v.userId}, ${v.email}) returning id`,
  );
  return Number(row!.id);
}

/** A rejected invitation sent again: pending, the switches back to their defaults, invited now. */
export async function reinviteClient(db: Db, id: number, v: { userId: number | null; email: string }) {
  await selectRows(
    db,
    sql`update coach_users set request_status = 'pending', user_id = coalesce(${v.userId}::int, user_id), email = ${v.email},
          check_ins = true, crash_reports = true, faster = true, streaks = true,
          invited_at = now(), answered_at = null, updated_at = now()
        where id = ${id}`,
  );
}

/** The client's answer; accepting makes the row theirs and stores what they let the coach see. */
export async function answerClient(db: Db, id: number, v: { userId: number; status: 'accepted' | 'rejected'; sharing: Sharing | null }) {
  const s = v.sharing;
  await selectRows(
    db,
    sql`update coach_users set request_status = ${v.status}, user_id = ${v.userId}, answered_at = now(), updated_at = now()
          ${s ? sql`, check_ins = ${s.check_ins}, crash_reports = ${s.crash_reports}, faster = ${s.faster}, streaks = ${s.streaks}` : sql``}
        where id = ${id}`,
  );
}

export async function updateClientSharing(db: Db, id: number, s: Sharing) {
  await selectRows(
    db,
    sql`update coach_users set check_ins = ${s.check_ins}, crash_reports = ${s.crash_reports}, faster = ${s.faster}, streaks = ${s.streaks},
          updated_at = now()
        where id = ${id}`,
  );
}

/** Removes a client row (its notes go with it: coach_notes cascades). */
export async function deleteClient(db: Db, id: number) {
  await selectRows(db, sql`delete from coach_users where id = ${id}`);
}

/** Registering through a client invitation's link: the new account takes the pending row of its address. */
export async function attachClientInvitee(db: Db, coachUserId: number, email: string, userId: number) {
  await selectRows(
    db,
    sql`update coach_users cu set user_id = ${userId}, updated_at = now()
        where cu.id = ${coachUserId} and cu.user_id is null and lower(cu.email) = ${email.toLowerCase()}
          and not exists (select 1 from coach_users o where o.coach_id = cu.coach_id and o.user_id = ${userId})`,
  );
}

/** A client link with its coach's side, as the client's own page reads it. */
export interface ClientLinkView extends ClientLinkRow {
  coach_user_id_of_coach: number | null;
  coach_email: string;
  meeting_url: string | null;
  subscription_status: SubscriptionStatus | null;
}

const viewSelect = sql`cu.id, cu.coach_id, cu.user_id, cu.email, cu.request_status, cu.check_ins, cu.crash_reports, cu.faster, cu.streaks,
  cu.invited_at, cu.answered_at, c.user_id as coach_user_id_of_coach, c.email as coach_email, c.meeting_url, c.subscription_status
  from coach_users cu join coaches c on c.id = cu.coach_id`;

/** Whose a row is: the account's, or an unclaimed row of its address (case aside). */
const ownedBy = (userId: number, email: string) =>
  sql`(cu.user_id = ${userId} or (cu.user_id is null and lower(cu.email) = ${email.toLowerCase()}))`;

/** One row if it is this person's (by account, or unclaimed at their address), with its coach; locked with `lock`. */
export function findOwnClientLink(db: Db, id: number, who: { userId: number; email: string }, opts: { lock?: boolean } = {}) {
  return selectRow<ClientLinkView>(
    db,
    sql`select ${viewSelect} where cu.id = ${id} and ${ownedBy(who.userId, who.email)}${opts.lock ? sql` for update of cu` : sql``}`,
  );
}

/** The person's accepted link, else their newest pending invitation (rejected ones are not shown); null when none. */
export function findCurrentClientLink(db: Db, who: { userId: number; email: string }) {
  return selectRow<ClientLinkView>(
    db,
    sql`select ${viewSelect} where ${ownedBy(who.userId, who.email)} and cu.request_status in ('accepted', 'pending') and c.request_status = 'accepted'
        order by (cu.request_status = 'accepted') desc, cu.id desc limit 1`,
  );
}

/** The client's accepted link, locked for a change of its switches. */
export function lockAcceptedClientLink(db: Db, userId: number) {
  return selectRow<ClientLinkRow>(
    db,
    sql`select id, coach_id, user_id, email, request_status, check_ins, crash_reports, faster, streaks, invited_at, answered_at
        from coach_users where user_id = ${userId} and request_status = 'accepted' for update`,
  );
}
