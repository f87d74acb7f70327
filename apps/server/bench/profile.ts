/**
 * `npm run bench:profile`: where the server's thread spends its time under load on one read route,
 * for deciding what to cut before changing code. Seeds a small PostgreSQL database (PGlite in
 * memory when no server answers): a member with 400 days of records, a leader of 10 groups x 12.
 * Warms the route for 3 s, then samples the server's thread (node:inspector) while autocannon (its
 * own thread) loads it, and prints the shares of self time by package and by function.
 * PROFILE_ROUTE: dashboard (default), analytics, progress, attention, caseload (a coach's 50
 * clients), replies (a page of a
 * 10,000-reply thread); PROFILE_CONNECTIONS (10), PROFILE_SECONDS (8); PROFILE_OUT=file keeps the
 * .cpuprofile (Chrome DevTools opens it). A profile, not a benchmark: the sampler slows the thread.
 * PROFILE_MODE=timeline: no sampler; one connection's call split into the HTTP hop, the server's own
 * work and its statements, beside the same statements replayed through `pg` (`timeline` below).
 */
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@holdfast/shared/common';
import { buildApp, prepareData } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { selectRows } from '../src/platform/db/client';
import { openBenchDatabase } from './database';
import { seedPeople, seedDailyRecords, seedToken } from './seed';
import { seedGroups } from './groups';
import { load } from './load';
import { seedCommunity } from './community';
import { seedCoaching } from './coaching';
import pg from 'pg';
import { captureStatements, interceptStatements, replayStatements } from './sql-twin';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Shares of sampled time by package (node_modules name, app folder, node: module or native) and by function. */
export function summarize(profile: Profile, rows = 25) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const time = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    time.set(id, (time.get(id) ?? 0) + dt);
    total += dt;
  });
  const packageOf = ({ callFrame: { url, functionName } }: ProfileNode) => {
    if (!url) return functionName || '(native)';
    const dep = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (dep) return dep[1]!;
    if (url.includes('/src/'))
      return `app: ${url
        .replace(/.*\/src\//, '')
        .split('/')
        .slice(0, 2)
        .join('/')}`;
    return url;
  };
  const functionOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}`;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, dt] of time) {
    const n = nodes.get(id)!;
    byPackage.set(packageOf(n), (byPackage.get(packageOf(n)) ?? 0) + dt);
    byFunction.set(functionOf(n), (byFunction.get(functionOf(n)) ?? 0) + dt);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(6)}%  ${k}`)
      .join('\n');
  return `sampled ${(total / 1000).toFixed(0)} ms\nself time by package:\n${top(byPackage)}\nself time by function:\n${top(byFunction)}`;
}

/**
 * PROFILE_MODE=timeline: where one call's wall time goes at one connection, beside its statements
 * replayed through `pg` in the same run. Client: autocannon's median. Server: from Node's 'request'
 * event to the response's 'finish'. SQL: the wall time while at least one of the call's statements is
 * out (from its Client#query call to its answer).
 */
