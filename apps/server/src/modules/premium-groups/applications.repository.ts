import { sql } from 'drizzle-orm';
import type { MemberPremiumStatus } from '@holdfast/shared/groups';
import { CLOSED_APPLICATION_STATUSES, type ApplicationAnswers, type ApplicationStatus } from '@holdfast/shared/premium-groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { accountEmailSql, personAccount, personNames } from '../accounts';
import { applicantSql, groupNames } from '../groups';

/**
 * Premium applications (raw SQL through selectRows), each with the group and applicant row it was
 * placed as (the groups area's fragments) and the applicant's account (the accounts area's).
 */

export interface ApplicationRow extends PersonNameColumns {
  id: number;
  user_id: number | null;
  guest_email: string | null;
  verified_at: Date | string | null;
  status: ApplicationStatus;
  name: string;
  gender: 'male' | 'female';
  is_married: boolean;
  in_ministry: boolean;
  is_in_ministry_leader_group: boolean | null;
  timezone: string;
  hope_to_gain: string;
  will_add_to_group: string;
  relationship_with_god: string;
  reason_not_attend_weekly: string;
  meeting_time: string[];
  other_day: string | null;
  confidentiality_agreement: boolean;
  daily_practice_commitment: boolean;
  able_to_use_zoom: boolean;
  questions_regarding_payment: string | null;
  phone_number: string;
  email: string;
  age: number | null;
  group_id: number | null;
  group_name: string | null;
  member_id: number | null;
  member_status: MemberPremiumStatus | null;
  reason_to_reject: string | null;
  user_email: string | null;
  /** The applicant account's address verified (a registration's application waits for it). */
  user_verified_on: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const applicationColumns = sql`a.*, ${groupNames.name('g')} as group_name, ${applicantSql.status('pm')} as member_status,
   ${personNames.columns('ap')}, ${personAccount.email('ap')} as user_email, ${personAccount.verifiedOn('ap')} as user_verified_on`;
const applicationFrom = sql`from premium_applications a
   ${groupNames.join('g', sql`a.group_id`)}
   ${applicantSql.join('pm', sql`a.member_id`)}
   ${personNames.join('ap', sql`a.user_id`)}`;
const applicationSelect = sql`${applicationColumns} ${applicationFrom}`;

export async function insertApplication(
  db: Db,
  v: { userId: number | null; guestEmail: string | null; status: ApplicationStatus; answers: ApplicationAnswers; verified?: boolean },
) {
  const a = v.answers;
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into premium_applications (user_id, guest_email, verified_at, status, name, gender, is_married, in_ministry, is_in_ministry_leader_group,
          timezone, hope_to_gain, will_add_to_group, relationship_with_god, reason_not_attend_weekly, meeting_time, other_day,
          confidentiality_agreement, daily_practice_commitment, able_to_use_zoom, questions_regarding_payment, phone_number, email, age)
        values (${v.userId}, ${v.guestEmail}, ${(v.verified ?? v.status !== 'otp-pending') ? sql`now()` : null}, ${v.status}, ${a.name}, ${a.gender}, ${a.is_married}, ${a.in_ministry},
          ${a.is_in_ministry_leader_group}, ${a.timezone}, ${a.hope_to_gain}, ${a.will_add_to_group}, ${a.relationship_with_god}, ${a.reason_not_attend_weekly},
          ${JSON.stringify(a.meeting_time)}::jsonb, ${a.other_day}, ${a.confidentiality_agreement}, ${a.daily_practice_commitment}, ${a.able_to_use_zoom},
          ${a.questions_regarding_payment}, ${a.phone_number}, ${a.email}, ${a.age})
        returning id`,
  );
  return Number(row!.id);
}

/** An open application's status test, written out as the partial unique indexes' predicates are (so the planner uses them). */
const isOpen = sql.raw(`a.status not in (${CLOSED_APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The person's open application, if any: the account's own, or (for an account) a confirmed guest
 * application of its address that no account holds yet.
 */
export async function findOpenApplicationOfUser(db: Db, userId: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select a.id from premium_applications a where a.user_id = ${userId} and ${isOpen}
        union all
        select a.id from premium_applications a where a.user_id is null and a.verified_at is not null and ${isOpen}
          and lower(a.guest_email) = lower(${accountEmailSql(userId)})
        limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** The open guest application of an address that no account holds (one at most: premium_applications_open_guest_unique). */
export async function findOpenGuestApplication(db: Db, email: string) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select a.id from premium_applications a where a.user_id is null and lower(a.guest_email) = lower(${email}) and ${isOpen}`,
  );
  return row ? Number(row.id) : null;
}

/** An unconfirmed duplicate goes (its codes with it); nothing else points at a row never placed. */
export async function deleteUnplacedApplication(db: Db, id: number) {
  await selectRows(db, sql`delete from premium_applications where id = ${id} and member_id is null`);
}

export async function findApplication(db: Db, id: number) {
  return selectRow<ApplicationRow>(db, sql`select ${applicationSelect} where a.id = ${id}`);
}

export async function lockApplication(db: Db, id: number) {
  return selectRow<ApplicationRow>(db, sql`select ${applicationSelect} where a.id = ${id} for update of a`);
}

export async function findApplicationOfMember(db: Db, memberId: number) {
  return selectRow<ApplicationRow>(db, sql`select ${applicationSelect} where a.member_id = ${memberId} order by a.id desc limit 1`);
}

export function listApplications(db: Db, q: { status: ApplicationStatus | 'all'; limit: number; offset: number }) {
  const where = q.status === 'all' ? sql`true` : sql`a.status = ${q.status}`;
  return selectRows<ApplicationRow & { total: number }>(
    db,
    sql`select ${applicationColumns}, count(*) over ()::int as total ${applicationFrom} where ${where} order by a.created_at, a.id limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countApplications(db: Db, status: ApplicationStatus | 'all') {
  const where = status === 'all' ? sql`true` : sql`status = ${status}`;
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from premium_applications where ${where}`);
  return Number(row?.n ?? 0);
}

export async function setApplicationStatus(
  db: Db,
  id: number,
  status: ApplicationStatus,
  extra: { verified?: boolean; reasonToReject?: string | null } = {},
) {
  await selectRows(
    db,
    sql`update premium_applications set status = ${status}, updated_at = now()
          ${extra.verified ? sql`, verified_at = coalesce(verified_at, now())` : sql``}
          ${extra.reasonToReject !== undefined ? sql`, reason_to_reject = ${extra.reasonToReject}` : sql``}
        where id = ${id}`,
  );
}

export async function placeApplication(db: Db, id: number, v: { groupId: number; memberId: number; placedBy: number }) {
  await selectRows(
    db,
    sql`update premium_applications set group_id = ${v.groupId}, member_id = ${v.memberId}, placed_by = ${v.placedBy}, placed_at = now(),
          status = 'leader-review-pending', updated_at = now()
        where id = ${id}`,
  );
}

/** The application becomes the account's (only while it belongs to none). */
export async function attachApplicationUser(db: Db, id: number, userId: number) {
  await selectRows(db, sql`update premium_applications set user_id = ${userId}, updated_at = now() where id = ${id} and user_id is null`);
}
