import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { AsyncResource } from 'node:async_hooks';
import { CronExpressionParser } from 'cron-parser';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { JobTracing } from '../telemetry/telemetry';
import * as repo from './jobs.repository';
import type { JobsSql } from './jobs.repository';

/**
 * A job's name, carrying its payload type: `export const JOB_X = jobName<{ userId: number }>('area.x')`,
 * then `ctx.jobs.define(JOB_X, async (payload) => ...)` and `ctx.jobs.enqueue(JOB_X, { userId })`
 * are both checked against it. It is a plain string at run time (the name stored with the job).
 */
export type JobName<T> = string & { readonly __payload?: T };

export function jobName<T>(name: string): JobName<T> {
  return name as JobName<T>;
}

/** In a job's payload given to `enqueueWith`: the id of the row the caller's statement writes. */
export const WRITTEN_ID: unique symbol = Symbol('written id');

/** A job to write with the caller's own row (`enqueueWith`): made by `jobWith`, which checks the payload against the name. */
export interface JobWith {
  name: string;
  payload: Record<string, unknown>;
}

/** `jobWith(JOB_X, { replyId: WRITTEN_ID })`: the payload as the handler will get it, any value may be the written row's id. */
export function jobWith<T extends Record<string, unknown>>(
  name: JobName<T>,
  payload: { [K in keyof T]: T[K] | typeof WRITTEN_ID },
): JobWith {
  return { name, payload };
}

export type { JobsSql } from './jobs.repository';

export interface JobInfo {
  id: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /**
   * The queue's clock for this run: the real time, or the `now` a test gave `runDue(now)`. A job
   * whose work depends on the date (the daily auto-expiry) reads it here, so a test moves it on.
   */
  now: Date;
}

export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

export interface DefineOptions {
  /** Retries after the first failure before the job is dead-lettered (default 5). */
  retries?: number;
  /** Delay before the first retry; doubles on each further one (default 10 s). */
  backoffMs?: number;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one queued or running job per (name, key): a second enqueue answers the first job's id. */
  singletonKey?: string;
  /** Write the job in the caller's transaction: it exists (and runs) only if that transaction commits. */
  tx?: Db;
}

/**
 * Work that must not run inside a request (mail, escalations, digests). Jobs are named, take a JSON
 * payload, and run after the answer; a failure is logged and retried, never thrown at the caller.
 */
export interface JobQueue {
  define<T>(name: JobName<T>, handler: JobHandler<T>, opts?: DefineOptions): void;
  /** Queues a job and answers its id. */
  enqueue<T>(name: JobName<T>, payload: T, opts?: EnqueueOptions): Promise<string>;
  /**
   * Queues several jobs of one name in one statement (a mail to each of many people), each with its
   * own run time and singleton key; a key already held adds nothing. Answers how many were added.
   */
  enqueueMany<T>(
    name: JobName<T>,
    jobs: readonly { payload: T; runAt?: Date; singletonKey?: string }[],
    opts?: { tx?: Db },
  ): Promise<number>;
  /**
   * Jobs written by the caller's own insert, in its one statement: `write(jobs)` runs a statement
   * `with row as (insert ... returning id)${jobs(sql\`row\`)} select ...` (one round trip, its own
   * autocommit transaction: no begin, no commit, and the rows it locks are held for that statement
   * only). One job per written row; `WRITTEN_ID` in a payload is that row's id. The statement must
   * not run inside a transaction (its jobs are woken as soon as it returns): use `enqueue` with `tx`
   * there. Answers what `write` answers.
   */
  enqueueWith<R>(jobs: readonly JobWith[], write: (jobs: JobsSql) => Promise<R>): Promise<R>;
  /** A queued job that has not started will not run. */
  cancel(id: string): Promise<void>;
  /** Recurring job on a cron expression in UTC ('0 8 * * 1': Mondays 08:00); idempotent across restarts and copies. */
  schedule(name: string, cron: string, payload?: unknown): Promise<void>;
  /** Runs every job due by `now` (tests: a job due in 15 minutes without waiting); answers how many ran. */
  runDue(now?: Date): Promise<number>;
  /** Resolves when no due job is queued or running (tests, shutdown). */
  idle(): Promise<void>;
}

/** The queue as the app owns it: areas see `JobQueue` (ctx.jobs); the app starts and stops the worker. */
export interface JobRunner extends JobQueue {
  /** Starts claiming jobs in the background. */
  start(): void;
  /** Stops claiming and waits for the jobs this process is running. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: Logger;
  /** LISTEN/NOTIFY (Database.listen): idle workers wake when a job is queued, in any copy. */
  listen?: Database['listen'];
  /** How often an idle worker looks for due jobs (and leases that ran out). Default 1000 ms. */
  pollMs?: number;
  /** Jobs one process runs at once. Default 5. */
  concurrency?: number;
  /** How long a claimed job is this worker's; renewed while it runs. A job whose worker died is retried after it. Default 60 s. */
  leaseMs?: number;
  /** How long to wait for running jobs on stop() before leaving them to the lease. Default 10 s. */
  stopTimeoutMs?: number;
  /** A span per job run when tracing is on (platform/telemetry); null or unset: none. */
  tracing?: JobTracing | null;
}

