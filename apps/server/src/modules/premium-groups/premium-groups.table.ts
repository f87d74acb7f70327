import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ApplicantGender,
  ApplicationStatus,
  LeaveChargeStatus,
  LeaveReason,
  PremiumPaymentKind,
  PremiumPaymentStatus,
} from '@holdfast/shared/premium-groups';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.table';
import { groupMembers, groups } from '../groups/groups.table';

/**
 * Premium group applications (spec 2 section 3 "Premium group application", section 5): every answer
 * in its own column. A signed-in applicant's row has `user_id`; a guest's has `guest_email` and is
 * `otp-pending` until the mailed code is confirmed (`verified_at`). Placing it in a group makes the
 * member row (`member_id`); from then the member row's premium status drives `status`.
 */
export const premiumApplications = pgTable(
  'premium_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: text().$type<ApplicationStatus>().notNull(),
    name: text().notNull(),
    gender: text().$type<ApplicantGender>().notNull(),
    isMarried: boolean('is_married').notNull(),
    inMinistry: boolean('in_ministry').notNull(),
    isInMinistryLeaderGroup: boolean('is_in_ministry_leader_group'),
    timezone: text().notNull(),
    hopeToGain: text('hope_to_gain').notNull(),
    willAddToGroup: text('will_add_to_group').notNull(),
    relationshipWithGod: text('relationship_with_god').notNull(),
    reasonNotAttendWeekly: text('reason_not_attend_weekly').notNull(),
    meetingTime: jsonb('meeting_time').$type<string[]>().notNull(),
    otherDay: text('other_day'),
    confidentialityAgreement: boolean('confidentiality_agreement').notNull(),
    dailyPracticeCommitment: boolean('daily_practice_commitment').notNull(),
    ableToUseZoom: boolean('able_to_use_zoom').notNull(),
    questionsRegardingPayment: text('questions_regarding_payment'),
    phoneNumber: text('phone_number').notNull(),
    email: text().notNull(),
    age: integer(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => groupMembers.id, { onDelete: 'set null' }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    reasonToReject: text('reason_to_reject'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admins' list by status, oldest first.
    index('premium_applications_status_idx').on(t.status, t.createdAt, t.id),
    index('premium_applications_user_idx').on(t.userId),
    index('premium_applications_member_idx').on(t.memberId),
    // One open application per person (not rejected, not on-boarding-complete): an account's, and a
    // guest address's while no account holds the row. A second submit answers the first one.
    uniqueIndex('premium_applications_open_user_unique')
      .on(t.userId)
      .where(sql`${t.userId} is not null and ${t.status} not in ('rejected', 'on-boarding-complete')`),
    uniqueIndex('premium_applications_open_guest_unique')
      .on(sql`lower(${t.guestEmail})`)
      .where(sql`${t.userId} is null and ${t.status} not in ('rejected', 'on-boarding-complete')`),
    check('premium_applications_person_check', sql`${t.userId} is not null or ${t.guestEmail} is not null`),
    check(
      'premium_applications_status_check',
      sql`${t.status} in ('otp-pending', 'group-selection-pending', 'leader-review-pending', 'pending-pre-payment', 'on-boarding-complete', 'rejected')`,
    ),
  ],
);

/**
 * Guest codes: 6 digits from a secure random source, stored as an HMAC (never the code),
 * valid 10 minutes, at most 5 wrong tries; a new code replaces the old one (only the newest counts).
 */
export const premiumApplicationOtps = pgTable(
  'premium_application_otps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: belongsTo('application_id', () => premiumApplications.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer().notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('premium_application_otps_application_idx').on(t.applicationId, t.createdAt.desc(), t.id.desc())],
);

/**
 * What a premium member paid (pre-payment: the first month; subscription: the other six), through
 * the payment provider. `transaction_id` (the provider's setup intent) pays one thing once (unique);
 * a member completes each kind once (partial unique index): replays and a racing webhook find it.
 * Rows stay when the member row goes (a member removed at the start, or who left).
 */
export const premiumPayments = pgTable(
  'premium_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').references(() => groupMembers.id, { onDelete: 'set null' }),
    groupId: belongsTo('group_id', () => groups.id),
    // Kept when the payer's account is erased, without the link to them (docs/areas/erasure.md).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<PremiumPaymentKind>().notNull(),
    status: text().$type<PremiumPaymentStatus>().notNull().default('pending'),
    amount: integer().notNull(),
    provider: text().notNull(),
    transactionId: text('transaction_id').notNull(),
    chargeId: text('charge_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('premium_payments_transaction_unique').on(t.transactionId),
    uniqueIndex('premium_payments_member_kind_completed_unique')
      .on(t.memberId, t.kind)
      .where(sql`${t.status} = 'completed'`),
    index('premium_payments_user_idx').on(t.userId, t.groupId),
    check('premium_payments_kind_check', sql`${t.kind} in ('pre-payment', 'subscription')`),
    check('premium_payments_status_check', sql`${t.status} in ('pending', 'completed', 'refunded', 'canceled')`),
  ],
);

/**
 * Leaving or being removed after the start (spec 9): 50% of the remaining payments, charged through
 * the provider interface and recorded here; an admin may waive it.
 */
export const premiumLeaveCharges = pgTable(
  'premium_leave_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: belongsTo('group_id', () => groups.id),
    // Kept when the member's account is erased, without the link to them (docs/areas/erasure.md).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text().$type<LeaveReason>().notNull(),
    amount: integer().notNull(),
    paymentsMade: integer('payments_made').notNull(),
    status: text().$type<LeaveChargeStatus>().notNull(),
    provider: text().notNull(),
    chargeId: text('charge_id'),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('premium_leave_charges_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('premium_leave_charges_status_check', sql`${t.status} in ('charged', 'failed', 'waived')`),
    check('premium_leave_charges_reason_check', sql`${t.reason} in ('left', 'removed')`),
  ],
);
