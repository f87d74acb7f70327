import { sql } from 'drizzle-orm';
import type { MemberPremiumStatus, PremiumGroupSettings, PremiumGroupStatus } from '@holdfast/shared/groups';
import {
  CLOSED_APPLICATION_STATUSES,
  type ApplicationAnswers,
  type ApplicationStatus,
  type LeaveChargeStatus,
  type LeaveReason,
  type PremiumPaymentKind,
  type PremiumPaymentStatus,
} from '@holdfast/shared/premium-groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { memberRowReads, type MemberRowColumns } from '../groups';

/** Queries of the premium groups area (raw SQL through selectRows). */

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

const applicationColumns = `a.*, g.name as group_name, gm.premium_group_status as member_status, u.username, u.email as user_email, u.verified_on as user_verified_on,
   p.display_name, p.first_name, p.last_name, p.profile_icon`;
const applicationFrom = `from premium_applications a
   left join groups g on g.id = a.group_id
   left join group_members gm on gm.id = a.member_id
   left join users u on u.id = a.user_id
   left join profiles p on p.user_id = a.user_id`;
const applicationSelect = sql.raw(`${applicationColumns} ${applicationFrom}`);

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
          and lower(a.guest_email) = (select lower(email) from users where id = ${userId})
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

/**
 * A seat the person holds in another premium group that has not completed: an applicant row not
 * rejected, by account or by the address it was placed under. Null when none.
 */
