import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CoachRequestStatus, CoachResourceType, SubscriptionStatus } from '@holdfast/shared/coaching';
import { users } from '../accounts/accounts.table';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

/**
 * Coaches (spec 3 section 3 "Coach"). An ff_admin invites an address (`email`; `user_id` once the
 * person has an account and accepts). Billing: the card is saved through a setup intent, then one
 * subscription per coach (`subscription_id`, its status as the provider last said it), quantity =
 * accepted clients; `trial_end` is set when the first client is invited (30 days later).
 */
export const coaches = pgTable(
  'coaches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    requestStatus: text('request_status').$type<CoachRequestStatus>().notNull().default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    meetingUrl: text('meeting_url'),
    isBillingSetupComplete: boolean('is_billing_setup_complete').notNull().default(false),
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>(),
    /** The payment provider's customer, subscription and the setup intent of the card in use. */
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    setupIntentId: text('setup_intent_id'),
    firstClientInvitedAt: timestamp('first_client_invited_at', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** The quantity last sent to the provider (the reconcile job compares it with the accepted clients). */
    billedQuantity: integer('billed_quantity').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coaches_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('coaches_user_unique').on(t.userId),
    uniqueIndex('coaches_subscription_unique').on(t.subscriptionId),
    check('coaches_status_check', sql`${t.requestStatus} in ('pending', 'accepted', 'rejected')`),
  ],
);

/**
 * A coach's clients (spec 3 "Coach user"). The coach invites an address; `user_id` is set when an
 * account holds it (at once, or when the invitee registers through the link). A client has at most
 * one accepted coach. The sharing switches are the partners' (what the coach sees of check-ins,
 * crash reports, FASTER answers and streaks); course progress, habit results and the coach chat come
 * with the link.
 */
export const coachUsers = pgTable(
  'coach_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: belongsTo('coach_id', () => coaches.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    requestStatus: text('request_status').$type<CoachRequestStatus>().notNull().default('pending'),
    checkIns: boolean('check_ins').notNull().default(true),
    crashReports: boolean('crash_reports').notNull().default(true),
    faster: boolean().notNull().default(true),
    streaks: boolean().notNull().default(true),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coach_users_email_unique').on(t.coachId, sql`lower(${t.email})`),
    uniqueIndex('coach_users_user_unique').on(t.coachId, t.userId),
    uniqueIndex('coach_users_one_accepted_coach')
      .on(t.userId)
      .where(sql`${t.requestStatus} = 'accepted'`),
    index('coach_users_coach_idx').on(t.coachId, t.requestStatus),
    index('coach_users_user_idx').on(t.userId, t.requestStatus),
    check('coach_users_status_check', sql`${t.requestStatus} in ('pending', 'accepted', 'rejected')`),
  ],
);

/** Coach resources (spec 3 "Coach resource"): a private file in platform/storage (`file_key`) or an external link. */
export const coachResources = pgTable(
  'coach_resources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: belongsTo('coach_id', () => coaches.id),
    title: text().notNull(),
    resourceType: text('resource_type').$type<CoachResourceType>().notNull(),
    externalLink: text('external_link'),
    fileKey: text('file_key'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coach_resources_coach_idx').on(t.coachId, t.id),
    check('coach_resources_type_check', sql`${t.resourceType} in ('image', 'pdf', 'document', 'external-link')`),
    check(
      'coach_resources_target_check',
      sql`(${t.resourceType} = 'external-link') = (${t.externalLink} is not null and ${t.fileKey} is null)`,
    ),
  ],
);

/** A coach's private notes about one client (erased with either account: the link row cascades). */
export const coachNotes = pgTable(
  'coach_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachUserId: belongsTo('coach_user_id', () => coachUsers.id),
    note: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coach_notes_client_idx').on(t.coachUserId, t.id)],
);

/** One habit tracker submission of a client (one a day at most: a second one replaces the day's answers). */
export const habitSubmissions = pgTable(
  'habit_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    formId: integer('form_id').notNull(),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    /** The client's UTC offset when they submitted (seconds behind UTC, as check-ins keep it): their own day. */
    offset: integer().notNull().default(0),
    /** Sum of the scored answers, their most, and the number of questions (spec 3 "habit_metric_calculation"). */
    value: integer().notNull(),
    total: integer().notNull(),
    totalQuestions: smallint('total_questions').notNull(),
    /**
     * The forgiving score at the end of this day and how many scored submissions led to it
     * (`habitStateAfter` from the previous submission's), kept so a read of many clients needs two
     * submissions each, not their history; written with the submission (`restateFrom`).
     */
    score: doublePrecision().notNull().default(0),
    scored: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('habit_submissions_day_unique').on(t.userId, t.submittedOn)],
);

export const habitAnswers = pgTable(
  'habit_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissionId: belongsTo('submission_id', () => habitSubmissions.id),
    questionId: integer('question_id').notNull(),
    answer: text(),
  },
  (t) => [uniqueIndex('habit_answers_question_unique').on(t.submissionId, t.questionId)],
);

/** Provider events already handled (webhook idempotency). */
export const coachBillingEvents = pgTable('coach_billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
