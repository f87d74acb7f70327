import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** What the ledger records: an account erased, or (auto-expiry) some records' details erased. */
export type ErasureKind = 'account' | (string & {});

/**
 * The erasure ledger: ids only, never a name, an address or a text. Every erasure writes one row in
 * its own transaction (`recordErasure`), and a restored backup is erased again from it
 * (`reapplyErasureLedger`) before the app serves traffic. `user_id` has no foreign key: the row
 * outlives the account it names, which is its whole purpose.
 */
export const erasureLedger = pgTable(
  'erasure_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The person whose data went (for kind 'account', the erased account's id). */
    userId: integer('user_id').notNull(),
    kind: text().$type<ErasureKind>().notNull(),
    /** The records erased, for kinds that erase some of a person's records (auto-expiry): their ids by table. */
    ids: jsonb().$type<Record<string, number[]>>().notNull().default({}),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erasure_ledger_user_idx').on(t.userId)],
);

/**
 * Moderation evidence of an erased account (a flagged reply of theirs, a flag raised about them): a
 * snapshot of the reported text and the flags' reasons for the moderators, without the person's id,
 * removed by a daily job once `expires_at` (90 days after the erasure) has passed.
 */
export const erasureEvidence = pgTable(
  'erasure_evidence',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'reply': a flagged reply of the person; 'user': flags about the person. */
    subject: text().$type<'reply' | 'user'>().notNull(),
    /** The reply's id (kept as 'Deleted member'); null for a person. */
    replyId: integer('reply_id'),
    /** The reported text (the reply's words) and the flags' reasons, as they were at the erasure. */
    snapshot: jsonb().$type<{ text: string | null; reasons: string[] }>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('erasure_evidence_expires_idx').on(t.expiresAt)],
);
