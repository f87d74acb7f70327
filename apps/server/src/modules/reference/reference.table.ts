import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../platform/db/columns';

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  code: text().notNull().unique(),
});

export const timezones = pgTable('timezones', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

export const communityTags = pgTable('community_tags', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  status: text().notNull().default('active'),
});

export const systemConfigs = pgTable('system_configs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  type: text().notNull().unique(),
  config: jsonb().$type<Record<string, unknown>>().notNull(),
});

export const dynamicForms = pgTable('dynamic_forms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const formQuestions = pgTable('form_questions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  formId: belongsTo('form_id', () => dynamicForms.id),
  questionText: text('question_text').notNull(),
  questionType: text('question_type').$type<'input' | 'textarea' | 'select-list'>().notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  position: integer().notNull().default(0),
  options: jsonb().$type<{ id: number; option_text: string }[]>().notNull().default([]),
  /** Retired by an admin (issue 39): members no longer see it; the answers given to it stay. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
