/**
 * The raw-SQL twin of a route: the statements one call sends to PostgreSQL, captured from the
 * `pg` driver (a counting wrapper on Client#query), then replayed straight through a `pg` pool
 * with no HTTP, no validation and no ORM, keeping the call's parallel rounds (statements sent
 * while the previous one was still running go out together, as the app sent them).
 */
import pg from 'pg';

export interface Statement {
  text: string;
  /** The query config as the driver got it (text, values, rowMode, types). */
  config: pg.QueryConfig & Record<string, unknown>;
  /** Index of the parallel round this statement belongs to. */
  round: number;
}

export async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pending = new Set<number>();
  const original = pg.Client.prototype.query;
  let round = -1;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | (pg.QueryConfig & Record<string, unknown>);
    // drizzle sends query(config, values); others query(text, values) or query(config with values).
    const config = typeof first === 'string' ? { text: first, values: args[1] as unknown[] | undefined } : { ...first, ...(Array.isArray(args[1]) ? { values: args[1] } : {}) };
    const index = statements.length;
    // A statement sent while the previous one is still out joins its round.
    if (!pending.has(index - 1)) round += 1;
    statements.push({ text: config.text, config, round });
    pending.add(index);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => pending.delete(index),
        () => pending.delete(index),
      );
    } else pending.delete(index);
    return result;
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

export interface ReplayFigures {
  median: number;
  p99: number;
  rps: number;
  non2xx: number;
}

/**
 * Replays the statements as `connections` concurrent callers for `seconds`; `substitute` may
 * change each parameter per call (another member's id or token). Errors count as non-2xx.
 */
export async function replayStatements(
  pool: pg.Pool,
  statements: Statement[],
  opts: { connections: number; seconds: number; substitute?: (call: number, value: unknown) => unknown },
): Promise<ReplayFigures> {
  const rounds: Statement[][] = [];
  for (const st of statements) (rounds[st.round] ??= []).push(st);
  const inTransaction = statements.some((st) => /^\s*begin/i.test(st.text));
  const deadline = Date.now() + opts.seconds * 1000;
  const latencies: number[] = [];
  let calls = 0;
  let errors = 0;
  const configFor = (st: Statement, call: number) =>
    opts.substitute && st.config.values ? { ...st.config, values: (st.config.values as unknown[]).map((v) => opts.substitute!(call, v)) } : st.config;
  async function one(call: number) {
    if (inTransaction) {
      const client = await pool.connect();
      try {
        for (const st of statements) await client.query(configFor(st, call));
      } finally {
        client.release();
      }
      return;
    }
    for (const round of rounds) await Promise.all(round.map((st) => pool.query(configFor(st, call))));
  }
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
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { median: at(0.5), p99: at(0.99), rps: latencies.length / seconds, non2xx: errors };
}
