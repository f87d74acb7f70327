import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Setup intents of the built-in DEV card provider. Kept in the database (not in memory) so several
 * server copies agree, like Stripe's own records would.
 */
export const devSetupIntents = pgTable('dev_setup_intents', {
  id: text().primaryKey(),
  clientSecret: text('client_secret').notNull(),
  status: text().notNull().default('requires_payment_method'),
  amount: integer().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
