import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { selectRows, type Database } from '../db/client';
import { createTestDatabase } from '../../test/harness';
import { createJobQueue, jobName, jobWith, WRITTEN_ID, type JobQueueOptions, type JobRunner } from './jobs';
import { jobs } from './jobs.table';
import { REPO_ROOT } from '../paths';

/**
 * The durable queue on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).
 * "Two server copies" are two queues, each on its own connection pool on PostgreSQL (the same
 * handle on PGlite, which one process owns). Each test uses its own job names.
 */
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let second: Database;
const queues: JobRunner[] = [];
const logLines: { msg: string; job?: string; jobId?: number }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) });

function queue(on: Database = database, opts: Partial<JobQueueOptions> = {}) {
  const q = createJobQueue({ db: on.db, log, listen: on.listen, pollMs: 60_000, ...opts });
  queues.push(q);
  return q;
}

const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(20);
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
  second = await testDb.openAnother();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await testDb.drop();
});

describe('retries and the dead letter', () => {
  it('retries a throwing job with exponential backoff, then keeps it dead with its error, and logs it', async () => {
    const FAILS = jobName<{ n: number }>('test.fails');
    const q = queue();
    const attempts: number[] = [];
    q.define(
      FAILS,
      async ({ n }, job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${n} on attempt ${job.attempt}`);
      },
      { retries: 2, backoffMs: 1000 },
    );
    const id = await q.enqueue(FAILS, { n: 7 });
    const t0 = later(0);

    expect(await q.runDue(t0)).toBe(1);
    let [row] = await rowsOf(FAILS);
    expect(row).toMatchObject({ id: Number(id), status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('boom 7 on attempt 1');
    expect(row!.runAt.getTime()).toBe(t0.getTime() + 1000);

    // Not before its backoff...
    expect(await q.runDue(later(999, t0))).toBe(0);
    // ...then again, and the second backoff is twice the first.
    expect(await q.runDue(later(1000, t0))).toBe(1);
    [row] = await rowsOf(FAILS);
    expect(row!.runAt.getTime()).toBe(t0.getTime() + 1000 + 2000);

    expect(await q.runDue(later(3000, t0))).toBe(1);
    [row] = await rowsOf(FAILS);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, maxAttempts: 3 });
    expect(row!.lastError).toContain('boom 7 on attempt 3');
    expect(row!.payload).toEqual({ n: 7 });
    expect(attempts).toEqual([1, 2, 3]);
    expect(logLines.filter((l) => l.job === FAILS).map((l) => l.msg)).toEqual([
      'job failed; will retry',
      'job failed; will retry',
      'job dead-lettered',
    ]);

    // Dead stays dead and stays there: nothing runs it again, pruning keeps it.
    expect(await q.runDue(later(365 * 24 * 3600_000, t0))).toBe(0);
    expect(await rowsOf(FAILS)).toHaveLength(1);
  });

  it('runs a job that succeeds on a retry once more and marks it done', async () => {
    const FLAKY = jobName<null>('test.flaky');
    const q = queue();
    let calls = 0;
    q.define(
      FLAKY,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('transient');
      },
      { retries: 3, backoffMs: 0 },
    );
    await q.enqueue(FLAKY, null);
    expect(await q.runDue()).toBe(2);
    const [row] = await rowsOf(FLAKY);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });
});

describe('when jobs run', () => {
  it('does not run a job before its runAt; runDue with a later now runs it', async () => {
    const LATER = jobName<{ sos: number }>('test.later');
    const q = queue();
    const ran: number[] = [];
    q.define(LATER, async ({ sos }) => void ran.push(sos));
    await q.enqueue(LATER, { sos: 1 }, { runAt: later(15 * 60_000) });
    expect(await q.runDue()).toBe(0);
    await q.idle();
    expect(ran).toEqual([]);
    expect(await q.runDue(later(16 * 60_000))).toBe(1);
    expect(ran).toEqual([1]);
  });

  it('dedupes by singleton key while a job is queued, and queues anew once it has run', async () => {
    const ESCALATE = jobName<{ sosId: number }>('test.escalate');
    const q = queue();
    const ran: number[] = [];
    q.define(ESCALATE, async ({ sosId }) => void ran.push(sosId));
    const first = await q.enqueue(ESCALATE, { sosId: 1 }, { singletonKey: 'sos:1' });
    expect(await q.enqueue(ESCALATE, { sosId: 1 }, { singletonKey: 'sos:1' })).toBe(first);
    const other = await q.enqueue(ESCALATE, { sosId: 2 }, { singletonKey: 'sos:2' });
    expect(other).not.toBe(first);
    expect(await q.runDue()).toBe(2);
    expect(ran.sort()).toEqual([1, 2]);
    const again = await q.enqueue(ESCALATE, { sosId: 1 }, { singletonKey: 'sos:1' });
    expect(again).not.toBe(first);
    expect(await q.runDue()).toBe(1);
  });

  it('dedupes concurrent enqueues of one singleton key from two copies', async () => {
    const ONCE = jobName<null>('test.singleton-race');
    const a = queue();
    const b = queue(second);
    for (const q of [a, b]) q.define(ONCE, async () => {});
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).enqueue(ONCE, null, { singletonKey: 'one' })));
    expect(new Set(ids).size).toBe(1);
    expect(await rowsOf(ONCE)).toHaveLength(1);
  });

  it('never runs a job enqueued in a transaction that rolls back; runs one whose transaction commits', async () => {
    const OUTBOX = jobName<{ to: string }>('test.outbox');
    const q = queue();
    const ran: string[] = [];
    q.define(OUTBOX, async ({ to }) => void ran.push(to));
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueue(OUTBOX, { to: 'rolled-back' }, { tx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    await database.db.transaction(async (tx) => {
      await q.enqueue(OUTBOX, { to: 'committed' }, { tx });
    });
    expect(await q.runDue(later(3600_000))).toBe(1);
    expect(ran).toEqual(['committed']);
    expect((await rowsOf(OUTBOX)).map((r) => r.payload)).toEqual([{ to: 'committed' }]);
  });

  it('enqueueMany writes several jobs in one statement: own run times, held or repeated singleton keys skipped, nothing on rollback', async () => {
    const MANY = jobName<{ to: string }>('test.many');
    const q = queue();
    const ran: string[] = [];
    q.define(MANY, async ({ to }) => void ran.push(to));
    await q.enqueue(MANY, { to: 'held' }, { singletonKey: 'held' });
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueueMany(MANY, [{ payload: { to: 'rolled-back' } }], { tx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const added = await database.db.transaction((tx) =>
      q.enqueueMany(
        MANY,
        [
          { payload: { to: 'a' }, singletonKey: 'a' },
          { payload: { to: 'a again' }, singletonKey: 'a' },
          { payload: { to: 'held again' }, singletonKey: 'held' },
          { payload: { to: 'b' } },
          { payload: { to: 'later' }, runAt: later(15 * 60_000) },
        ],
        { tx },
      ),
    );
    expect(added).toBe(3);
    expect(await q.enqueueMany(MANY, [])).toBe(0);
    expect((await rowsOf(MANY)).map((r) => r.payload)).toEqual([{ to: 'held' }, { to: 'a' }, { to: 'b' }, { to: 'later' }]);
    expect(await q.runDue()).toBe(3);
    expect(ran.sort()).toEqual(['a', 'b', 'held']);
    expect(await q.runDue(later(16 * 60_000))).toBe(1);
    expect(ran).toContain('later');
  });

  it("enqueueWith writes one job per row of the caller's own insert, in that statement, and wakes the worker; a failing statement writes neither", async () => {
    const WATCH = jobName<{ rowId: number; kind: string }>('test.with');
    const ALSO = jobName<{ id: number }>('test.with-also');
    const q = queue(); // polls once a minute: only the wake after the statement runs them now
    const ran: string[] = [];
    q.define(WATCH, async ({ rowId, kind }) => void ran.push(`${kind} ${rowId}`));
    q.define(ALSO, async ({ id }) => void ran.push(`also ${id}`));
    q.start();
    await database.db.execute(sql`create table if not exists test_written (id serial primary key, note text not null)`);
    await sleep(200); // the worker's first poll has found nothing; the next is a minute away
    const write = (notes: (string | null)[], jobs: Parameters<Parameters<typeof q.enqueueWith>[1]>[0]) =>
      selectRows<{ id: number }>(
        database.db,
        sql`with row as (insert into test_written (note) select x from unnest(${`{${notes.map((n) => (n === null ? 'NULL' : n)).join(',')}}`}::text[]) x returning id)${jobs(sql`row`)}
            select id from row order by id`,
      );
    const rows = await q.enqueueWith([jobWith(WATCH, { rowId: WRITTEN_ID, kind: 'reply' }), jobWith(ALSO, { id: WRITTEN_ID })], (jobs) =>
      write(['one', 'two'], jobs),
    );
    const ids = rows.map((r) => Number(r.id));
    expect(ids).toHaveLength(2);
    expect((await rowsOf(WATCH)).map((r) => r.payload)).toEqual(ids.map((rowId) => ({ rowId, kind: 'reply' })));
    expect((await rowsOf(ALSO)).map((r) => r.payload)).toEqual(ids.map((id) => ({ id })));
    await until(() => ran.length === 4);
    expect(ran.sort()).toEqual([...ids.map((id) => `also ${id}`), ...ids.map((id) => `reply ${id}`)].sort());
    // A statement that fails (a null note) leaves no row and no job.
    await expect(
      q.enqueueWith([jobWith(WATCH, { rowId: WRITTEN_ID, kind: 'reply' })], (jobs) => write(['three', null], jobs)),
    ).rejects.toThrow();
    expect(await rowsOf(WATCH)).toHaveLength(2);
    expect(await selectRows(database.db, sql`select id from test_written`)).toHaveLength(2);
    // No jobs: the statement alone.
    expect(await q.enqueueWith([], (jobs) => write(['four'], jobs))).toHaveLength(1);
    // A name nobody defined is refused before anything is written.
    await expect(
      q.enqueueWith([jobWith(jobName<{ id: number }>('test.undefined'), { id: WRITTEN_ID })], (jobs) => write(['five'], jobs)),
    ).rejects.toThrow('unknown job');
    expect(await selectRows(database.db, sql`select id from test_written`)).toHaveLength(3);
  });

  it('does not run a cancelled job', async () => {
    const CANCELLED = jobName<null>('test.cancelled');
    const q = queue();
    let ran = 0;
    q.define(CANCELLED, async () => void (ran += 1));
    const id = await q.enqueue(CANCELLED, null, { runAt: later(60_000) });
    await q.cancel(id);
    expect(await q.runDue(later(120_000))).toBe(0);
    expect(ran).toBe(0);
    expect((await rowsOf(CANCELLED))[0]!.status).toBe('cancelled');
  });

  it('idle() waits for what the started worker has claimed or is running, not only for what it runs itself', async () => {
    const MAIL = jobName<{ i: number }>('test.idle');
    const q = queue();
    const ran: number[] = [];
    q.define(MAIL, async ({ i }) => {
      await sleep(5);
      ran.push(i);
    });
    q.start();
    for (let round = 0; round < 10; round++) {
      await q.enqueue(MAIL, { i: round }); // wakes the background worker, which claims it at once
      await q.idle();
      expect(ran).toHaveLength(round + 1);
    }
  });

  it('wakes a started worker on commit (NOTIFY), without waiting for its poll', async () => {
    const WAKE = jobName<null>('test.wake');
    const q = queue(database, { pollMs: 60_000 });
    let ran = 0;
    q.define(WAKE, async () => void (ran += 1));
    q.start();
    await sleep(100); // the worker's first poll has found nothing; the next is a minute away
    await database.db.transaction(async (tx) => {
      await q.enqueue(WAKE, null, { tx });
    });
    await until(() => ran === 1, 5000);
  });
});

describe('several server copies', () => {
  it('runs each of N jobs exactly once with two copies working the same table', async () => {
    const N = 200;
    const EACH = jobName<{ i: number }>('test.each-once');
    const runs = new Map<number, string[]>();
    const copies = [queue(database, { pollMs: 50 }), queue(second, { pollMs: 50 })];
    copies.forEach((q, c) =>
      q.define(EACH, async ({ i }) => {
        runs.set(i, [...(runs.get(i) ?? []), `copy${c}`]);
        await sleep(Math.random() * 3);
      }),
    );
    for (const q of copies) q.start();
    for (let i = 0; i < N; i++) await copies[i % 2]!.enqueue(EACH, { i });
    await until(async () => (await rowsOf(EACH)).every((r) => r.status === 'done'), 60_000);
    expect(runs.size).toBe(N);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byCopy = [...runs.values()].flat().reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});
    // Both copies took part (each claims what it has room for; neither waits for the other).
    expect(Object.keys(byCopy).sort()).toEqual(['copy0', 'copy1']);
    for (const q of copies) await q.stop();
  });

  it('runs each due job once when both copies call runDue at the same moment', async () => {
    const N = 60;
    const RACE = jobName<{ i: number }>('test.rundue-race');
    const runs: number[] = [];
    const copies = [queue(), queue(second)];
    for (const q of copies) q.define(RACE, async ({ i }) => void runs.push(i));
    for (let i = 0; i < N; i++) await copies[0]!.enqueue(RACE, { i });
    const counts = await Promise.all(copies.map((q) => q.runDue()));
    expect(counts[0]! + counts[1]!).toBe(N);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: N }, (_, i) => i));
  });

  it('queues the next cron occurrence exactly once across two copies and restarts', async () => {
    const DIGEST = jobName<{ kind: string }>('test.weekly-digest');
    const ran: string[] = [];
    const copies = [queue(), queue(second)];
    for (const q of copies) q.define(DIGEST, async ({ kind }) => void ran.push(kind));
    // Both copies start at once and schedule the same Monday 08:00 UTC job.
    await Promise.all(copies.map((q) => q.schedule(DIGEST, '0 8 * * 1', { kind: 'partners' })));
    let rows = await rowsOf(DIGEST);
    expect(rows).toHaveLength(1);
    const monday = rows[0]!.runAt;
    expect(monday.getUTCDay()).toBe(1);
    expect(monday.getUTCHours()).toBe(8);
    expect(monday.getUTCMinutes()).toBe(0);
    expect(monday.getTime()).toBeGreaterThan(Date.now());
    expect(monday.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // A restart (a third queue) schedules it again: still one.
    const restarted = queue();
    restarted.define(DIGEST, async ({ kind }) => void ran.push(kind));
    await restarted.schedule(DIGEST, '0 8 * * 1', { kind: 'partners' });
    expect(await rowsOf(DIGEST)).toHaveLength(1);

    // Monday 08:00:30 comes: both copies look; it runs once, and the next Monday is queued once.
    const counts = await Promise.all(copies.map((q) => q.runDue(later(30_000, monday))));
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(ran).toEqual(['partners']);
    rows = await rowsOf(DIGEST);
    expect(rows.map((r) => r.status)).toEqual(['done', 'queued']);
    expect(rows[1]!.runAt.getTime()).toBe(monday.getTime() + 7 * 24 * 3600_000);
    expect(rows[1]!.payload).toEqual({ kind: 'partners' });
    expect(await copies[1]!.runDue(later(60_000, monday))).toBe(0);
  });

  it('takes back a job whose worker died once its lease has run out, and ignores the dead worker if it comes back', async () => {
    const LEASED = jobName<{ step: string }>('test.leased');
    const crashed = queue(database, { leaseMs: 2000, stopTimeoutMs: 10 });
    const survivor = queue(second, { leaseMs: 2000 });
    let wakeCrashed = () => {};
    const attempts: string[] = [];
    crashed.define(LEASED, (_p, job) => {
      attempts.push(`crashed#${job.attempt}`);
      return new Promise<void>((resolve) => (wakeCrashed = resolve));
    });
    survivor.define(LEASED, async (_p, job) => void attempts.push(`survivor#${job.attempt}`));
    await crashed.enqueue(LEASED, { step: 'x' });
    void crashed.runDue();
    await until(async () => (await rowsOf(LEASED))[0]!.status === 'running');
    // The process "dies": it stops renewing its lease (stop gives up on the hung job at once).
    await crashed.stop();

    expect(await survivor.runDue()).toBe(0); // the lease still holds
    expect(await survivor.runDue(later(2500))).toBe(1);
    expect(attempts).toEqual(['crashed#1', 'survivor#2']);
    let [row] = await rowsOf(LEASED);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });

    // The old worker finishing late changes nothing.
    wakeCrashed();
    await until(() => logLines.some((l) => l.job === LEASED && l.msg === 'job finished after its lease ran out'));
    [row] = await rowsOf(LEASED);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  // PostgreSQL only: an in-memory PGlite belongs to one process.
  it.runIf(process.env.DATABASE_URL)(
    'takes back a job from a server process killed (SIGKILL) while running it',
    { timeout: 120_000 },
    async () => {
      const KILLED = jobName<{ n: number }>('test.killed');
      const survivor = queue(second);
      const attempts: number[] = [];
      survivor.define(KILLED, async (_p, job) => void attempts.push(job.attempt));
      await survivor.enqueue(KILLED, { n: 1 });
      // Another server process: claims the job, says so, and hangs in it until it is killed.
      const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `
      import pino from 'pino';
      import { openDatabase } from ${JSON.stringify(here('../db/client.ts'))};
      import { createJobQueue } from ${JSON.stringify(here('./jobs.ts'))};
      const database = await openDatabase({ url: process.env.JOBS_TEST_URL });
      const queue = createJobQueue({ db: database.db, log: pino({ level: 'silent' }), leaseMs: 3000 });
      queue.define(${JSON.stringify(KILLED)}, async () => { console.log('RUNNING'); await new Promise(() => {}); });
      await queue.runDue();
    `,
        ],
        { cwd: REPO_ROOT, env: { ...process.env, JOBS_TEST_URL: testDb.url! }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => void (out += d.toString()));
      await until(() => out.includes('RUNNING'), 100_000);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;

      const [held] = await rowsOf(KILLED);
      expect(held).toMatchObject({ status: 'running', attempts: 1 });
      const leaseEnd = held!.lockedUntil!;
      expect(await survivor.runDue(later(-1, leaseEnd))).toBe(0); // not while the dead process's lease holds
      expect(await survivor.runDue(later(1, leaseEnd))).toBe(1);
      expect(attempts).toEqual([2]);
      expect((await rowsOf(KILLED))[0]).toMatchObject({ status: 'done', attempts: 2 });
    },
  );

  it('dead-letters a job whose worker died on its last attempt instead of losing it', async () => {
    const LAST = jobName<null>('test.last-attempt');
    const crashed = queue(database, { leaseMs: 2000, stopTimeoutMs: 10 });
    const survivor = queue(second, { leaseMs: 2000 });
    crashed.define(LAST, () => new Promise<void>(() => {}), { retries: 0 });
    let survivorRan = 0;
    survivor.define(LAST, async () => void (survivorRan += 1), { retries: 0 });
    await crashed.enqueue(LAST, null);
    void crashed.runDue();
    await until(async () => (await rowsOf(LAST))[0]!.status === 'running');
    await crashed.stop();
    await survivor.runDue(later(2500));
    expect(survivorRan).toBe(0);
    const [row] = await rowsOf(LAST);
    expect(row).toMatchObject({ status: 'dead', attempts: 2 });
    expect(row!.lastError).toContain('lease ran out');
  });
});