export async function findSeatElsewhere(db: Db, v: { groupId: number; userId: number | null; email: string | null }) {
  const [row] = await selectRows<{ group_id: number }>(
    db,
    sql`select gm.group_id from group_members gm join groups g on g.id = gm.group_id
        where g.group_type = 'premium_groups' and g.premium_group_status <> 'completed' and gm.group_id <> ${v.groupId}
          and gm.premium_group_status is not null and gm.premium_group_status <> 'rejected'
          and (gm.user_id = ${v.userId}
               or (${v.email}::text is not null and (lower(gm.invite_email) = lower(${v.email})
                   or gm.user_id = (select id from users where lower(email) = lower(${v.email})))))
        limit 1`,
  );
  return row ? Number(row.group_id) : null;
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
    sql`select ${sql.raw(applicationColumns)}, count(*) over ()::int as total ${sql.raw(applicationFrom)} where ${where} order by a.created_at, a.id limit ${q.limit} offset ${q.offset}`,
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

// ---------- OTP ----------

export interface OtpRow {
  id: number;
  application_id: number;
  code_hash: string;
  expires_at: Date | string;
  tries: number;
  used_at: Date | string | null;
}

export async function insertOtp(db: Db, v: { applicationId: number; codeHash: string; expiresAt: Date }) {
  // Only the newest code counts: older unused ones stop working.
  await selectRows(
    db,
    sql`update premium_application_otps set used_at = now() where application_id = ${v.applicationId} and used_at is null`,
  );
  await selectRows(
    db,
    sql`insert into premium_application_otps (application_id, code_hash, expires_at) values (${v.applicationId}, ${v.codeHash}, ${v.expiresAt.toISOString()}::timestamptz)`,
  );
}

export async function lockLatestOtp(db: Db, applicationId: number) {
  return selectRow<OtpRow>(
    db,
    sql`select * from premium_application_otps where application_id = ${applicationId} order by created_at desc, id desc limit 1 for update`,
  );
}

export async function addOtpTry(db: Db, otpId: number) {
  await selectRows(db, sql`update premium_application_otps set tries = tries + 1 where id = ${otpId}`);
}

export async function useOtp(db: Db, otpId: number) {
  await selectRows(db, sql`update premium_application_otps set used_at = now() where id = ${otpId}`);
}

// ---------- groups and members ----------

export interface PremiumGroupRow extends PersonNameColumns {
  id: number;
  name: string;
  owner_id: number;
  owner_email: string;
  premium_group_settings: PremiumGroupSettings;
  premium_group_status: PremiumGroupStatus;
  seats_taken: number;
}

const premiumGroupSelect = sql.raw(
  `g.id, g.name, g.owner_id, g.premium_group_settings, g.premium_group_status, u.username, u.email as owner_email,
   p.display_name, p.first_name, p.last_name, p.profile_icon,
   (select count(*)::int from group_members x where x.group_id = g.id and x.premium_group_status is not null and x.premium_group_status <> 'rejected') as seats_taken
   from groups g join users u on u.id = g.owner_id left join profiles p on p.user_id = g.owner_id`,
);

/** Premium groups not yet started (the candidates of the matching). */
export function listOpenPremiumGroups(db: Db) {
  return selectRows<PremiumGroupRow>(
    db,
    sql`select ${premiumGroupSelect} where g.group_type = 'premium_groups' and g.premium_group_status in ('pending', 'launch-pending') order by g.id`,
  );
}

export async function findPremiumGroup(db: Db, groupId: number) {
  return selectRow<PremiumGroupRow & { group_type: string }>(db, sql`select g.group_type, ${premiumGroupSelect} where g.id = ${groupId}`);
}

/** The group row locked (start, completion and placement change it or its seats). */
export async function lockGroup(db: Db, groupId: number) {
  return selectRow<{ id: number; name: string; group_type: string; premium_group_status: PremiumGroupStatus | null }>(
    db,
    sql`select id, name, group_type, premium_group_status from groups where id = ${groupId} for update`,
  );
}

export async function setGroupStatus(db: Db, groupId: number, status: PremiumGroupStatus) {
  await selectRows(db, sql`update groups set premium_group_status = ${status}, updated_at = now() where id = ${groupId}`);
}

export interface ApplicantMemberRow extends MemberRowColumns {
  premium_group_status: MemberPremiumStatus | null;
  premium_group_application_id: number | null;
  email: string | null;
}

const memberSelect = sql.raw(
  `gm.id, gm.group_id, gm.user_id, gm.invite_email, gm.role_type, gm.request_status, gm.premium_group_status, gm.premium_group_application_id,
   coalesce(u.email, gm.invite_email) as email
   from group_members gm left join users u on u.id = gm.user_id`,
);

const members = memberRowReads<ApplicantMemberRow>(memberSelect);

export const findMemberRow = members.find;

export const lockMemberRow = members.lock;

/** The caller's own row in a group (any status). */
export const findMyRow = members.findOf;

/** A group's applicant rows (premium status set), locked in id order. */
export const lockApplicantsOf = (db: Db, groupId: number) => members.lockAllOf(db, groupId, sql`and gm.premium_group_status is not null`);

export async function insertApplicantMember(
  db: Db,
  v: { groupId: number; userId: number | null; inviteEmail: string | null; applicationId: number; invitedBy: number },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into group_members (group_id, user_id, invite_email, role_type, request_status, premium_group_status, premium_group_application_id, invited_by)
        values (${v.groupId}, ${v.userId}, ${v.inviteEmail}, 'member', 'pending', 'applied', ${v.applicationId}, ${v.invitedBy})
        returning id`,
  );
  return Number(row!.id);
}

/** A member's premium status; pre-paid members become accepted members of the group, rejected ones rejected. */
export async function setMemberPremiumStatus(db: Db, memberId: number, status: MemberPremiumStatus) {
  const request =
    status === 'pre-payment-completed' || status === 'subscription-created'
      ? sql`'accepted'`
      : status === 'rejected'
        ? sql`'rejected'`
        : sql`request_status`;
  const accepted = status === 'pre-payment-completed' ? sql`coalesce(accepted_at, now())` : sql`accepted_at`;
  await selectRows(
    db,
    sql`update group_members set premium_group_status = ${status}, request_status = ${request}, accepted_at = ${accepted},
          answered_at = case when ${status} in ('pre-payment-completed', 'rejected') then now() else answered_at end, updated_at = now()
        where id = ${memberId}`,
  );
}

export async function deleteMembers(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return;
  await selectRows(db, sql`delete from group_members where id = any(${`{${memberIds.map((n) => Math.trunc(n)).join(',')}}`}::int[])`);
}

/** The group's accepted owner and co-leaders (who hear of a new applicant). */
export function listLeaders(db: Db, groupId: number) {
  return selectRows<{ user_id: number }>(
    db,
    sql`select user_id from group_members where group_id = ${groupId} and request_status = 'accepted' and role_type in ('owner', 'group-leader') and user_id is not null`,
  );
}

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from users where lower(email) = lower(${email})`);
  return row ? Number(row.id) : null;
}

// ---------- payments ----------

