import type { Logger } from 'pino';
import type { Db } from '../db/client';

/**
 * A job's name, carrying its payload type: `export const JOB_X = jobName<{ userId: number }>('area.x')`,
 * then `ctx.jobs.define(JOB_X, async (payload) => ...)` and `ctx.jobs.enqueue(JOB_X, { userId })`
 * are both checked against it. It is a plain string at run time (the name stored with the job).
 */
export type JobName<T> = string & { readonly __payload?: T };

export function jobName<T>(name: string): JobName<T> {
  return name as JobName<T>;
}

export interface JobInfo {
  id: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
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

/**
 * Interim in-process implementation of the interface above (the durable table-backed queue replaces
 * it): jobs run one at a time after the request has answered; nothing survives a restart.
 */
export function createJobQueue(log: Logger): JobRunner {
  const handlers = new Map<string, JobHandler<unknown>>();
  const cancelled = new Set<string>();
  let tail: Promise<void> = Promise.resolve();
  let nextId = 0;
  return {
    define(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} is defined twice`);
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async enqueue(name, payload) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`unknown job ${name}`);
      const id = String(++nextId);
      // setImmediate: the job starts after the request's answer has been written.
      tail = tail.then(
        () =>
          new Promise<void>((resolve) =>
            setImmediate(() => {
              if (cancelled.has(id)) return resolve();
              handler(JSON.parse(JSON.stringify(payload)), { id, attempt: 1 }).then(resolve, (err: unknown) => {
                log.error({ err, job: name }, 'job failed');
                resolve();
              });
            }),
          ),
      );
      return id;
    },
    async cancel(id) {
      cancelled.add(id);
    },
    async schedule() {
      throw new Error('schedule() needs the durable queue');
    },
    async runDue() {
      await this.idle();
      return 0;
    },
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
    start() {},
    stop: async () => {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
