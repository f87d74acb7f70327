/**
 * `npm run bench`: the daily loop under load, beside baselines measured in the same run.
 *
 * Seeds one member with five years of daily check-ins (emotions and FASTER answers) and 10,000
 * other members with a month each, then measures with autocannon (in its own thread) over loopback:
 *   - GET dashboard and GET checkins/analytics (year to date) at 1 and 10 connections;
 *   - GET accountability-partners/system-triggers for a month, for a holder of 20 people with five
 *     years of data each (the partner calendar);
 *   - GET groups/{id}/progress (member progress, 12 members) and GET leader/needs-attention (the
 *     triage view over 10 groups x 12 members), for a leader whose members have a year of data;
 *   - GET coach/users (the coaching centre's client list, 50 clients with a year of data each; coaching.ts);
 *   - the community (community.ts): a page of a 10,000-reply thread, the forum search, the members
 *     directory over 100,000 members, and POST a reply (each request a different member) at 1 and
 *     10 connections;
 *   - GET messages-info (the chat list) of a member with 200 chats of every kind (messaging.ts);
 *   - POST checkins at 50 concurrent connections (each request a different member);
 * each beside a bare Fastify route returning a constant and, on PostgreSQL, beside the route's own
 * statements sent straight through `pg` (sql-twin.ts) and, for reads, beside those statements and
 * the route's answer behind a bare Fastify route (the "HTTP + SQL" floor: what one HTTP hop costs
 * on this machine with no app code, so route / floor is what the app itself adds). Each measurement is repeated
 * (BENCH_REPEAT, default 3) with its baselines interleaved, and the medians are printed: the
 * machines are shared and noisy, so compare columns within a run, not runs. CPU per request (the
 * server's thread, the database's processes) is printed beside the rates: it moves much less than
 * requests per second when other work takes the cores. Then start-up and idle memory (startup.ts).
 * Uses PostgreSQL (DATABASE_URL, default the local server; a throwaway database is created and
 * dropped) and falls back to PGlite when no server answers. Figures are printed, never asserted.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, prepareData } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { selectRows, type Database } from '../src/platform/db/client';
import { openBenchDatabase } from './database';
import { hashToken } from '../src/modules/accounts';
import { TOKEN_LOOKUP_BATCHING, tokenLookupStats } from '../src/modules/accounts/accounts.repository';
import { CHECK_IN_BATCHING, checkInBatchStats } from '../src/modules/check-ins/check-ins.repository';
import { load, type Figures, type Write } from './load';
import { captureStatements, replayBatched, replayer, replayStatements, type BatchedStatement, type Statement } from './sql-twin';
import { measureStartups } from './startup';
import { measureJobs, printJobRows } from './jobs';
import { measureExport, printExportRows } from './export';
import { seedGroups } from './groups';
import { COACH_CLIENTS, seedCoaching } from './coaching';
import { countCheckIns, seedDailyRecords, seedPeople, seedToken } from './seed';
import { benchCommunity } from './community';
import { benchMessaging } from './messaging';
import { API_PREFIX } from '@holdfast/shared/common';

const OTHER_USERS = Number(process.env.BENCH_USERS ?? 10_000);
const YEARS = 5;
/** People the partner-calendar holder holds accountable. */
const PARTNERS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** BENCH_ONLY: a regular expression; only measurements whose name matches run (for working on one). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !ONLY || ONLY.test(name);

/** The bench database's address (null on the PGlite fallback): the SQL twins and load figures use it. */
let dbUrl: string | null = null;

