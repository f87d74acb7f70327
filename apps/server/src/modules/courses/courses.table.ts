import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PanelForm } from '@holdfast/shared/courses';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.table';

/** Catalogue rows carry a stable `slug` so the seed can upsert them on every start. */
export const courses = pgTable('courses', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  courseType: text('course_type').notNull(),
  paidType: text('paid_type').notNull(),
  summary: text(),
  completionContent: text('completion_content'),
  expectationContent: text('expectation_content'),
  formatType: text('format_type'),
  duration: text(),
  position: integer().notNull().default(0),
  /** Members see published courses only (an assigned course stays theirs); the seed's are published. */
  published: boolean().notNull().default(true),
  /** Set by the console's edits: the seed no longer overwrites the row (courses.seed.ts). */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const coursePaymentInfo = pgTable(
  'course_payment_info',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: belongsTo('course_id', () => courses.id),
    amount: integer().notNull(),
    stripePaymentType: text('stripe_payment_type').notNull(),
    applePayProductId: text('apple_pay_product_id'),
    googlePlayProductId: text('google_play_product_id'),
  },
  (t) => [
    uniqueIndex('course_payment_info_course_type_unique').on(t.courseId, t.stripePaymentType),
    check('course_payment_info_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    courseId: belongsTo('course_id', () => courses.id),
    name: text().notNull(),
    position: integer().notNull(),
    audience: text().notNull().default('everyone'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.position)],
);

export const lessonItems = pgTable(
  'lesson_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    lessonId: belongsTo('lesson_id', () => lessons.id),
    parentItemId: integer('parent_item_id'),
    position: integer().notNull(),
    name: text().notNull(),
    weekNumber: integer('week_number'),
    itemType: text('item_type').notNull(),
    fileKey: text('file_key'),
    videoBeforeText: text('video_before_text'),
    videoAfterText: text('video_after_text'),
    reflectionQuestion: text('reflection_question'),
    challengeDescription: text('challenge_description'),
    resourceUrl: text('resource_url'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('lesson_items_lesson_idx').on(t.lessonId, t.position)],
);

export interface PanelResource {
  id: number;
  name: string;
  resource_type: 'external-link' | 'file';
  external_link: string | null;
  file_url: string | null;
}

export const itemPanels = pgTable(
  'item_panels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    lessonItemId: belongsTo('lesson_item_id', () => lessonItems.id),
    position: integer().notNull(),
    name: text().notNull(),
    panelType: text('panel_type').notNull(),
    informationContent: text('information_content'),
    form: jsonb().$type<PanelForm>(),
    resources: jsonb().$type<PanelResource[]>().notNull().default([]),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('item_panels_item_idx').on(t.lessonItemId)],
);

/** Seeded lessons, items and panels an admin deleted: the seed does not bring them back on the next start. */
export const courseSeedRemovals = pgTable('course_seed_removals', {
  slug: text().primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userCourses = pgTable(
  'user_courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    assignedOn: timestamp('assigned_on', { withTimezone: true }).notNull().defaultNow(),
    completedOn: timestamp('completed_on', { withTimezone: true }),
    progressStatus: text('progress_status').notNull().default('not-started'),
    order: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('user_courses_user_course_unique').on(t.userId, t.courseId)],
);

export const lessonItemProgress = pgTable(
  'lesson_item_progress',
  {
    userCourseId: belongsTo('user_course_id', () => userCourses.id),
    lessonItemId: belongsTo('lesson_item_id', () => lessonItems.id),
    progressStatus: text('progress_status').notNull(),
    completedOn: timestamp('completed_on', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userCourseId, t.lessonItemId] })],
);

export const panelAnswers = pgTable(
  'panel_answers',
  {
    userCourseId: belongsTo('user_course_id', () => userCourses.id),
    panelId: belongsTo('panel_id', () => itemPanels.id),
    lessonItemId: belongsTo('lesson_item_id', () => lessonItems.id),
    answers: jsonb().$type<{ question_id: number; answer: string | null }[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userCourseId, t.panelId] })],
);

/**
 * What a setup intent and a payment both record: who, which course and price, how, which coupon.
 * A payment keeps its price row (restrict); an intent goes with it (cascade).
 */
const purchaseColumns = (priceOnDelete: 'cascade' | 'restrict') => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: belongsTo('user_id', () => users.id),
  courseId: belongsTo('course_id', () => courses.id),
  paymentInfoId: integer('payment_info_id')
    .notNull()
    .references(() => coursePaymentInfo.id, { onDelete: priceOnDelete }),
  paymentMediumType: text('payment_medium_type').notNull(),
  couponCode: text('coupon_code'),
});

/**
 * Setup intents handed out for a course price, so a second tab asking for the same course, price and
 * coupon gets the one still open instead of a second (two intents would be two charges).
 */
export const courseSetupIntents = pgTable(
  'course_setup_intents',
  {
    ...purchaseColumns('cascade'),
    intentId: text('intent_id').notNull(),
    /** The provider's customer the intent belongs to (Stripe's `cus_…`; null for the dev provider): erasure deletes it there. */
    customerId: text('customer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_setup_intents_intent_unique').on(t.paymentMediumType, t.intentId),
    index('course_setup_intents_user_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * Confirmed payments. One transaction id of a provider marks at most one course for one user: the unique
 * index is what refuses a replayed confirmation, even when two requests race.
 */
export const coursePayments = pgTable(
  'course_payments',
  {
    ...purchaseColumns('restrict'),
    // Kept when the payer's account is erased, without the link to them (docs/areas/erasure.md).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id').notNull(),
    amount: integer().notNull(),
    paymentStatus: text('payment_status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_payments_transaction_unique').on(t.paymentMediumType, t.transactionId),
    index('course_payments_user_course_idx').on(t.userId, t.courseId),
  ],
);

/** Stripe webhook events already handled (idempotency). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scholarships = pgTable(
  'scholarships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    schoolEnrolled: text('school_enrolled').notNull(),
    schoolEmail: text('school_email').notNull(),
    scholarshipReason: text('scholarship_reason').notNull(),
    status: text().notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One pending request per user and course; a reviewed one may be followed by another.
  (t) => [
    uniqueIndex('scholarships_pending_unique')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const videoEvents = pgTable(
  'video_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    lessonItemId: belongsTo('lesson_item_id', () => lessonItems.id),
    event: text().notNull(),
    lessonTitle: text('lesson_title'),
    itemTitle: text('item_title'),
    currentTime: real('current_time').notNull(),
    targetTime: real('target_time'),
    createdAt: createdAt(),
  },
  (t) => [index('video_events_item_idx').on(t.lessonItemId, t.createdAt)],
);
