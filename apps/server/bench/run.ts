/**
 * `npm run bench`: the daily loop under load, beside a baseline measured in the same run.
 *
 * Seeds one member with five years of daily check-ins (emotions and FASTER answers) and 10,000
 * other members with a month each, then measures with autocannon over loopback:
 *   - GET dashboard and GET checkins/analytics (year to date): median and p99 latency;
 *   - POST checkins at 50 concurrent connections (each request a different member): requests/s;
 * each beside a bare Fastify route returning a constant, on the same machine at the same moment.
 * Uses PostgreSQL (DATABASE_URL, default the local server; a throwaway database is created and
 * dropped) and falls back to PGlite when no server answers. Figures are printed, never asserted.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, prepareData } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type Database } from '../src/platform/db/client';
import { hashToken } from '../src/modules/accounts';
import { captureStatements, replayStatements, type Statement } from './sql-twin';
import { measureStartups } from './startup';
import { measureJobs, printJobRows } from './jobs';
import { API_PREFIX } from '@holdfast/shared/common';

const OTHER_USERS = Number(process.env.BENCH_USERS ?? 10_000);
const YEARS = 5;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

let dbUrl: string | null = null;

async function openBenchDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  try {
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    await admin.connect();
    const name = `holdfast_bench_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    dbUrl = url.toString();
    return {
      database,
      label: `PostgreSQL (${url.host})`,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } catch (error) {
    console.warn(`PostgreSQL not reachable (${(error as Error).message}); using PGlite in memory`);
    const database = await openDatabase({ dataDir: null });
    return { database, label: 'PGlite (in memory)', drop: () => database.close() };
  }
}

async function seed(db: Database['db']) {
  const started = Date.now();
  // Members: a fixed hash (nobody logs in with a password here; tokens are inserted directly).
  await db.execute(sql`
    insert into users (email, username, password_hash, verified_on, created_at)
    select 'bench' || i || '@example.com', 'bench' || i, 'x', now(), now() - interval '6 years'
    from generate_series(0, ${OTHER_USERS}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, first_name, last_name, gender)
    select id, 'Bench', 'Member', 'Male' from users where email like 'bench%'`);
  const [{ id: mainId }] = (await db.execute(sql`select id from users where email = 'bench0@example.com'`)).rows as { id: number }[];
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
  const ids = (await db.execute(sql`select id from users where email like 'bench%' order by id`)).rows as { id: number }[];
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
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from checkins`)).rows as { n: number }[];
  console.log(`seeded ${ids.length} members and ${n} check-ins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { mainToken: tokens[0]!, otherTokens: tokens.slice(1), others: ids.slice(1).map((r, i) => ({ id: r.id, hash: hashes[i + 1]! })) };
}

interface Figures {
  median: number;
  p99: number;
  rps: number;
  non2xx: number;
}

async function load(url: string, opts: { connections: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; tokens?: string[]; body?: string }): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: DURATION,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body,
    // Each POST signs as a different member: one check-in a day is the rule under test.
    setupClient: opts.tokens
      ? (client) => {
          client.on('response', () => {
            const token = opts.tokens![next++ % opts.tokens!.length];
            client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
          });
          client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${opts.tokens![next++]}` });
        }
      : undefined,
  });
  return { median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

async function main() {
  const { database, label, drop } = await openBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
  const { app, ctx } = await buildApp({ config, database, realtime: false });
  await prepareData(ctx);
  const { mainToken, otherTokens, others } = await seed(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`;

  const bare = Fastify();
  bare.get('/constant', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/constant`;

  const auth = { authorization: `Bearer ${mainToken}` };
  const year = new Date().toISOString().slice(0, 4);
  const today = new Date().toISOString().slice(0, 10);
  const rows: [string, Figures, Figures][] = [];
  const measure = async (name: string, run: () => Promise<Figures>, connections: number) => {
    const baseline = await load(bareUrl, { connections });
    const figures = await run();
    rows.push([name, figures, baseline]);
  };
  await measure('GET dashboard (1 conn)', () => load(`${base}/dashboard?offset=0`, { connections: 1, headers: auth }), 1);
  await measure('GET dashboard (10 conn)', () => load(`${base}/dashboard?offset=0`, { connections: 10, headers: auth }), 10);
  await measure('GET checkins/analytics YTD (1 conn)', () => load(`${base}/checkins/analytics?startDate=${year}-01-01&endDate=${today}&offset=0`, { connections: 1, headers: auth }), 1);
  await measure('GET checkins/analytics YTD (10 conn)', () => load(`${base}/checkins/analytics?startDate=${year}-01-01&endDate=${today}&offset=0`, { connections: 10, headers: auth }), 10);
  const body = JSON.stringify({ checkin_emotions: [3, 9], feeling_zone: 'recovery', feeling_notes: 'bench', fast_scale_answers: [{ fast_emotion_id: 101, priority: 2 }], offset: 0 });
  await measure('POST checkins (50 conn)', () => load(`${base}/checkins`, { connections: 50, method: 'POST', tokens: otherTokens, body }), 50);

  // The same statements straight through `pg` (a pool of the app's size), in the same run.
  const twins: [string, Figures, Figures][] = [];
  const counts: string[] = [];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: dbUrl!, max: 10 });
    const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: string) =>
      app.inject({ method, url: `${API_PREFIX}${url}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
    const twinRead = async (name: string, url: string, connections: number, own: Figures) => {
      const statements = await captureStatements(() => inject('GET', url, mainToken));
      twins.push([name, own, await replayStatements(pool, statements, { connections, seconds: DURATION })]);
    };
    const own = (name: string) => rows.find((r) => r[0] === name)![1];
    await twinRead('GET dashboard (1 conn)', '/dashboard?offset=0', 1, own('GET dashboard (1 conn)'));
    await twinRead('GET dashboard (10 conn)', '/dashboard?offset=0', 10, own('GET dashboard (10 conn)'));
    const ytd = `/checkins/analytics?startDate=${year}-01-01&endDate=${today}&offset=0`;
    await twinRead('GET checkins/analytics YTD (1 conn)', ytd, 1, own('GET checkins/analytics YTD (1 conn)'));
    await twinRead('GET checkins/analytics YTD (10 conn)', ytd, 10, own('GET checkins/analytics YTD (10 conn)'));
    // One check-in captured (the last member, today), replayed for every member on tomorrow's day
    // (today's were taken by the HTTP run) with that member's token hash and id.
    const probe = others[others.length - 1]!;
    const statements: Statement[] = await captureStatements(async () => {
      const res = await inject('POST', '/checkins', otherTokens[otherTokens.length - 1]!, body);
      if (res.statusCode !== 201) console.warn(`captured POST answered ${res.statusCode}: ${res.body}`);
    });
    counts.push(`POST checkins: ${statements.length} statements (${statements.map((st) => st.text.trim().split(/\s+/)[0]!.toLowerCase()).join(', ')})`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const postTwin = await replayStatements(pool, statements, {
      connections: 50,
      seconds: DURATION,
      substitute: (i, value) => {
        const member = others[i % others.length]!;
        if (value === probe.id) return member.id;
        if (value === probe.hash) return member.hash;
        if (typeof value === 'string' && value === today) return tomorrow;
        return value;
      },
    });
    twins.push(['POST checkins (50 conn)', own('POST checkins (50 conn)'), postTwin]);
    for (const [name, url] of [['GET dashboard', '/dashboard?offset=0'], ['GET checkins/analytics YTD', ytd]] as const) {
      counts.push(`${name}: ${(await captureStatements(() => inject('GET', url, mainToken))).length} statements`);
    }
    await pool.end();
  }

  console.log(`\nHoldfast bench on ${label}, ${os.cpus().length} cores, ${DURATION} s per measurement`);
  console.log('| measurement | median ms | p99 ms | req/s | non-2xx | baseline median ms | baseline p99 ms | baseline req/s |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, f, b] of rows) {
    console.log(`| ${name} | ${f.median} | ${f.p99} | ${Math.round(f.rps)} | ${f.non2xx} | ${b.median} | ${b.p99} | ${Math.round(b.rps)} |`);
  }
  if (twins.length) {
    console.log('\nEach route beside its own statements sent straight through `pg` (same pool size, same run):');
    console.log('| measurement | route median ms | route p99 ms | route req/s | SQL median ms | SQL p99 ms | SQL req/s | route / SQL |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, f, b] of twins) {
      console.log(`| ${name} | ${f.median} | ${f.p99} | ${Math.round(f.rps)} | ${b.median} | ${b.p99} | ${Math.round(b.rps)} | ${(f.rps / b.rps).toFixed(2)} |`);
    }
    console.log('\nStatements per call: ' + counts.join('; '));
  }
  printJobRows(label, await measureJobs(database));
  await bare.close();
  await app.close();
  if (!process.env.BENCH_SKIP_STARTUP) await measureStartups({ databaseUrl: database.kind === 'postgres' ? dbUrl! : null });
  if (process.env.BENCH_KEEP) console.log('kept the bench database (BENCH_KEEP)');
  else await drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
