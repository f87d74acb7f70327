import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (platform/jobs). A row is a job: queued until `run_at`, claimed by one
 * worker (`running`, leased until `locked_until`), then `done`, or `dead` after its last retry.
 * Dead rows are kept for good; done and cancelled rows are pruned after a week.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull(),
    status: text().$type<'queued' | 'running' | 'done' | 'dead' | 'cancelled'>().notNull().default('queued'),
    /** Runs started so far (1 while the first run is going). */
    attempts: integer().notNull().default(0),
    /** Runs allowed in all (the definition's retries + 1), fixed when the job is queued. */
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease; a job still running after it is taken back (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    singletonKey: text('singleton_key'),
    /** A recurring job's cron expression (UTC): the next occurrence is queued when this one ends. */
    cron: text(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'dead', 'cancelled')`),
    // What workers claim: due queued jobs, and running jobs whose lease ran out.
    index('jobs_queued_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_locked_until_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // One queued-or-running job per (name, singleton key).
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('queued', 'running')`),
    index('jobs_dead_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'dead'`),
  ],
);