async function seed(db: Database['db']) {
  const started = Date.now();
  const mainId = await seedPeople(db, 'bench', OTHER_USERS, 'Bench', '6 years');
  // The main member: one check-in a day for five years; a relapse every 45 days.
  await db.execute(sql`
    insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes)
    select ${mainId}, d + time '20:00', d, 0,
           case when extract(doy from d)::int % 45 = 0 then 'relapse' when extract(doy from d)::int % 7 = 0 then 'danger' else 'recovery' end,
           'Five years of honest days'
    from generate_series((current_date - ${YEARS * 365}::int)::timestamp, current_date - 1, interval '1 day') as g(d)`);
  // Everyone else: the last 30 days (not today, so POST checkins lands).
  await db.execute(sql`
    insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes)
    select u.id, d + time '20:00', d, 0, case when (u.id + extract(day from d)::int) % 9 = 0 then 'danger' else 'recovery' end, 'A month in'
    from users u cross join generate_series((current_date - 30)::timestamp, current_date - 1, interval '1 day') as g(d)
    where u.email like 'bench%' and u.id <> ${mainId}`);
  await db.execute(sql`
    insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date)
    select id, 1 + (id % 15), 0, user_id, checkin_date from checkins
    union all select id, 1 + ((id + 7) % 15), 1, user_id, checkin_date from checkins`);
  await db.execute(sql`
    insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date)
    select id, (1 + id % 7) * 100 + 1 + id % 6, 2, user_id, checkin_date from checkins where id % 2 = 0`);
  await db.execute(sql`analyze`);
  const tokens: string[] = [];
  const ids = await selectRows<{ id: number }>(db, sql`select id from users where email like 'bench%' order by id`);
  const hashes: string[] = [];
  for (const { id } of ids) {
    const token = `bench-${id}-${Math.random().toString(36).slice(2)}`;
    tokens.push(token);
    hashes.push(hashToken(token));
  }
  // One JSON parameter (drizzle would expand a JS array into one parameter per element).
  const pairs = JSON.stringify(ids.map((r, i) => [r.id, hashes[i]]));
  await db.execute(sql`
    insert into access_tokens (user_id, token_hash, expires_at)
    select (v->>0)::int, v->>1, now() + interval '1 day' from jsonb_array_elements(${pairs}::jsonb) as v`);
  const { n } = (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from checkins`))[0]!;
  console.log(`seeded ${ids.length} members and ${n} check-ins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    mainId,
    mainToken: tokens[0]!,
    otherTokens: tokens.slice(1),
    others: ids.slice(1).map((r, i) => ({ id: r.id, hash: hashes[i + 1]! })),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median of each figure over the repetitions. */
function medianOf(runs: Figures[]): Figures {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  const db = runs.map((r) => r.dbMs).filter((v): v is number => v !== null);
  return {
    median: m((f) => f.median),
    p99: m((f) => f.p99),
    rps: m((f) => f.rps),
    non2xx: runs.reduce((a, f) => a + f.non2xx, 0),
    nodeMs: m((f) => f.nodeMs),
    dbMs: db.length ? median(db) : null,
  };
}

/** A row's targets from its issue: p99 under `p99Ms`, and at least `ofSql` of its own SQL's rate. */
interface Target {
  p99Ms: number;
  ofSql: number;
}

const ms = (v: number | null) => (v === null ? '–' : v.toFixed(2));

/**
 * The partner calendar's load: one holder who holds 20 people accountable (standard requests they
 * accepted), each with five years of daily check-ins (two emotions, FASTER answers every other day)
 * and a crash report every ten days. Answers the holder's bearer token.
 */
async function seedPartners(db: Database['db']) {
  const started = Date.now();
  const holderId = await seedPeople(db, 'partner', PARTNERS, 'Partner', '6 years');
  await db.execute(sql`
    insert into accountability_partners (requester_id, recipient_id, action_type, request_type, status, accepted_at)
    select id, ${holderId}, 'user', 'standard', 'accepted', now() from users where email like 'partner%' and id <> ${holderId}`);
  await seedDailyRecords(db, 'partner', holderId, { days: YEARS * 365, notes: 'Five years of honest days, shared' });
  await db.execute(sql`analyze`);
  const token = await seedToken(db, holderId, 'holder');
  const n = await countCheckIns(db, 'partner');
  console.log(`seeded a holder of ${PARTNERS} people with ${n} check-ins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return token;
}

async function main() {
  const { database, label, drop, url: benchUrl } = await openBenchDatabase();
  dbUrl = benchUrl;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-bench-'));
  // No sample community: the bench seeds the forum and directory it measures.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    COMMUNITY_SAMPLE_CONTENT: 'off',
  });
  const { app, ctx } = await buildApp({ config, database, realtime: false });
  // Requests still being answered (autocannon stops sending at the deadline; the server finishes
  // what it got), and statements still running: a capture must see one call's statements only.
  let inFlight = 0;
  app.server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => void (inFlight -= 1));
  });
  const drained = async () => {
    for (let quiet = 0; quiet < 3;) {
      const busy = inFlight > 0 || (database.kind === 'postgres' && (await activeStatements()) > 0);
      quiet = busy ? 0 : quiet + 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const activeStatements = async () => {
    const client = new pg.Client({ connectionString: dbUrl! });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    await client.end();
    return rows[0]!.n;
  };
  await prepareData(ctx);
  const { mainId, mainToken, otherTokens, others } = await seed(database.db);
  const holderToken = await seedPartners(database.db);
  const groupsLoad = await seedGroups(database.db);
  const coachToken = await seedCoaching(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`;
  const postgres = database.kind === 'postgres';
  const pool = postgres ? new pg.Pool({ connectionString: dbUrl!, max: 10 }) : null;
  // All its connections open before the first measurement (their processes are what DB CPU counts).
  if (pool) await Promise.all(Array.from({ length: 10 }, () => pool.query('select pg_sleep(0.05)')));

  const bare = Fastify();
  bare.get('/constant', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/constant`;

  // The HTTP floor of a read: its own statements (the twin's replay) behind a bare Fastify route that
  // answers the route's captured body, so route / floor is what the app adds beyond an HTTP hop and
  // its SQL, and floor / SQL what the hop itself costs on this machine.
  const floors: { call: (call: number) => Promise<void>; body: string }[] = [];
  const floor = Fastify();
  let floorCalls = 0;
  floor.get<{ Params: { n: string } }>('/floor/:n', async (req, reply) => {
    const f = floors[Number(req.params.n)]!;
    await f.call(floorCalls++);
    return reply.type('application/json; charset=utf-8').send(f.body);
  });
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorUrl = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}/floor/`;

  const year = new Date().toISOString().slice(0, 4);
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const ytd = `/checkins/analytics?startDate=${year}-01-01&endDate=${today}&offset=0`;
  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: string) =>
    app.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
  // Today's (HTTP) and tomorrow's (SQL) check-ins of the members, so each POST run starts alike.
  const clearNewCheckIns = () => database.db.execute(sql`delete from checkins where checkin_date >= current_date and user_id <> ${mainId}`);

  interface Row {
    name: string;
    route: Figures;
    bare: Figures;
    twin: Figures | null;
    /** The route's statements and answer behind a bare Fastify route (reads on PostgreSQL). */
    floor?: Figures;
    batchedTwin?: Figures & { perStatement: number };
    perStatement?: number;
    /** Requests per token lookup statement (POST checkins). */
    perLookup?: number;
    /** The targets for this row, printed met or not (never asserted). */
    target?: Target;
  }
  const rows: Row[] = [];
  const counts: string[] = [];

  /**
   * One measurement beside its baselines: GET `url` with `token`, or with `write`, POST its JSON
   * `body` as each of `tokens` in turn (the call captured for the twin is `token`'s); `before` runs
   * before each run (the bench's reset of per-member hourly limits, so the runs stay under them
   * while the limiter is still asked on every call).
   */
  async function measure(name: string, url: string, connections: number, token = mainToken, target?: Target, write?: Write) {
    if (!wanted(name)) return;
    await drained();
    await write?.before();
    const captured = async () => {
      const res = await inject(write ? 'POST' : 'GET', url, token, write?.body);
      if (write && res.statusCode !== 201) throw new Error(`captured ${name} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    let body = '';
    const statements = postgres ? await captureStatements(async () => (body = (await captured()).body)) : [];
    if (connections === 1 && statements.length) counts.push(`${name.replace(/ \(.*/, '')} ${statements.length} (${describe(statements)})`);
    const floorAt = pool && !write ? floors.push({ call: replayer(pool, statements), body }) - 1 : null;
    const runs: [Figures[], Figures[], Figures[], Figures[]] = [[], [], [], []];
    const request = write
      ? { method: 'POST' as const, tokens: write.tokens, body: write.body }
      : { headers: { authorization: `Bearer ${token}` } };
    for (let i = 0; i < REPEAT; i++) {
      runs[0].push(await load(bareUrl, { connections, seconds: DURATION, databaseUrl: null }));
      await write?.before();
      runs[1].push(await load(`${base}${url}`, { connections, seconds: DURATION, ...request, databaseUrl: dbUrl }));
      await drained();
      if (pool) runs[2].push(await replayStatements(pool, statements, { connections, seconds: DURATION, databaseUrl: dbUrl }));
      if (floorAt !== null) runs[3].push(await load(`${floorUrl}${floorAt}`, { connections, seconds: DURATION, databaseUrl: dbUrl }));
    }
    rows.push({
      name,
      bare: medianOf(runs[0]),
      route: medianOf(runs[1]),
      twin: pool ? medianOf(runs[2]) : null,
      floor: runs[3].length ? medianOf(runs[3]) : undefined,
      target,
    });
  }

  await measure('GET dashboard (1 conn)', '/dashboard?offset=0', 1);
  await measure('GET dashboard (10 conn)', '/dashboard?offset=0', 10);
  await measure('GET checkins/analytics YTD (1 conn)', ytd, 1);
  await measure('GET checkins/analytics YTD (10 conn)', ytd, 10);
  // The partner calendar for the last full month: ~620 check-ins and ~60 crash reports of 20 people.
  const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const monthEnd = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 0)).toISOString().slice(0, 10);
  const calendar = `/accountability-partners/system-triggers?startDate=${monthStart}&endDate=${monthEnd}`;
  // The partner calendar's targets: p99 under 30 ms, at least 85% of the rate of its own SQL through `pg`.
  const calendarTarget: Target = { p99Ms: 30, ofSql: 0.85 };
  await measure('GET accountability-partners/system-triggers, 20 people, a month (1 conn)', calendar, 1, holderToken, calendarTarget);
  await measure('GET accountability-partners/system-triggers, 20 people, a month (10 conn)', calendar, 10, holderToken, calendarTarget);
  // The leaders' portal: member progress of one group of 12, and the triage view over 10 groups x 12
  // members with a year of data each (each read also writes its access-log rows, as the SQL does).
  // The groups rows' targets: p99 under 40 ms, at least 85% of the rate of its own SQL through `pg`.
  const groupsTarget: Target = { p99Ms: 40, ofSql: 0.85 };
  await measure(
    'GET groups/{id}/progress, 12 members, a year each (1 conn)',
    `/groups/${groupsLoad.groupId}/progress`,
    1,
    groupsLoad.leaderToken,
    groupsTarget,
  );
  await measure(
    'GET groups/{id}/progress, 12 members, a year each (10 conn)',
    `/groups/${groupsLoad.groupId}/progress`,
    10,
    groupsLoad.leaderToken,
    groupsTarget,
  );
  await measure(
    'GET leader/needs-attention, 10 groups x 12 members (1 conn)',
    '/leader/needs-attention',
    1,
    groupsLoad.leaderToken,
    groupsTarget,
  );
  await measure(
    'GET leader/needs-attention, 10 groups x 12 members (10 conn)',
    '/leader/needs-attention',
    10,
    groupsLoad.leaderToken,
    groupsTarget,
  );
  // The coaching centre's client list: 50 accepted clients with a year of data each, ranked facts and
  // habit results (each read also writes the clients' access-log rows, one a day per kind). The
  // leaders' portal's targets.
  for (const connections of [1, 10])
    await measure(
      `GET coach/users, ${COACH_CLIENTS} clients, a year each (${connections} conn)`,
      '/coach/users',
      connections,
      coachToken,
      groupsTarget,
    );
  await benchCommunity(database.db, measure, wanted, ctx.counters);
  await benchMessaging(database.db, measure, wanted);

  const postName = 'POST checkins (50 conn, a different member each)';
  if (wanted(postName)) {
    const body = JSON.stringify({
      checkin_emotions: [3, 9],
      feeling_zone: 'recovery',
      feeling_notes: 'bench',
      fast_scale_answers: [{ fast_emotion_id: 101, priority: 2 }],
      offset: 0,
    });
    // One check-in captured (the last member, today) and replayed for every member on tomorrow's
    // day (today's are taken by the HTTP runs) with that member's token hash and id.
    const probe = others[others.length - 1]!;
    await drained();
    await clearNewCheckIns();
    // One check-in first, so the capture sees a warm server (the daily form already read).
    await inject('POST', '/checkins', otherTokens[otherTokens.length - 2]!, body);
    const statements: Statement[] = postgres
      ? await captureStatements(async () => {
          const res = await inject('POST', '/checkins', otherTokens[otherTokens.length - 1]!, body);
          if (res.statusCode !== 201) throw new Error(`captured POST answered ${res.statusCode}: ${res.body}`);
        })
      : [];
    if (statements.length) counts.push(`POST checkins ${statements.length} (${describe(statements)})`);
    const insert = statements.find((st) => /insert into checkins/i.test(st.text));
    const withMember = (call: number, value: unknown) => {
      const member = others[call % (others.length - 2)]!;
      if (value === probe.hash) return member.hash;
      // The token lookup takes the hashes of a batch of requests (one here).
      if (Array.isArray(value) && value.length === 1 && value[0] === probe.hash) return [member.hash];
      if (typeof value === 'string' && value.startsWith('[{"idx"')) {
        return JSON.stringify(
          (JSON.parse(value) as Record<string, unknown>[]).map((item) => ({ ...item, user_id: member.id, checkin_date: tomorrow })),
        );
      }
      return value;
    };
    const lookup = statements.find((st) => st.config.name === 'find_active_access_tokens');
    // The token lookup of several calls: their hashes in one array.
    const mergeLookups = (configs: Statement['config'][]) => {
      const first = configs[0]!;
      const at = (first.values as unknown[]).findIndex((v) => Array.isArray(v));
      return {
        ...first,
        values: (first.values as unknown[]).map((v, i) => (i === at ? configs.flatMap((c) => (c.values as unknown[][])[at]!) : v)),
      };
    };
    // The batched statement with the items of several calls (each call's items param merged).
    const merge = (configs: Statement['config'][]) => {
      const first = configs[0]!;
      const at = (first.values as unknown[]).findIndex((v) => typeof v === 'string' && v.startsWith('[{"idx"'));
      const items = configs
        .flatMap((c) => JSON.parse((c.values as string[])[at]!) as Record<string, unknown>[])
        .map((item, idx) => ({ ...item, idx }));
      return { ...first, values: (first.values as unknown[]).map((v, i) => (i === at ? JSON.stringify(items) : v)) };
    };
    const runs: [Figures[], Figures[], Figures[], (Figures & { perStatement: number })[], Figures[]] = [[], [], [], [], []];
    const perStatement: number[] = [];
    const perLookup: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      runs[0].push(await load(bareUrl, { connections: 50, seconds: DURATION, databaseUrl: null }));
      await clearNewCheckIns();
      const before = { ...checkInBatchStats(database.db) };
      const lookupsBefore = { ...tokenLookupStats(database.db) };
      runs[1].push(
        await load(`${base}/checkins`, {
          connections: 50,
          seconds: DURATION,
          method: 'POST',
          tokens: otherTokens.slice(0, -2),
          body,
          databaseUrl: dbUrl,
        }),
      );
      await drained();
      const after = checkInBatchStats(database.db);
      perStatement.push((after.items - before.items) / Math.max(1, after.statements - before.statements));
      const lookupsAfter = tokenLookupStats(database.db);
      perLookup.push((lookupsAfter.items - lookupsBefore.items) / Math.max(1, lookupsAfter.statements - lookupsBefore.statements));
      // The same route with one token lookup statement per request, as before they were batched.
      await clearNewCheckIns();
      const { maxBatch } = TOKEN_LOOKUP_BATCHING;
      TOKEN_LOOKUP_BATCHING.maxBatch = 1;
      runs[4].push(
        await load(`${base}/checkins`, {
          connections: 50,
          seconds: DURATION,
          method: 'POST',
          tokens: otherTokens.slice(0, -2),
          body,
          databaseUrl: dbUrl,
        }),
      );
      TOKEN_LOOKUP_BATCHING.maxBatch = maxBatch;
      await drained();
      if (pool && insert) {
        await clearNewCheckIns();
        runs[2].push(
          await replayStatements(pool, statements, { connections: 50, seconds: DURATION, substitute: withMember, databaseUrl: dbUrl }),
        );
        await clearNewCheckIns();
        const batched: BatchedStatement[] = [{ statement: insert, batching: CHECK_IN_BATCHING, merge }];
        if (lookup) batched.unshift({ statement: lookup, batching: TOKEN_LOOKUP_BATCHING, merge: mergeLookups });
        runs[3].push(
          await replayBatched(pool, statements, batched, {
            connections: 50,
            seconds: DURATION,
            substitute: withMember,
            databaseUrl: dbUrl,
          }),
        );
      }
    }
    rows.push({
      name: postName,
      bare: medianOf(runs[0]),
      route: medianOf(runs[1]),
      twin: runs[2].length ? medianOf(runs[2]) : null,
      batchedTwin: runs[3].length ? { ...medianOf(runs[3]), perStatement: median(runs[3].map((r) => r.perStatement)) } : undefined,
      perStatement: median(perStatement),
      perLookup: median(perLookup),
    });
    rows.push({
      name: `${postName}, token lookups one per request (before they were batched)`,
      bare: medianOf(runs[0]),
      route: medianOf(runs[4]),
      twin: null,
    });
  }

  console.log(
    `\nHoldfast bench on ${label}, ${os.cpus().length} cores, ${DURATION} s per measurement, medians of ${REPEAT} (${new Date().toISOString().slice(0, 10)})`,
  );
  console.log(
    '\nEach route beside the bare route (a constant) in the same run; CPU per request: the server thread, the database processes:',
  );
  console.log(
    '| measurement | median ms | p99 ms | req/s | non-2xx | server CPU ms/req | DB CPU ms/req | bare req/s | bare p99 ms | route / bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const f = r.route;
    console.log(
      `| ${r.name} | ${f.median} | ${f.p99} | ${Math.round(f.rps)} | ${f.non2xx} | ${ms(f.nodeMs)} | ${ms(f.dbMs)} | ${Math.round(r.bare.rps)} | ${r.bare.p99} | ${(f.rps / r.bare.rps).toFixed(3)} |`,
    );
  }
  if (pool) {
    console.log('\nEach route beside its own statements sent straight through `pg` (a pool of the same size, same run):');
    console.log(
      'and beside the same statements and answer behind a bare Fastify route ("HTTP + SQL": what an HTTP hop adds on this machine, with no app):',
    );
    console.log(
      '| measurement | route req/s | SQL median ms | SQL p99 ms | SQL req/s | SQL Node CPU ms/call | SQL DB CPU ms/call | route / SQL | HTTP + SQL req/s | its server / DB CPU ms/req | HTTP + SQL / SQL | route / HTTP + SQL |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const twins: [string, Figures | null | undefined][] = [[r.name, r.twin]];
      if (r.batchedTwin)
        twins.push([`${r.name}, SQL batched as the app batches (${r.batchedTwin.perStatement.toFixed(1)} per statement)`, r.batchedTwin]);
      for (const [name, t] of twins) {
        if (!t) continue;
        const f = t === r.twin ? r.floor : undefined;
        const floorCells = f
          ? `${Math.round(f.rps)} | ${ms(f.nodeMs)} / ${ms(f.dbMs)} | ${(f.rps / t.rps).toFixed(2)} | ${(r.route.rps / f.rps).toFixed(2)}`
          : '– | – | – | –';
        console.log(
          `| ${name} | ${Math.round(r.route.rps)} | ${t.median} | ${t.p99} | ${Math.round(t.rps)} | ${ms(t.nodeMs)} | ${ms(t.dbMs)} | ${(r.route.rps / t.rps).toFixed(2)} | ${floorCells} |`,
        );
      }
    }
    console.log(`\nStatements per call: ${counts.join('; ')}.`);
  }
  const targeted = rows.filter((r) => r.target);
  if (targeted.length) {
    console.log("\nTargets (printed, not asserted; the same run's figures):");
    console.log('| measurement | p99 ms (target) | route / SQL (target) | HTTP + SQL / SQL (the hop alone, no app) |');
    console.log('|---|---|---|---|');
    for (const r of targeted) {
      const t = r.target!;
      const ofSql = r.twin ? r.route.rps / r.twin.rps : null;
      const p99 = `${r.route.p99} (< ${t.p99Ms}: ${r.route.p99 < t.p99Ms ? 'met' : 'NOT met'})`;
      const sqlShare =
        ofSql === null ? '– (no PostgreSQL)' : `${ofSql.toFixed(2)} (>= ${t.ofSql}: ${ofSql >= t.ofSql ? 'met' : 'NOT met'})`;
      const hop = r.floor && r.twin ? (r.floor.rps / r.twin.rps).toFixed(2) : '–';
      console.log(`| ${r.name} | ${p99} | ${sqlShare} | ${hop} |`);
    }
  }
  const post = rows.find((r) => r.perStatement !== undefined);
  if (post)
    console.log(
      `POST checkins under load: ${post.perStatement!.toFixed(1)} check-ins per insert statement, ${post.perLookup!.toFixed(1)} requests per token lookup statement (medians of the runs).`,
    );
  await pool?.end();
  printJobRows(label, await measureJobs(database));
  if (wanted('data export')) printExportRows(label, await measureExport(database, app, ctx, dbUrl));
  await bare.close();
  await floor.close();
  await app.close();
  if (!process.env.BENCH_SKIP_STARTUP) await measureStartups({ databaseUrl: postgres ? dbUrl! : null });
  if (process.env.BENCH_KEEP) console.log('kept the bench database (BENCH_KEEP)');
  else await drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** "token lookup, insert" style: the first word of each statement, or its prepared name. */
function describe(statements: Statement[]) {
  return statements
    .map((st) => (typeof st.config.name === 'string' ? st.config.name : st.text.trim().split(/\s+/)[0]!.toLowerCase()))
    .join(', ');
}

await main();
