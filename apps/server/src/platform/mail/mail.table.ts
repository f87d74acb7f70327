import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the server sends, kept so that a dev setup without SMTP can still finish sign-up. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  links: jsonb().$type<string[]>().notNull().default([]),
  transport: text().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
