import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

/** The channel a job written in a caller's transaction notifies (on commit): idle workers, in any copy, wake at once. */
export const JOBS_CHANNEL = 'holdfast_jobs';

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  cron: string | null;
  singletonKey: string | null;
}

/** `now` given: that instant (tests run a later job without waiting); otherwise the database's clock. */
const at = (now: Date | undefined): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);
const ms = (millis: number): SQL => sql`make_interval(secs => ${millis / 1000}::float8)`;

/**
 * Inserts a job (in the caller's transaction when `db` is one). With a singleton key already queued
 * or running under the same name, answers that job's id. `notify`: NOTIFY the workers in the same
 * statement, delivered on commit. Only for jobs written in a caller's transaction, whose commit the
 * queue cannot see: PostgreSQL serializes the commits of notifying transactions (10 concurrent
 * enqueues ran ~4x slower with it), and otherwise the enqueuing process wakes its own worker.
 */
export async function insertJob(
  db: Db,
  job: { name: string; payload: unknown; runAt?: Date; singletonKey?: string; maxAttempts: number; cron?: string },
  notify: boolean,
): Promise<number> {
  const runAt = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`;
  // The arbiter costs a speculative insertion: only singleton jobs need it.
  const onConflict = job.singletonKey
    ? sql`on conflict (name, singleton_key) where singleton_key is not null and status in ('queued', 'running') do nothing`
    : sql``;
  for (let tries = 0; tries < 5; tries++) {
    const [inserted] = await selectRows<{ id: string }>(
      db,
      sql`with inserted as (
            insert into jobs (name, payload, max_attempts, run_at, singleton_key, cron)
            values (${job.name}, ${JSON.stringify(job.payload ?? null)}::jsonb, ${job.maxAttempts}, ${runAt}, ${job.singletonKey ?? null}, ${job.cron ?? null})
            ${onConflict}
            returning id
          )
          select id${notify ? sql`, pg_notify(${JOBS_CHANNEL}, ${job.name})` : sql``} from inserted`,
    );
    if (inserted) return Number(inserted.id);
    // The singleton key is taken: answer the job holding it (unless it finished meanwhile; then insert again).
    const [existing] = await selectRows<{ id: string }>(
      db,
      sql`select id from jobs where name = ${job.name} and singleton_key = ${job.singletonKey ?? null} and status in ('queued', 'running')`,
    );
    if (existing) return Number(existing.id);
  }
  throw new Error(`job ${job.name}: singleton key ${job.singletonKey} kept changing hands`);
}

/**
 * Inserts several jobs of one name in one statement (in the caller's transaction when `db` is one).
 * A job whose singleton key is already queued or running under that name is not added (nor a second
 * one with the same key in the list). `notify`: as in insertJob, one NOTIFY delivered on commit.
 * Answers how many were added.
 */
export async function insertJobs(
  db: Db,
  name: string,
  jobs: readonly { payload: unknown; runAt?: Date; singletonKey?: string }[],
  maxAttempts: number,
  notify: boolean,
): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = JSON.stringify(
    jobs.map((j, ord) => ({
      ord,
      payload: j.payload ?? null,
      run_at: j.runAt?.toISOString() ?? null,
      singleton_key: j.singletonKey ?? null,
    })),
  );
  const onConflict = jobs.some((j) => j.singletonKey)
    ? sql`on conflict (name, singleton_key) where singleton_key is not null and status in ('queued', 'running') do nothing`
    : sql``;
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with inserted as (
          insert into jobs (name, payload, max_attempts, run_at, singleton_key)
          select ${name}, x.payload, ${maxAttempts}, coalesce(x.run_at, now()), x.singleton_key
          from jsonb_to_recordset(${rows}::jsonb) as x(ord int, payload jsonb, run_at timestamptz, singleton_key text)
          order by x.ord
          ${onConflict}
          returning id
        )
        select count(*)::int as n${notify ? sql`, pg_notify(${JOBS_CHANNEL}, ${name})` : sql``} from inserted`,
  );
  return Number(row?.n ?? 0);
}

/**
 * What `enqueueWith` gives the caller's statement: `jobs(sql\`row\`)` is `, job_0 as (insert into
 * jobs ... from row), ...`, to put after the WITH member `row` that writes the row and returns its `id`.
 */
export type JobsSql = (from: SQL) => SQL;

/**
 * WITH members that insert one job per row of the caller's WITH member `from` (jobs.enqueueWith),
 * each payload a JSON object whose `written` values are that row's id: `, job_0 as (...), job_1 as (...)`.
 * No singleton key and no NOTIFY: the row is new, and the enqueuing process wakes its worker.
 */