export interface PaymentRow {
  id: number;
  member_id: number | null;
  group_id: number;
  user_id: number;
  kind: PremiumPaymentKind;
  status: PremiumPaymentStatus;
  amount: number;
  provider: string;
  transaction_id: string;
  charge_id: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

export function listPaymentsOfMember(db: Db, memberId: number) {
  return selectRows<PaymentRow>(db, sql`select * from premium_payments where member_id = ${memberId} order by created_at, id`);
}

export async function findPaymentByTransaction(db: Db, transactionId: string) {
  return selectRow<PaymentRow>(db, sql`select * from premium_payments where transaction_id = ${transactionId}`);
}

export async function lockPaymentByTransaction(db: Db, transactionId: string) {
  return selectRow<PaymentRow>(db, sql`select * from premium_payments where transaction_id = ${transactionId} for update`);
}

export async function insertPayment(
  db: Db,
  v: {
    memberId: number;
    groupId: number;
    userId: number;
    kind: PremiumPaymentKind;
    amount: number;
    provider: string;
    transactionId: string;
  },
) {
  await selectRows(
    db,
    sql`insert into premium_payments (member_id, group_id, user_id, kind, amount, provider, transaction_id)
        values (${v.memberId}, ${v.groupId}, ${v.userId}, ${v.kind}, ${v.amount}, ${v.provider}, ${v.transactionId})`,
  );
}

export async function completePayment(db: Db, id: number, chargeId: string) {
  await selectRows(
    db,
    sql`update premium_payments set status = 'completed', charge_id = ${chargeId}, completed_at = now() where id = ${id}`,
  );
}

export async function attachApplicationUser(db: Db, id: number, userId: number) {
  await selectRows(db, sql`update premium_applications set user_id = ${userId}, updated_at = now() where id = ${id} and user_id is null`);
}

export async function setPaymentStatus(db: Db, id: number, status: PremiumPaymentStatus) {
  await selectRows(db, sql`update premium_payments set status = ${status} where id = ${id}`);
}

// ---------- leave charges ----------

export interface LeaveChargeRow extends PersonNameColumns {
  id: number;
  group_name: string;
  email: string;
  group_id: number;
  user_id: number;
  reason: LeaveReason;
  amount: number;
  payments_made: number;
  status: LeaveChargeStatus;
  provider: string;
  charge_id: string | null;
  waived_by: number | null;
  waived_at: Date | string | null;
  created_at: Date | string;
}

/** A person leaves a started premium group once (it takes no one back): one charge per group and person. */
export async function findLeaveChargeOf(db: Db, groupId: number, userId: number) {
  return selectRow<{ id: number }>(db, sql`select id from premium_leave_charges where group_id = ${groupId} and user_id = ${userId}`);
}

export async function insertLeaveCharge(
  db: Db,
  v: {
    groupId: number;
    userId: number;
    reason: LeaveReason;
    amount: number;
    paymentsMade: number;
    status: LeaveChargeStatus;
    provider: string;
    chargeId: string | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into premium_leave_charges (group_id, user_id, reason, amount, payments_made, status, provider, charge_id)
        values (${v.groupId}, ${v.userId}, ${v.reason}, ${v.amount}, ${v.paymentsMade}, ${v.status}, ${v.provider}, ${v.chargeId})
        returning id`,
  );
  return Number(row!.id);
}

/** A leave charge with its group's name and the person's name columns (the admins' list shows both). */
const leaveChargeColumns = sql.raw(
  `c.*, g.name as group_name, u.username, u.email, p.display_name, p.first_name, p.last_name, p.profile_icon`,
);
const leaveChargeFrom = sql.raw(
  `from premium_leave_charges c join groups g on g.id = c.group_id join users u on u.id = c.user_id
   left join profiles p on p.user_id = c.user_id`,
);

export function listLeaveCharges(db: Db, q: { limit: number; offset: number }) {
  return selectRows<LeaveChargeRow & { total: number }>(
    db,
    sql`select ${leaveChargeColumns}, count(*) over ()::int as total ${leaveChargeFrom} order by c.created_at desc, c.id desc limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countLeaveCharges(db: Db) {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from premium_leave_charges`);
  return Number(row?.n ?? 0);
}

export async function findLeaveCharge(db: Db, id: number) {
  return selectRow<LeaveChargeRow>(db, sql`select ${leaveChargeColumns} ${leaveChargeFrom} where c.id = ${id}`);
}

/** Waived once: only a charged or failed row changes (a second waiver finds none). */
export async function waiveLeaveCharge(db: Db, id: number, by: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update premium_leave_charges set status = 'waived', waived_by = ${by}, waived_at = now()
        where id = ${id} and status in ('charged', 'failed') returning id`,
  );
  return rows.length > 0;
}
