import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Invitations by e-mail link, for any area (`context_type`: accountability now; groups and coaching
 * later). Only the token's SHA-256 is stored; a token works once and until `expires_at`.
 * `invited_by` and `used_by` reference users(id) (the foreign keys are written in the migration:
 * platform tables do not import module tables).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text().notNull(),
    contextType: text('context_type').notNull(),
    contextId: integer('context_id'),
    invitedBy: integer('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_context_idx').on(t.contextType, t.contextId)],
);