interface Definition {
  handler: JobHandler<unknown>;
  retries: number;
  backoffMs: number;
}

const DEFAULT_RETRIES = 5;
const DEFAULT_BACKOFF_MS = 10_000;
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * The durable queue: jobs are rows of the `jobs` table (PGlite or PostgreSQL), claimed with
 * FOR UPDATE SKIP LOCKED so that with several server copies each job runs once. A failed run is
 * retried with exponential backoff (backoffMs, x2, x4, ...); after the last retry the job is `dead`:
 * kept with its error and logged, never deleted. A job whose worker died is taken back when its
 * lease runs out. Delivery is at least once: a handler must tolerate a second run after a crash.
 */
export function createJobQueue(opts: JobQueueOptions): JobRunner {
  const { db, log } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const concurrency = opts.concurrency ?? 5;
  const leaseMs = opts.leaseMs ?? 60_000;
  const stopTimeoutMs = opts.stopTimeoutMs ?? 10_000;
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const definitions = new Map<string, Definition>();
  /** Jobs this process is running, by id, and claims in flight (idle() waits for both). */
  const active = new Map<number, Promise<void>>();
  const claiming = new Set<Promise<unknown>>();

  let started = false;
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let tickAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let listening = false;
  let listenFailures = 0;
  let lastPrune = 0;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition;
  }

  /** Runs one claimed job to its end (done, queued again, or dead); never throws. */
  async function run(job: repo.ClaimedJob, now?: Date): Promise<void> {
    const definition = definitions.get(job.name);
    try {
      if (!definition) throw new Error(`unknown job ${job.name}`);
      if (job.attempts > job.maxAttempts) {
        // Claimed back after its worker died on the last attempt: no run is left.
        await repo.failJob(db, job.id, worker, {
          error: 'the worker running the last attempt stopped (lease ran out)',
          retryInMs: null,
          now,
        });
        log.error({ job: job.name, jobId: job.id, attempts: job.attempts - 1 }, 'job dead-lettered');
        await scheduleNext(job, now);
        return;
      }
      let error: unknown = null;
      try {
        const work = () => definition.handler(job.payload, { id: String(job.id), attempt: job.attempts, now: now ?? new Date() });
        await (opts.tracing ? opts.tracing.inJobSpan(job.name, work) : work());
      } catch (err) {
        error = err ?? new Error('job failed');
      }
      if (error === null) {
        if (!(await repo.completeJob(db, job.id, worker, now)))
          log.warn({ job: job.name, jobId: job.id }, 'job finished after its lease ran out');
        await scheduleNext(job, now);
        return;
      }
      const last = job.attempts >= job.maxAttempts;
      const retryInMs = last ? null : definition.backoffMs * 2 ** (job.attempts - 1);
      await repo.failJob(db, job.id, worker, { error: errorText(error), retryInMs, now });
      if (last) {
        log.error({ err: error, job: job.name, jobId: job.id, attempts: job.attempts }, 'job dead-lettered');
        await scheduleNext(job, now);
      } else {
        log.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts, retryInMs }, 'job failed; will retry');
      }
    } catch (err) {
      // The database failed us (closed, connection lost): the lease brings the job back.
      log.error({ err, job: job.name, jobId: job.id }, 'job bookkeeping failed');
    }
  }

  /** A recurring job's next occurrence, once this one has ended. */
  async function scheduleNext(job: repo.ClaimedJob, now?: Date) {
    if (!job.cron) return;
    await enqueueOccurrence(job.name, job.cron, job.payload, now ?? new Date());
  }

  async function enqueueOccurrence(name: string, cron: string, payload: unknown, after: Date) {
    const next = CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
    const singletonKey = `cron:${next.toISOString()}`;
    await db.transaction(async (tx) => {
      await repo.cancelOtherOccurrences(tx, name, singletonKey);
      // Not notified: it is due later, and every copy's poll finds it by then.
      await repo.insertJob(tx, { name, payload, runAt: next, singletonKey, maxAttempts: definitionOf(name).retries + 1, cron }, false);
    });
  }

  /** Claims up to `limit` due jobs and starts them; answers their runs. */
  async function claimAndStart(limit: number, now?: Date): Promise<Promise<void>[]> {
    const claim = repo.claimJobs(db, { names: [...definitions.keys()], limit, leaseMs, worker, now });
    claiming.add(claim);
    try {
      return (await claim).map((job) => {
        const running = run(job, now).finally(() => {
          active.delete(job.id);
          if (active.size === 0 && heartbeat) {
            clearInterval(heartbeat);
            heartbeat = null;
          }
          wake();
        });
        active.set(job.id, running);
        heartbeat ??= setInterval(
          () => {
            repo
              .renewLeases(db, [...active.keys()], worker, leaseMs)
              .catch((err: unknown) => log.warn({ err }, 'job lease renewal failed'));
          },
          Math.max(10, Math.floor(leaseMs / 3)),
        ).unref();
        return running;
      });
    } finally {
      // Only once its jobs are in `active`: idle() never sees a claimed job in neither set.
      claiming.delete(claim);
    }
  }

  /**
   * Background loop: claim when woken (enqueue, NOTIFY, a job ending) or every pollMs. The loop runs
   * in the queue's own async context, not in that of the request whose enqueue woke it: a job is no
   * part of the request (AsyncLocalStorage readers, such as the bench's statement capture, see so).
   */
  const outsideCaller = AsyncResource.bind((run: () => void) => run());
  function wake() {
    if (!started || stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    outsideCaller(() => {
      ticking = new Promise<void>((resolve) => setImmediate(resolve)).then(tick);
    });
  }

  async function tick() {
    try {
      if (!listening && opts.listen) await startListening();
      const room = concurrency - active.size;
      if (room > 0) {
        const runs = await claimAndStart(room);
        if (runs.length === room) tickAgain = true;
      }
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await repo.pruneFinishedJobs(db, new Date(Date.now() - KEEP_FINISHED_MS));
      }
    } catch (err) {
      if (!stopped) log.warn({ err }, 'job poll failed');
    } finally {
      ticking = null;
      if (tickAgain) {
        tickAgain = false;
        wake();
      } else if (!stopped) {
        timer = setTimeout(wake, pollMs);
        timer.unref();
      }
    }
  }

  async function startListening() {
    listening = true;
    try {
      unlisten = await opts.listen!(
        repo.JOBS_CHANNEL,
        () => wake(),
        () => {
          // Connection lost: polling goes on; the next tick listens again.
          listening = false;
          unlisten = null;
          log.warn('job notifications lost; polling until they are back');
        },
      );
      listenFailures = 0;
    } catch (err) {
      listening = false;
      // Said once, not on every poll while the database is away.
      if (listenFailures++ === 0) log.warn({ err }, 'job notifications unavailable; polling only');
    }
  }

  async function runDue(now?: Date): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await claimAndStart(Math.max(1, concurrency), now);
      if (batch.length === 0) return ran;
      await Promise.all(batch);
      ran += batch.length;
    }
  }

  return {
    define(name, handler, defineOpts) {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, {
        handler: handler as JobHandler<unknown>,
        retries: defineOpts?.retries ?? DEFAULT_RETRIES,
        backoffMs: defineOpts?.backoffMs ?? DEFAULT_BACKOFF_MS,
      });
    },
    async enqueue(name, payload, enqueueOpts) {
      const { retries } = definitionOf(name);
      const tx = enqueueOpts?.tx;
      const job = { name, payload, runAt: enqueueOpts?.runAt, singletonKey: enqueueOpts?.singletonKey, maxAttempts: retries + 1 };
      // In a transaction the job is not visible until commit: its NOTIFY wakes the workers then.
      // Otherwise this process's worker is woken now (other copies find it at their next poll).
      const id = await repo.insertJob(tx ?? db, job, Boolean(tx));
      if (!tx) wake();
      return String(id);
    },
    async enqueueMany(name, jobs, enqueueOpts) {
      const { retries } = definitionOf(name);
      const tx = enqueueOpts?.tx;
      const added = await repo.insertJobs(tx ?? db, name, jobs, retries + 1, Boolean(tx));
      if (!tx && added > 0) wake();
      return added;
    },
    async enqueueWith(jobs, write) {
      const specs = jobs.map((j) => ({ name: j.name, payload: j.payload, maxAttempts: definitionOf(j.name).retries + 1 }));
      const result = await write((from) => repo.jobsWrittenWith(from, specs, WRITTEN_ID));
      wake();
      return result;
    },
    async cancel(id) {
      await repo.cancelJob(db, Number(id));
    },
    async schedule(name, cron, payload) {
      await enqueueOccurrence(name, cron, payload ?? null, new Date());
    },
    runDue,
    async idle() {
      for (;;) {
        // A claim in flight holds its rows (SKIP LOCKED hides them from runDue): wait for it and its runs.
        await Promise.allSettled(claiming);
        await Promise.all(active.values());
        const ran = await runDue();
        if (ran === 0 && active.size === 0 && claiming.size === 0) return;
      }
    },
    start() {
      if (started) return;
      started = true;
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await ticking;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      let timeout: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => (timeout = setTimeout(() => resolve('timeout'), stopTimeoutMs)));
      const outcome = await Promise.race([Promise.all(active.values()), gaveUp]);
      clearTimeout(timeout);
      if (outcome === 'timeout') log.warn({ running: active.size }, 'stopped with jobs still running; their leases will bring them back');
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return (error.stack ?? `${error.name}: ${error.message}`).slice(0, 4000);
  return String(error).slice(0, 4000);
}
