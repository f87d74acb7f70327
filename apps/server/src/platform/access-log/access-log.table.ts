import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row each time someone other than the owner read a person's check-ins or crash reports: who
 * (`viewer_id`), whose (`owner_id`), what (`kind`), which record or range of days, through which
 * link (`via`), when. No foreign keys (migration 0008: they locked the users rows of every row
 * written, on a read path): a trigger on users deletes a person's rows, as viewer or owner, with
 * them; `access_log_viewer_idx` (viewer_id) serves it (both written in the migrations: platform
 * tables do not import module tables).
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    viewerId: integer('viewer_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: text().notNull(),
    recordId: integer('record_id'),
    rangeStart: date('range_start'),
    rangeEnd: date('range_end'),
    via: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_log_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);
