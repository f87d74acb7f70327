/**
 * The durable job queue's throughput beside the plainest SQL doing the same writes, in the same run:
 *   - enqueue N jobs (one at a time, then 10 at once) against N single-row INSERTs into a table of
 *     the same shape (columns, indexes, constraints) through the same Drizzle handle;
 *   - run them (claim, no-op handler, mark done) with runDue, in jobs per second.
 * Printed by `npm run bench`; `node --import tsx apps/server/bench/jobs.ts` runs it alone (PGlite,
 * or DATABASE_URL). Figures are printed, never asserted.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '../src/platform/db/client';
import { createJobQueue, jobName } from '../src/platform/jobs/jobs';

const BENCH_JOB = jobName<{ i: number }>('bench.noop');

export async function measureJobs(database: Database, n = Number(process.env.BENCH_JOBS ?? 2000)): Promise<string[]> {
  const { db } = database;
  const queue = createJobQueue({ db, log: pino({ level: 'silent' }), concurrency: 10 });
  queue.define(BENCH_JOB, async () => {});
  await db.execute(sql`create table if not exists bench_raw_jobs (like jobs including defaults including indexes including constraints)`);

  const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  const rawInsert = (i: number) =>
    db.execute(
      sql`insert into bench_raw_jobs (id, name, payload, max_attempts) values (${i}, ${BENCH_JOB}, ${JSON.stringify({ i })}::jsonb, 6)`,
    );
  const inParallel = async (count: number, width: number, fn: (i: number) => Promise<unknown>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < count) await fn(next++);
      }),
    );
  };

  const enqueueOne = await time(async () => {
    for (let i = 0; i < n; i++) await queue.enqueue(BENCH_JOB, { i });
  });
  const rawOne = await time(async () => {
    for (let i = 0; i < n; i++) await rawInsert(i);
  });
  const runAll = await time(async () => {
    if ((await queue.runDue()) !== n) throw new Error('bench: not every job ran');
  });
  await db.execute(sql`truncate bench_raw_jobs`);
  const enqueueTen = await time(() => inParallel(n, 10, (i) => queue.enqueue(BENCH_JOB, { i })));
  const rawTen = await time(() => inParallel(n, 10, (i) => rawInsert(n + i)));
  const runTen = await time(async () => {
    if ((await queue.runDue()) !== n) throw new Error('bench: not every job ran');
  });
  await queue.stop();
  await db.execute(sql`drop table bench_raw_jobs`);
  await db.execute(sql`delete from jobs where name = ${BENCH_JOB}`);
  return [
    `| jobs: ${n} enqueued one at a time | ${perSecond(n, enqueueOne)} | ${perSecond(n, rawOne)} | ${(rawOne / enqueueOne).toFixed(2)} |`,
    `| jobs: ${n} enqueued 10 at a time | ${perSecond(n, enqueueTen)} | ${perSecond(n, rawTen)} | ${(rawTen / enqueueTen).toFixed(2)} |`,
    `| jobs: ${n} run by runDue (claim 10, no-op, done) after one-at-a-time | ${perSecond(n, runAll)} | – | – |`,
    `| jobs: ${n} run by runDue after 10-at-a-time | ${perSecond(n, runTen)} | – | – |`,
  ];
}

export function printJobRows(label: string, rows: string[]) {
  console.log(`\nDurable jobs on ${label}: jobs per second beside single-row INSERTs of the same shape (same handle, same run):`);
  console.log('| measurement | jobs/s | raw INSERT/s | job / raw |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: null });
  printJobRows(database.kind, await measureJobs(database));
  await database.close();
}
