import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Setup intents of the built-in DEV card provider. Kept in the database (not in memory) so several
 * server copies agree, like Stripe's own records would. The card's last four digits and expiry are
 * what a saved dev card shows (a coach's billing info).
 */
export const devSetupIntents = pgTable('dev_setup_intents', {
  id: text().primaryKey(),
  clientSecret: text('client_secret').notNull(),
  status: text().notNull().default('requires_payment_method'),
  amount: integer().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  cardLast4: text('card_last4'),
  cardExpMonth: smallint('card_exp_month'),
  cardExpYear: smallint('card_exp_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Coach subscriptions of the DEV coach-billing provider (dev-coach-billing.provider.ts), run by the
 * subscription clock: one live subscription per coach. Each has its own clock (`clock_offset_ms`
 * ahead of real time), which the dev-only route moves on so a trial can end in a browser test.
 */
export const devCoachSubscriptions = pgTable(
  'dev_coach_subscriptions',
  {
    id: text().primaryKey(),
    /** The coach (coaching's coaches.id; platform tables name no module's table). */
    coachId: integer('coach_id').notNull(),
    customerId: text('customer_id').notNull(),
    status: text().notNull(),
    quantity: integer().notNull().default(0),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** dev_pm_<setup intent id>: the saved dev card charged. */
    defaultPaymentMethod: text('default_payment_method'),
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dev_coach_subscriptions_live_unique')
      .on(t.coachId)
      .where(sql`${t.status} not in ('canceled', 'incomplete_expired')`),
  ],
);

/** The invoices of the dev coach subscriptions. */
export const devCoachInvoices = pgTable(
  'dev_coach_invoices',
  {
    id: text().primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => devCoachSubscriptions.id, { onDelete: 'cascade' }),
    status: text().$type<'open' | 'paid' | 'void'>().notNull(),
    amountDue: integer('amount_due').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextPaymentAttempt: timestamp('next_payment_attempt', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_coach_invoices_subscription_idx').on(t.subscriptionId, t.createdAt)],
);
