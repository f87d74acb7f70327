import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { belongsTo } from '../../platform/db/columns';

/**
 * A member's data exports: one row per request (one a day), its stored ZIP once built, its link's
 * expiry, and when it was revoked. The file goes when the link is revoked or expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    /** building, ready, revoked, failed (`expired` is read from expires_at). */
    status: text().notNull().default('building'),
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_requested_idx').on(t.userId, t.requestedAt.desc())],
);
export type DataExportRow = typeof dataExports.$inferSelect;
