import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { dynamicForms } from '../reference/reference.table';

export const emotions = pgTable('emotions', {
  id: integer().primaryKey(),
  displayName: text('display_name').notNull(),
  mood: numeric({ mode: 'number' }).notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The order the check-in offers them in (admins order them; then by id). */
  position: integer().notNull().default(0),
});

export const fasterCategories = pgTable('faster_categories', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  displayName: text('display_name').notNull(),
  colorCode: text('color_code').notNull(),
  orderNumber: integer('order_number').notNull(),
  score: numeric({ mode: 'number' }).notNull(),
});

export const fasterEmotions = pgTable('faster_emotions', {
  id: integer().primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => fasterCategories.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  position: integer().notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const checkins = pgTable(
  'checkins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkinOn: timestamp('checkin_on', { withTimezone: true }).notNull(),
    /** The user's calendar day of the check-in, fixed from `offset` when it was made. */
    checkinDate: date('checkin_date').notNull(),
    offset: integer().notNull(),
    feelingZone: text('feeling_zone').$type<'recovery' | 'danger' | 'relapse'>().notNull(),
    feelingNotes: text('feeling_notes').notNull(),
    questions: jsonb().$type<{ question_id: number; answer: string | null }[]>(),
    /** The device's key for this submit (submitCheckInInputSchema's client_key), when it sent one. */
    clientKey: uuid('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once a day per user, enforced by the database (concurrent submits cannot both land).
    uniqueIndex('checkins_user_day_unique').on(t.userId, t.checkinDate),
    // A replayed submit (same key) never makes a second check-in, on any day.
    uniqueIndex('checkins_user_client_key_unique').on(t.userId, t.clientKey),
    index('checkins_user_relapse_idx')
      .on(t.userId, t.checkinDate)
      .where(sql`${t.feelingZone} = 'relapse'`),
    check('checkins_zone_check', sql`${t.feelingZone} in ('recovery', 'danger', 'relapse')`),
  ],
);

export const checkinEmotions = pgTable(
  'checkin_emotions',
  {
    checkinId: integer('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    emotionId: integer('emotion_id')
      .notNull()
      .references(() => emotions.id),
    position: smallint().notNull(),
    // Copied from the check-in (same transaction) so analytics read one indexed range per user.
    userId: integer('user_id').notNull(),
    checkinDate: date('checkin_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkinId, t.emotionId] }), index('checkin_emotions_user_day_idx').on(t.userId, t.checkinDate)],
);

export const checkinFasterAnswers = pgTable(
  'checkin_faster_answers',
  {
    checkinId: integer('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    fastEmotionId: integer('fast_emotion_id')
      .notNull()
      .references(() => fasterEmotions.id),
    priority: smallint().notNull(),
    userId: integer('user_id').notNull(),
    checkinDate: date('checkin_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkinId, t.fastEmotionId] }),
    check('faster_priority_check', sql`${t.priority} in (1, 2)`),
    index('checkin_faster_answers_user_day_idx').on(t.userId, t.checkinDate),
  ],
);

export const purityStreakOverrides = pgTable('purity_streak_overrides', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  overrideDate: date('override_date').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last `offset` a member sent (a check-in, its edit, a crash report, a weekly answer, the
 * dashboard): the calls the spec's client makes without one read the member's calendar day from it
 * (docs/areas/check-ins.md, "Calendar days"). One row per member, changed only when the offset changes.
 */
export const memberOffsets = pgTable('member_offsets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offset: integer().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weeklySubmissions = pgTable(
  'weekly_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'weekly' | 'commitment'>().notNull(),
    answers: jsonb().$type<{ question_id: number; answer: string | null }[]>().notNull(),
    submittedOn: timestamp('submitted_on', { withTimezone: true }).notNull().defaultNow(),
    submittedDate: date('submitted_date').notNull(),
  },
  (t) => [index('weekly_submissions_user_kind_idx').on(t.userId, t.kind, t.submittedOn.desc())],
);

export const systemTriggers = pgTable('system_triggers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  actionName: text('action_name').notNull(),
  icon: text().notNull(),
  iconType: text('icon_type').$type<'ionic' | 'custom'>().notNull().default('ionic'),
  color: text().notNull(),
  formId: integer('form_id')
    .notNull()
    .references(() => dynamicForms.id),
  isMultiMenu: boolean('is_multi_menu').notNull().default(false),
  multiMenus: jsonb('multi_menus').$type<{ name: string; link: string | null }[]>().notNull().default([]),
  showDetailsInMessaging: boolean('show_details_in_messaging').notNull().default(false),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const triggerAnswers = pgTable(
  'trigger_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systemTriggerId: integer('system_trigger_id')
      .notNull()
      .references(() => systemTriggers.id),
    reportedOn: timestamp('reported_on', { withTimezone: true }).notNull().defaultNow(),
    reportedDate: date('reported_date').notNull(),
    offset: integer().notNull(),
    answers: jsonb().$type<{ question_id: number; answer: string | null }[]>().notNull(),
  },
  (t) => [index('trigger_answers_user_date_idx').on(t.userId, t.reportedDate)],
);

/**
 * A member's auto-expiry choice (issue 38): the details of their crash reports and the notes of
 * their check-ins are erased once older than `after_days` (30, 90 or 365). No row: never. Kept
 * here because the data it erases is this area's; the privacy centre changes it through
 * `checkInExpiry` of index.ts.
 */
export const checkInExpiry = pgTable(
  'check_in_expiry',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    afterDays: smallint('after_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('check_in_expiry_days_check', sql`${t.afterDays} in (30, 90, 365)`)],
);