export function jobsWrittenWith(
  from: SQL,
  jobs: readonly { name: string; payload: Record<string, unknown>; maxAttempts: number }[],
  written: symbol,
): SQL {
  if (jobs.length === 0) return sql``;
  const members = jobs.map((job, i) => {
    const fields = Object.entries(job.payload).map(
      ([key, value]) => sql`${key}::text, ${value === written ? sql`${from}.id` : sql`${JSON.stringify(value ?? null)}::jsonb`}`,
    );
    return sql`${sql.raw(`job_${i}`)} as (insert into jobs (name, payload, max_attempts, run_at)
      select ${job.name}, jsonb_build_object(${sql.join(fields, sql`, `)}), ${job.maxAttempts}, now() from ${from} returning id)`;
  });
  return sql`, ${sql.join(members, sql`, `)}`;
}

/**
 * Claims up to `limit` jobs among `names`: queued ones that are due, and running ones whose lease ran
 * out (their worker died). Rows another worker is claiming are skipped, so each job goes to one worker.
 */
export async function claimJobs(
  db: Db,
  opts: { names: string[]; limit: number; leaseMs: number; worker: string; now?: Date },
): Promise<ClaimedJob[]> {
  if (opts.names.length === 0 || opts.limit < 1) return [];
  const now = at(opts.now);
  const rows = await selectRows<{
    id: string;
    name: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    cron: string | null;
    singleton_key: string | null;
  }>(
    db,
    sql`update jobs j
        set status = 'running', attempts = j.attempts + 1, locked_until = ${now} + ${ms(opts.leaseMs)}, locked_by = ${opts.worker}
        from (
          select id from jobs
          where name in ${opts.names}
            and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now}))
          order by run_at, id
          limit ${opts.limit}
          for update skip locked
        ) claimed
        where j.id = claimed.id
        returning j.id, j.name, j.payload, j.attempts, j.max_attempts, j.cron, j.singleton_key`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    cron: r.cron,
    singletonKey: r.singleton_key,
  }));
}

/** Extends the lease of jobs this worker is still running. */
export async function renewLeases(db: Db, ids: number[], worker: string, leaseMs: number) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update jobs set locked_until = now() + ${ms(leaseMs)} where id in ${ids} and locked_by = ${worker} and status = 'running'`,
  );
}

/** Marks a job done; false when this worker no longer holds it (its lease ran out and another took it). */
export async function completeJob(db: Db, id: number, worker: string, now?: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`update jobs set status = 'done', finished_at = ${at(now)}, locked_until = null
        where id = ${id} and locked_by = ${worker} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

/** A failed run: queued again after `retryInMs`, or dead (kept for good) when `retryInMs` is null. */
export async function failJob(
  db: Db,
  id: number,
  worker: string,
  opts: { error: string; retryInMs: number | null; now?: Date },
): Promise<boolean> {
  const now = at(opts.now);
  const rows = await selectRows<{ id: string }>(
    db,
    opts.retryInMs === null
      ? sql`update jobs set status = 'dead', last_error = ${opts.error}, finished_at = ${now}, locked_until = null
            where id = ${id} and locked_by = ${worker} and status = 'running' returning id`
      : sql`update jobs set status = 'queued', last_error = ${opts.error}, run_at = ${now} + ${ms(opts.retryInMs)}, locked_until = null, locked_by = null
            where id = ${id} and locked_by = ${worker} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

/** A queued job will not run. Answers false when it had already started or finished. */
export async function cancelJob(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`update jobs set status = 'cancelled', finished_at = now() where id = ${id} and status = 'queued' returning id`,
  );
  return rows.length > 0;
}

/** Cancels queued occurrences of a recurring job other than `keepKey` (its cron changed). */
export async function cancelOtherOccurrences(db: Db, name: string, keepKey: string) {
  await db.execute(
    sql`update jobs set status = 'cancelled', finished_at = now()
        where name = ${name} and cron is not null and status = 'queued' and singleton_key is distinct from ${keepKey}`,
  );
}

/** Deletes done and cancelled jobs finished before `before`. Dead jobs are never deleted. */
export async function pruneFinishedJobs(db: Db, before: Date) {
  await db.execute(sql`delete from jobs where status in ('done', 'cancelled') and finished_at < ${before.toISOString()}::timestamptz`);
}

/** How long the oldest due queued job has waited, in ms (0 when none is due): readiness (platform/health). */
export async function oldestDueAgeMs(db: Db): Promise<number> {
  const [row] = await selectRows<{ age: number | string | null }>(
    db,
    sql`select extract(epoch from now() - min(run_at)) * 1000 as age from jobs where status = 'queued' and run_at <= now()`,
  );
  return Math.max(0, Number(row?.age ?? 0));
}

/** Per job name: queued jobs (due or not) and the oldest due one's wait in seconds (metrics, one statement). */
export async function queueDepths(db: Db): Promise<{ name: string; depth: number; oldestDueSeconds: number }[]> {
  const rows = await selectRows<{ name: string; depth: number | string; oldest: number | string | null }>(
    db,
    sql`select name, count(*) as depth, extract(epoch from now() - min(run_at) filter (where run_at <= now())) as oldest
        from jobs where status = 'queued' group by name`,
  );
  return rows.map((r) => ({ name: r.name, depth: Number(r.depth), oldestDueSeconds: Math.max(0, Number(r.oldest ?? 0)) }));
}
