/**
 * The raw-SQL twin of a route: the statements one call sends to PostgreSQL, captured from the
 * `pg` driver (a counting wrapper on Client#query), then replayed straight through a `pg` pool
 * with no HTTP, no validation and no ORM, keeping the call's parallel rounds (statements sent
 * while the previous one was still running go out together, as the app sent them). Prepared
 * statements stay prepared (the captured query config keeps its name).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { createBatcher } from '../src/platform/db/batch';
import { databaseCpu, type Figures } from './load';

export interface Statement {
  text: string;
  /** The query config as the driver got it (text, values, name, rowMode, types). */
  config: pg.QueryConfig & Record<string, unknown>;
  /** Index of the parallel round this statement belongs to. */
  round: number;
}

/**
 * The server's own background statements that may go out during a capture but are no part of the
 * call: the job queue's poll (a claim `update jobs ... for update skip locked`, once a second).
 * Captured, it was replayed once per call in the twin (the dashboard, the triage view and the
 * calendar each caught it in a run), making the SQL slower and the route's share look better.
 */
const BACKGROUND = /^\s*update jobs\b/i;

/**
 * Wraps `pg`'s Client#query until the returned restore is called: `onStatement` sees each
 * statement the call sends (not the job queue's poll) and may return what to run once it is answered.
 */
export function interceptStatements(onStatement: (config: Statement['config']) => (() => void) | void): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | (pg.QueryConfig & Record<string, unknown>);
    // drizzle sends query(config, values); others query(text, values) or query(config with values).
    const config =
      typeof first === 'string'
        ? { text: first, values: args[1] as unknown[] | undefined }
        : { ...first, ...(Array.isArray(args[1]) ? { values: args[1] } : {}) };
    if (BACKGROUND.test(config.text)) return (original as (...a: unknown[]) => unknown).apply(this, args);
    const done = onStatement(config) ?? (() => undefined);
    const callback = args.find((a) => typeof a === 'function') as ((...a: unknown[]) => void) | undefined;
    if (callback) {
      // pg-pool passes a callback: the statement is out until it is called.
      args[args.indexOf(callback)] = (...a: unknown[]) => {
        done();
        callback(...a);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (!callback && result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

/**
 * Statements `run` sends (those made in its async context: not a job its call woke, which runs in
 * the queue's own): call it only when nothing else is using the database. With `{ window: true }`,
 * every statement sent while `run` runs, whatever its context: for an app whose request path does
 * not keep the caller's async context (the realtime bench's, where none was ever seen in it) and
 * that runs no jobs (JOBS_CONCURRENCY 0), so nothing else can be caught.
 */
export async function captureStatements(run: () => Promise<unknown>, options: { window?: boolean } = {}): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pending = new Set<number>();
  let round = -1;
  const call = new AsyncLocalStorage<true>();
  const restore = interceptStatements((config) => {
    if (!options.window && !call.getStore()) return;
    const index = statements.length;
    // A statement sent while the previous one is still out joins its round.
    if (!pending.has(index - 1)) round += 1;
    statements.push({ text: config.text, config, round });
    pending.add(index);
    return () => pending.delete(index);
  });
  try {
    await call.run(true, run);
  } finally {
    restore();
  }
  return statements;
}

interface ReplayOptions {
  connections: number;
  seconds: number;
  /** Per call, each parameter may be changed (another member's id or token). */
  substitute?: (call: number, value: unknown) => unknown;
  databaseUrl: string | null;
}

const configFor = (st: Statement, call: number, substitute?: ReplayOptions['substitute']) =>
  substitute && st.config.values ? { ...st.config, values: (st.config.values as unknown[]).map((v) => substitute(call, v)) } : st.config;

/** `connections` callers each running `one` in a loop for `seconds`; errors count as non-2xx. */
async function drive(
  one: (call: number) => Promise<void>,
  opts: { connections: number; seconds: number; databaseUrl: string | null },
): Promise<Figures> {
  const deadline = Date.now() + opts.seconds * 1000;
  const latencies: number[] = [];
  let calls = 0;
  let errors = 0;
  const cpu = await databaseCpu(opts.databaseUrl).start();
  const thread = process.threadCpuUsage();
  async function worker() {
    while (Date.now() < deadline) {
      const call = calls++;
      const started = performance.now();
      try {
        await one(call);
        latencies.push(performance.now() - started);
      } catch (error) {
        if (errors++ === 0) console.warn(`replay failed: ${(error as Error).message}`);
      }
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  const node = process.threadCpuUsage(thread);
  const db = await cpu();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const n = Math.max(1, latencies.length);
  return {
    median: at(0.5),
    p99: at(0.99),
    rps: latencies.length / seconds,
    non2xx: errors,
    nodeMs: (node.user + node.system) / 1000 / n,
    dbMs: db === null ? null : db / n,
  };
}

/**
 * One call's statements as the app sent them: its parallel rounds one after another, or, when the
 * call opened a transaction, every statement in order on one connection.
 */
export function replayer(
  pool: pg.Pool,
  statements: Statement[],
  substitute?: ReplayOptions['substitute'],
): (call: number) => Promise<void> {
  const rounds: Statement[][] = [];
  for (const st of statements) (rounds[st.round] ??= []).push(st);
  const inTransaction = statements.some((st) => /^\s*begin/i.test(st.text));
  return async (call) => {
    if (inTransaction) {
      const client = await pool.connect();
      try {
        for (const st of statements) await client.query(configFor(st, call, substitute));
      } finally {
        client.release();
      }
      return;
    }
    for (const round of rounds) await Promise.all(round.map((st) => pool.query(configFor(st, call, substitute))));
  };
}

/** Replays the statements of one call as `connections` concurrent callers for `seconds`. */
export function replayStatements(pool: pg.Pool, statements: Statement[], opts: ReplayOptions): Promise<Figures> {
  return drive(replayer(pool, statements, opts.substitute), opts);
}

/** A statement the app sends for many calls at once (`merge` makes one statement's config from the calls' configs). */
export interface BatchedStatement {
  statement: Statement;
  batching: { maxBatch: number; maxInFlight: number };
  merge: (configs: Statement['config'][]) => Statement['config'];
}

/**
 * Replays a call whose statements the app batches: each caller's statements go out in order, the
 * batched ones through a batcher with the app's settings whose statements carry the items of all
 * waiting callers (as the app groups concurrent token lookups, and concurrent check-ins); the
 * others as they are. `perStatement`: calls per statement of the last batched one.
 */
export function replayBatched(
  pool: pg.Pool,
  statements: Statement[],
  batched: BatchedStatement[],
  opts: ReplayOptions,
): Promise<Figures & { perStatement: number }> {
  const batchers = new Map(
    batched.map((b) => [
      b.statement,
      createBatcher<Statement['config'], null>(async (configs) => {
        await pool.query(b.merge(configs));
        return configs.map(() => null);
      }, b.batching),
    ]),
  );
  const last = batchers.get(batched[batched.length - 1]!.statement)!;
  return drive(async (call) => {
    for (const st of statements) {
      const batcher = batchers.get(st);
      if (batcher) await batcher.submit(configFor(st, call, opts.substitute));
      else await pool.query(configFor(st, call, opts.substitute));
    }
  }, opts).then((figures) => ({ ...figures, perStatement: last.stats.items / Math.max(1, last.stats.statements) }));
}