async function timeline(server: import('node:http').Server, url: string, headers: Record<string, string>, databaseUrl: string | null) {
  const serverMs: number[] = [];
  const sqlMs: number[] = [];
  const statementsPerCall: number[] = [];
  let sqlNow = 0;
  let statementsNow = 0;
  // Statements out at once (a parallel round) count once: the wall time with at least one out.
  let out = 0;
  let outSince = 0;
  const onRequest = (_req: unknown, res: import('node:http').ServerResponse) => {
    const started = performance.now();
    sqlNow = 0;
    statementsNow = 0;
    res.once('finish', () => {
      serverMs.push(performance.now() - started);
      sqlMs.push(sqlNow);
      statementsPerCall.push(statementsNow);
    });
  };
  const restore = interceptStatements(() => {
    if (out++ === 0) outSince = performance.now();
    statementsNow += 1;
    return () => {
      if (--out === 0) sqlNow += performance.now() - outSince;
    };
  });
  // Garbage collection on this thread (the server's and the twin's), summed over each phase.
  let gcMs = 0;
  let gcCount = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount += 1;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  server.on('request', onRequest);
  let figures;
  try {
    figures = await load(url, { connections: 1, seconds: Number(process.env.PROFILE_SECONDS ?? 8), headers, databaseUrl: null });
  } finally {
    server.off('request', onRequest);
    restore();
  }
  const routeGc = { ms: gcMs, count: gcCount };
  // The server answers in its own async context (not the fetch's): every statement sent meanwhile.
  let bodyBytes = 0;
  const statements = await captureStatements(
    () =>
      fetch(url, { headers })
        .then((r) => r.text())
        .then((body) => (bodyBytes = Buffer.byteLength(body))),
    { window: true },
  );
  const sentBytes = statements.reduce(
    (n, st) => n + Buffer.byteLength(st.config.name ? '' : st.text) + JSON.stringify(st.config.values ?? []).length,
    0,
  );
  const pool = new pg.Pool({ connectionString: databaseUrl ?? undefined, max: 1 });
  if (databaseUrl && process.env.PROFILE_EXPLAIN) {
    // Each statement's plan and time as PostgreSQL ran it (PROFILE_EXPLAIN=1), the slowest first.
    const plans = [];
    for (const st of statements) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        const res = await c.query({ text: `explain (analyze, buffers, format text) ${st.text}`, values: st.config.values as unknown[] });
        const lines = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
        const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
        plans.push({ time, text: `${st.text.slice(0, 300)}\n${lines.join('\n')}` });
      } finally {
        await c.query('rollback');
        c.release();
      }
    }
    plans.sort((a, b) => b.time - a.time);
    for (const p of plans) console.log(`--- ${p.time} ms\n${p.text}\n`);
  }
  gcMs = 0;
  gcCount = 0;
  const twin = databaseUrl
    ? await replayStatements(pool, statements, { connections: 1, seconds: Number(process.env.PROFILE_SECONDS ?? 8), databaseUrl: null })
    : null;
  const twinGc = { ms: gcMs, count: gcCount };
  gc.disconnect();
  await pool.end();
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  return [
    `GET ${url} at 1 connection: ${Math.round(figures.rps)} req/s, per call ${ms(1000 / figures.rps)} (autocannon median ${figures.median} ms)`,
    `  server, request to finish: median ${ms(med(serverMs))}, mean ${ms(mean(serverMs))}`,
    `  of which SQL (${mean(statementsPerCall).toFixed(1)} statements): median ${ms(med(sqlMs))}, mean ${ms(mean(sqlMs))}`,
    `  server outside SQL: mean ${ms(mean(serverMs) - mean(sqlMs))}`,
    `  outside the server (HTTP both ways, autocannon): ${ms(1000 / figures.rps - mean(serverMs))}`,
    `  answer ${bodyBytes} bytes; ${statements.length} statements (${statements.filter((st) => st.config.name).length} prepared) sending ~${sentBytes} bytes of text and values`,
    `  garbage collection on this thread: ${ms(routeGc.ms / Math.max(1, serverMs.length))} per call (${routeGc.count} pauses over ${serverMs.length} calls)`,
    twin
      ? `  its ${statements.length} statements through pg at 1 connection: ${Math.round(twin.rps)} calls/s, per call ${ms(1000 / twin.rps)}; route / own SQL ${(figures.rps / twin.rps).toFixed(2)}`
      : '  (no twin on PGlite)',
    twin
      ? `  garbage collection during the twin: ${ms(twinGc.ms / Math.max(1, twin.rps * Number(process.env.PROFILE_SECONDS ?? 8)))} per call (${twinGc.count} pauses)`
      : '',
  ].join('\n');
}

async function main() {
  const { database, url, drop } = await openBenchDatabase('holdfast_profile');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-profile-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      COMMUNITY_SAMPLE_CONTENT: 'off',
    });
    const { app, ctx } = await buildApp({ config, database, realtime: false });
    await prepareData(ctx);
    // Members prof0..prof4; prof0 is left without records (seedDailyRecords skips it), prof1 is measured.
    const skipped = await seedPeople(database.db, 'prof', 4, 'Profile', '2 years');
    await seedDailyRecords(database.db, 'prof', skipped, { days: 400, notes: 'Profiled days' });
    const [member] = await selectRows<{ id: number }>(database.db, sql`select id from users where email = 'prof1@example.com'`);
    const token = await seedToken(database.db, member!.id, 'profile');
    const groups = await seedGroups(database.db);
    const community = process.env.PROFILE_ROUTE === 'replies' ? await seedCommunity(database.db) : null;
    const coaching = process.env.PROFILE_ROUTE === 'caseload' ? await seedCoaching(database.db) : null;
    await database.db.execute(sql`analyze`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`;
    const year = new Date().toISOString().slice(0, 4);
    const today = new Date().toISOString().slice(0, 10);
    const routes: Record<string, [string, string]> = {
      dashboard: ['/dashboard?offset=0', token],
      analytics: [`/checkins/analytics?startDate=${year}-01-01&endDate=${today}&offset=0`, token],
      progress: [`/groups/${groups.groupId}/progress`, groups.leaderToken],
      attention: ['/leader/needs-attention', groups.leaderToken],
      ...(coaching ? { caseload: ['/coach/users', coaching] as [string, string] } : {}),
      ...(community ? { replies: [`/community/threads/${community.threadId}/replies?page=300`, community.token] as [string, string] } : {}),
    };
    const which = process.env.PROFILE_ROUTE ?? 'dashboard';
    const route = routes[which];
    if (!route) throw new Error(`PROFILE_ROUTE: one of ${Object.keys(routes).join(', ')}`);
    const connections = Number(process.env.PROFILE_CONNECTIONS ?? 10);
    const headers = { authorization: `Bearer ${route[1]}` };
    await load(`${base}${route[0]}`, { connections, seconds: 3, headers, databaseUrl: null });
    if (process.env.PROFILE_MODE === 'timeline') {
      console.log(await timeline(app.server, `${base}${route[0]}`, headers, url));
      await app.close();
      return;
    }
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const figures = await load(`${base}${route[0]}`, {
      connections,
      seconds: Number(process.env.PROFILE_SECONDS ?? 8),
      headers,
      databaseUrl: url,
    });
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    console.log(
      `GET ${route[0]} at ${connections} connections: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, server thread ${figures.nodeMs.toFixed(2)} ms CPU/req, database ${figures.dbMs?.toFixed(2) ?? '–'} ms CPU/req`,
    );
    console.log(summarize(profile as Profile));
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    await app.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
