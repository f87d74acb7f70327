/**
 * `npm run bench:realtime`: messaging in real time under load, beside baselines measured in the same run.
 *
 *   - 2,000 connected sockets (one per member) on one server copy; 200 group conversations of 10
 *     members; messages POSTed at a steady rate, spread over the conversations and their members;
 *     send -> delivered: from the POST leaving the sender to the message.created event reaching each
 *     other member's socket (median, p99), and the POST's own answer time;
 *   - the same on two server copies sharing Redis (the sockets alternate between copies; each sender
 *     posts to its own socket's copy), with the deliveries that crossed copies through Redis apart;
 *   - each beside a bare Socket.IO server (realtime-bare.ts: the same library, transports, recovery
 *     and Redis streams adapter; no database, auth or validation) carrying the same traffic to the same sockets;
 *   - the history page (GET groups/{id}/messages, newest page and an older page by before_id) with
 *     1,000,000 stored messages, at 1 and 10 connections, beside its own SQL sent through `pg`.
 * Server copies are child processes from the sources (tsx); the sockets and senders live in this
 * process. PostgreSQL (DATABASE_URL, default the local server; a throwaway database is made and
 * dropped) and Redis (REDIS_URL, default 127.0.0.1:6379; a key prefix of its own, deleted at the end) are needed.
 * Figures are printed, never asserted. Smaller runs: RT_SOCKETS, RT_CONVERSATIONS, RT_RATE
 * (messages/s), RT_SECONDS, RT_MESSAGES (stored), RT_PAGE_SECONDS.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { API_PREFIX } from '@holdfast/shared/common';
import { messagingApiPaths } from '@holdfast/shared/messaging';
import { buildApp, prepareData } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, selectRows, type Database } from '../src/platform/db/client';
import { hashToken } from '../src/modules/accounts';
import { databaseCpu, load, type Figures } from './load';
import { readFileSync } from 'node:fs';
import { seedPeople } from './seed';
import { startServerCopy, type ServerCopy } from './server-copy';
import { captureStatements, replayStatements } from './sql-twin';
import { deleteRedisKeys } from '../src/test/redis';

const SOCKETS = Number(process.env.RT_SOCKETS ?? 2000);
const CONVERSATIONS = Number(process.env.RT_CONVERSATIONS ?? 200);
const MEMBERS = Math.max(2, Math.floor(SOCKETS / CONVERSATIONS));
const RATE = Number(process.env.RT_RATE ?? 50);
const SECONDS = Number(process.env.RT_SECONDS ?? 20);
/** `--scale`: only the scale rows (1, 2 and 4 copies through Redis, each beside the bare relay on as many). */
const SCALE = process.argv.includes('--scale');
/** `RT_COPIES=1,2`: the scale rows' copy counts (default 1, 2 and 4). */
const COPIES = (process.env.RT_COPIES ?? '1,2,4').split(',').map(Number);
const STORED = Number(process.env.RT_MESSAGES ?? (SCALE ? 0 : 1_000_000));
const PAGE_SECONDS = Number(process.env.RT_PAGE_SECONDS ?? 8);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Member {
  id: number;
  token: string;
  conversation: number;
  /** The group the member's conversation belongs to. */
  groupId: number;
}

async function createDatabase() {
  const name = `holdfast_rtbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * SOCKETS members in CONVERSATIONS groups of MEMBERS (the first of each owns it), each group's
 * conversation, STORED messages spread over them in one INSERT ... SELECT, and a token each.
 */
async function seed(db: Database['db']): Promise<Member[]> {
  const started = Date.now();
  const total = CONVERSATIONS * MEMBERS;
  await seedPeople(db, 'rt', total - 1, 'Realtime', '1 year');
  // Member i (0-based, by email number) is in group i / MEMBERS; the first of each group owns it.
  await db.execute(sql`
    insert into groups (name, group_type, owner_id)
    select 'Realtime group ' || g, 'standard', u.id from generate_series(0, ${CONVERSATIONS - 1}) as g
    join users u on u.email = 'rt' || (g * ${MEMBERS}) || '@example.com' order by g`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, role_type, request_status, is_sharing_data, accepted_at)
    select g.id, u.id, case when n.i % ${MEMBERS} = 0 then 'owner' else 'member' end, 'accepted', false, now() - interval '1 year'
    from users u
    join lateral (select substring(u.email from '^rt([0-9]+)@')::int as i) n on true
    join (select id, row_number() over (order by id) - 1 as rn from groups where name like 'Realtime group %') g on g.rn = n.i / ${MEMBERS}
    where u.email like 'rt%'`);
  await db.execute(sql`
    insert into conversations (kind, key, group_id) select 'group', 'group:' || id, id from groups where name like 'Realtime group %' order by id`);
  // The stored history: message k goes to conversation k % CONVERSATIONS, from one of its members, a minute apart.
  await db.execute(sql`
    with c as (select id, group_id, row_number() over (order by id) - 1 as rn from conversations where kind = 'group'),
         m as (select gm.group_id, gm.user_id, row_number() over (partition by gm.group_id order by gm.user_id) - 1 as rn from group_members gm)
    insert into messages (conversation_id, from_user_id, message_type, message, created_at)
    select c.id, m.user_id, 'message', 'Stored message number ' || k || ', a line of ordinary chat.', now() - (${STORED} - k) * interval '1 minute'
    from generate_series(1, ${STORED}) as k
    join c on c.rn = k % ${CONVERSATIONS}
    join m on m.group_id = c.group_id and m.rn = (k / ${CONVERSATIONS}) % ${MEMBERS}`);
  await db.execute(sql`
    update conversations c set last_message_id = l.id, last_message_at = l.created_at
    from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, id desc) l where l.conversation_id = c.id`);
  await db.execute(sql`analyze`);
  const rows = await selectRows<{ id: number; conversation: number; group_id: number }>(
    db,
    sql`select u.id, c.id as conversation, gm.group_id from users u join group_members gm on gm.user_id = u.id
        join conversations c on c.group_id = gm.group_id where u.email like 'rt%' order by substring(u.email from '^rt([0-9]+)@')::int`,
  );
  const members = rows.map((r) => ({
    id: Number(r.id),
    token: `rt-${r.id}-${randomUUID()}`,
    conversation: Number(r.conversation),
    groupId: Number(r.group_id),
  }));
  const pairs = JSON.stringify(members.map((m) => [m.id, hashToken(m.token)]));
  await db.execute(sql`
    insert into access_tokens (user_id, token_hash, expires_at)
    select (v->>0)::int, v->>1, now() + interval '1 day' from jsonb_array_elements(${pairs}::jsonb) as v`);
  const [{ n }] = (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from messages`)) as [{ n: number }];
  console.log(
    `seeded ${members.length} members in ${CONVERSATIONS} groups and ${n} stored messages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return members;
}

interface Delivery {
  ms: number;
  /** The receiving socket is on another copy than the one the message was sent to. */
  crossed: boolean;
}
interface Sent {
  at: number;
  from: number;
  copy: number;
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

interface Result {
  name: string;
  messages: number;
  deliveries: Delivery[];
  expected: number;
  acks: number[];
  failed: number;
  /** CPU of the server copies' processes, and of the database's, per counted message (ms). */
  serverMs: number;
  dbMs: number | null;
}

/** CPU time (user + system) of a process so far, ms, from /proc. */
const processCpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * Connects a socket per member (member i to copy i % copies.length), sends RATE messages a second
 * for SECONDS, and collects each delivery's time. `target` says how one member's send goes out.
 */
async function measure(
  name: string,
  members: Member[],
  servers: ServerCopy[],
  dbUrl: string | null,
  auth: (m: Member) => Record<string, unknown>,
  send: (m: Member, copy: string, clientId: string) => Promise<Response>,
): Promise<Result> {
  const copies = servers.map((c) => c.base);
  const pending = new Map<string, Sent>();
  const deliveries: Delivery[] = [];
  const sockets: Socket[] = [];
  const started = Date.now();
  // Connect in waves of 100 (2,000 handshakes at once only measures the accept queue).
  for (let i = 0; i < members.length; i += 100) {
    await Promise.all(
      members.slice(i, i + 100).map(async (m, j) => {
        const copy = (i + j) % copies.length;
        const socket = io(copies[copy]!, { auth: auth(m), transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('message.created', ({ message }: { message: { client_id?: string | null; from_user: number | null } }) => {
          const sent = message.client_id ? pending.get(message.client_id) : undefined;
          if (!sent || message.from_user === m.id) return;
          deliveries.push({ ms: performance.now() - sent.at, crossed: sent.copy !== copy });
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        sockets.push(socket);
      }),
    );
  }
  console.log(`${name}: ${sockets.length} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 1000));
  const acks: number[] = [];
  let failed = 0;
  // The first two seconds warm the server up (its statements prepared, its code compiled) and are not counted.
  const warmup = RATE * 2;
  const total = warmup + RATE * SECONDS;
  const cpuBefore = servers.map((c) => processCpu(c.child.pid!));
  const dbCpu = await databaseCpu(dbUrl).start();
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = t0 + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Conversation k % CONVERSATIONS; its members take turns.
    const index = (k % CONVERSATIONS) * MEMBERS + (Math.floor(k / CONVERSATIONS) % MEMBERS);
    const m = members[index]!;
    const copy = index % copies.length;
    const clientId = randomUUID();
    const at = performance.now();
    if (k >= warmup) pending.set(clientId, { at, from: m.id, copy });
    inFlight.push(
      send(m, copies[copy]!, clientId).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.status === 201) {
            if (k >= warmup) acks.push(performance.now() - at);
          } else failed += 1;
        },
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(inFlight);
  await new Promise((r) => setTimeout(r, 2000));
  // Per message sent (warm-up included: its CPU was spent in the same window).
  const died = servers.find((c) => c.child.exitCode !== null || c.child.signalCode !== null);
  if (died) throw new Error(`${name}: a copy ended during the run:\n${died.output().slice(-3000)}`);
  const serverMs = servers.reduce((sum, c, i) => sum + processCpu(c.child.pid!) - cpuBefore[i]!, 0) / total;
  const db = await dbCpu();
  for (const s of sockets) s.close();
  return {
    name,
    messages: total - warmup,
    deliveries,
    expected: (total - warmup) * (MEMBERS - 1),
    acks,
    failed,
    serverMs,
    dbMs: db === null ? null : db / total,
  };
}

function printRows(results: Result[]) {
  const f = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
  console.log(
    '| measurement | messages | deliveries (of expected) | send→delivered median ms | p99 ms | crossed copies: median / p99 ms | POST answer median / p99 ms | failed sends | server CPU ms/msg | DB CPU ms/msg |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const ms = r.deliveries.map((d) => d.ms);
    const crossed = r.deliveries.filter((d) => d.crossed).map((d) => d.ms);
    console.log(
      `| ${r.name} | ${r.messages} | ${r.deliveries.length} (${r.expected}) | ${f(quantile(ms, 0.5))} | ${f(quantile(ms, 0.99))} | ${crossed.length ? `${f(quantile(crossed, 0.5))} / ${f(quantile(crossed, 0.99))}` : '–'} | ${f(quantile(r.acks, 0.5))} / ${f(quantile(r.acks, 0.99))} | ${r.failed} | ${r.serverMs.toFixed(2)} | ${r.dbMs === null ? '–' : r.dbMs.toFixed(2)} |`,
    );
  }
}

async function historyPages(app: Awaited<ReturnType<typeof buildApp>>['app'], database: Database, dbUrl: string, members: Member[]) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  await Promise.all(Array.from({ length: 10 }, () => pool.query('select 1')));
  const m = members[0]!;
  const chat = `/${messagingApiPaths.groupChat(m.groupId)}`;
  const [{ mid }] = (await selectRows<{ mid: number }>(
    database.db,
    sql`select id as mid from messages where conversation_id = ${m.conversation} order by id offset (select count(*) / 2 from messages where conversation_id = ${m.conversation}) limit 1`,
  )) as [{ mid: number }];
  const [{ n }] = (await selectRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from messages where conversation_id = ${m.conversation}`,
  )) as [{ n: number }];
  const headers = { authorization: `Bearer ${m.token}` };
  const rows: { name: string; route: Figures; twin: Figures }[] = [];
  for (const [label, query] of [
    ['newest page', ''],
    ['an older page (before_id, mid-conversation)', `?before_id=${mid}`],
  ] as const) {
    const url = `${chat}${query}`;
    const warm = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers });
    if (warm.statusCode !== 200) throw new Error(`history page answered ${warm.statusCode}: ${warm.body}`);
    // This app runs no jobs (JOBS_CONCURRENCY 0) and nothing else uses the database: every statement sent is the call's.
    const statements = await captureStatements(() => app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers }), { window: true });
    for (const connections of [1, 10]) {
      const route = await load(`${base}${url}`, { connections, seconds: PAGE_SECONDS, headers, databaseUrl: dbUrl });
      const twin = await replayStatements(pool, statements, { connections, seconds: PAGE_SECONDS, databaseUrl: dbUrl });
      rows.push({ name: `GET groups/{id}/messages, ${label}, ${connections} conn`, route, twin });
    }
    console.log(
      `history page (${label}): ${statements.length} statements per call (${statements.map((s) => s.text.trim().split(/\s+/)[0]).join(', ')})`,
    );
  }
  await pool.end();
  return { rows, inConversation: n };
}

/**
 * Messages through Redis under `prefix` while a run lasts: entries added to the Socket.IO streams
 * adapter's stream (`<prefix>socket.io`; every copy reads every entry) and anything published on its
 * pub/sub channels. `count()` is read after the run (XINFO's entries-added, Redis 7).
 */
async function countRedisMessages(prefix: string) {
  const sub = new Redis(REDIS_URL);
  const reader = new Redis(REDIS_URL);
  let published = 0;
  sub.on('pmessageBuffer', () => void (published += 1));
  await sub.psubscribe(`${prefix}socket.io*`);
  const added = async () => {
    const info = (await reader.call('XINFO', 'STREAM', `${prefix}socket.io`).catch(() => null)) as unknown[] | null;
    if (!info) return 0;
    const at = info.indexOf('entries-added');
    return at >= 0 ? Number(info[at + 1]) : 0;
  };
  const before = await added();
  let streamed = 0;
  return {
    stop: async () => {
      streamed = (await added()) - before;
      sub.disconnect();
      reader.disconnect();
    },
    count: () => published + streamed,
  };
}

/**
 * The scale rows: 1, 2 and 4 Holdfast copies sharing Redis (the stack's topology without its proxy:
 * sockets and sends go straight to the copies, member i to copy i % n), each beside the bare relay
 * on as many copies, at the same load; and the messages published through Redis meanwhile.
 */
async function scaleRows(
  run: (name: string, start: () => Promise<ServerCopy[]>, auth: (m: Member) => Record<string, unknown>, send: Send) => Promise<Result>,
  o: {
    appEnv: Record<string, string>;
    prefix: string;
    bare: (env: Record<string, string>) => Promise<ServerCopy>;
    /** The bare relay's env for storing each message with Holdfast's own statements (realtime-bare.ts's SQL_TWIN). */
    twinEnv: Record<string, string>;
    appAuth: (m: Member) => Record<string, unknown>;
    appSend: Send;
    bareAuth: (m: Member) => Record<string, unknown>;
    bareSend: Send;
    members: number;
  },
) {
  const rows: { copies: number; bare: Result; twin: Result; app: Result; bareRedis: number; appRedis: number }[] = [];
  const many = async (n: number, startOne: () => Promise<ServerCopy>) => {
    const started: ServerCopy[] = [];
    for (let i = 0; i < n; i++) started.push(await startOne());
    return started;
  };
  for (const n of COPIES) {
    const barePrefix = `${o.prefix}scale${n}bare:`;
    const appPrefix = `${o.prefix}scale${n}:`;
    const bareCount = await countRedisMessages(barePrefix);
    const bare = await run(
      `bare Socket.IO, ${n} through Redis`,
      () => many(n, () => o.bare({ REDIS_URL, REDIS_PREFIX: barePrefix })),
      o.bareAuth,
      o.bareSend,
    );
    await bareCount.stop();
    const twin = await run(
      `bare Socket.IO with Holdfast's statements, ${n} through Redis`,
      () => many(n, () => o.bare({ ...o.twinEnv, REDIS_URL, REDIS_PREFIX: `${o.prefix}scale${n}twin:` })),
      o.bareAuth,
      o.bareSend,
    );
    const appCount = await countRedisMessages(appPrefix);
    const app = await run(
      `Holdfast, ${n} through Redis`,
      () => many(n, () => startServerCopy({ ...o.appEnv, REDIS_URL, REDIS_PREFIX: appPrefix })),
      o.appAuth,
      o.appSend,
    );
    await appCount.stop();
    rows.push({ copies: n, bare, twin, app, bareRedis: bareCount.count(), appRedis: appCount.count() });
  }
  const f = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
  const ms = (r: Result) => r.deliveries.map((d) => d.ms);
  console.log(
    `\nScale, ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at the end), ${new Date().toISOString().slice(0, 10)}: ${o.members} sockets, ${CONVERSATIONS} conversations of ${MEMBERS}, ${RATE} messages/s for ${SECONDS} s after 2 s of warm-up, every copy subscribed to Redis (each receives every message published there).`,
  );
  console.log(
    "| copies | Holdfast send→delivered median / p99 ms | bare relay median / p99 ms | bare relay with Holdfast's statements median / p99 ms | Holdfast / that floor p99 | deliveries (of expected): Holdfast / floor | failed sends: Holdfast / floor | Redis messages each copy receives (Holdfast / bare) | server CPU ms/msg: Holdfast / floor |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.copies} | ${f(quantile(ms(r.app), 0.5))} / ${f(quantile(ms(r.app), 0.99))} | ${f(quantile(ms(r.bare), 0.5))} / ${f(quantile(ms(r.bare), 0.99))} | ${f(quantile(ms(r.twin), 0.5))} / ${f(quantile(ms(r.twin), 0.99))} | ${(quantile(ms(r.app), 0.99) / quantile(ms(r.twin), 0.99)).toFixed(2)} | ${r.app.deliveries.length} / ${r.twin.deliveries.length} (${r.app.expected}) | ${r.app.failed} / ${r.twin.failed} | ${r.appRedis} / ${r.bareRedis} | ${r.app.serverMs.toFixed(2)} / ${r.twin.serverMs.toFixed(2)} |`,
    );
}

type Send = (m: Member, copy: string, clientId: string) => Promise<Response>;

/**
 * Holdfast's statements for one message sent, and the ids in them (the bare relay's SQL twin puts
 * each sender's in their place). Captured from the in-process app (it runs no jobs and nothing else
 * uses the database), with everyone of the group counted as connected, as in the runs: then no push
 * job is queued.
 */
async function captureSend(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  ctx: Awaited<ReturnType<typeof buildApp>>['ctx'],
  members: Member[],
) {
  // A member whose user, group and conversation ids differ from each other and from small constants.
  const m = members.find((x) => x.id > 10 && x.groupId > 10 && new Set([x.id, x.groupId, x.conversation]).size === 3) ?? members[1]!;
  const connectedAmong = ctx.realtime.connectedAmong;
  ctx.realtime.connectedAmong = async (ids) => new Set(ids);
  const send = (clientId: string) =>
    app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${messagingApiPaths.groupChat(m.groupId)}`,
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: { message: 'Checking in with the group, how is everyone doing today?', client_id: clientId },
    });
  try {
    const warm = await send(randomUUID());
    if (warm.statusCode !== 201) throw new Error(`send answered ${warm.statusCode}: ${warm.body}`);
    const clientId = randomUUID();
    const statements = await captureStatements(() => send(clientId), { window: true });
    console.log(
      `one message sent: ${statements.length} statements in ${new Set(statements.map((s) => s.round)).size} rounds (${statements.map((s) => s.text.trim().split(/\s+/)[0]).join(', ')})`,
    );
    return { statements, ids: { from: m.id, group: m.groupId, conversation: m.conversation, client_id: clientId } };
  } finally {
    ctx.realtime.connectedAmong = connectedAmong;
  }
}

async function main() {
  const redisProbe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  await redisProbe.connect().catch((error: Error) => {
    throw new Error(`Redis not reachable at ${REDIS_URL} (${error.message}); the realtime bench needs it for the two-copy rows`);
  });
  redisProbe.disconnect();
  const { url: dbUrl, drop } = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-rtbench-'));
  const copies: ServerCopy[] = [];
  // The two-copy rows' stream and kept sessions live under it; deleted at the end.
  const prefix = `rtbench-${process.pid}-${randomUUID().slice(0, 8)}:`;
  try {
    // The app in this process: reference data first (so the copies started later find it), then the history pages.
    const database = await openDatabase({ url: dbUrl });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      DATABASE_URL: dbUrl,
      JOBS_CONCURRENCY: '0',
      COMMUNITY_SAMPLE_CONTENT: 'off',
    });
    const { app, ctx } = await buildApp({ config, database, realtime: false });
    await prepareData(ctx);
    const members = await seed(database.db);
    const history = SCALE ? null : await historyPages(app, database, dbUrl, members);
    const sqlTwin = path.join(dataDir, 'send-statements.json');
    if (SCALE) writeFileSync(sqlTwin, JSON.stringify(await captureSend(app, ctx, members)));
    await app.close();
    const appEnv = {
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      RESOURCE_URL_SECRET: randomUUID(),
      INVITATION_SECRET: randomUUID() + randomUUID(),
      AUTH_RATE_LIMIT: '100000',
    };
    const appSend = (m: Member, copy: string, clientId: string) =>
      fetch(`${copy}${API_PREFIX}/${messagingApiPaths.groupChat(m.groupId)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Checking in with the group, how is everyone doing today?', client_id: clientId }),
      });
    const bareSend = (m: Member, copy: string, clientId: string) =>
      fetch(`${copy}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ conversation: m.conversation, group: m.groupId, client_id: clientId, from: m.id }),
      });
    const appAuth = (m: Member) => ({ token: m.token });
    const bareAuth = (m: Member) => ({ conversation: m.conversation });
    const results: Result[] = [];
    const run = async (
      name: string,
      start: () => Promise<ServerCopy[]>,
      auth: (m: Member) => Record<string, unknown>,
      send: typeof appSend,
    ) => {
      const started = await start();
      copies.push(...started);
      try {
        const result = await measure(name, members, started, send === appSend ? dbUrl : null, auth, send);
        results.push(result);
        return result;
      } finally {
        for (const c of started) await c.stop();
      }
    };
    const bare = (env: Record<string, string>) => startServerCopy(env, 'apps/server/bench/realtime-bare.ts');
    // The first start of the app on this database is done (prepareData above); copies start one after the other anyway.
    const two = async (startOne: () => Promise<ServerCopy>) => [await startOne(), await startOne()];
    if (SCALE) {
      await scaleRows(run, {
        appEnv,
        prefix,
        bare,
        twinEnv: { SQL_TWIN: sqlTwin, DATABASE_URL: dbUrl },
        appAuth,
        appSend,
        bareAuth,
        bareSend,
        members: members.length,
      });
      return;
    }
    await run('baseline: bare Socket.IO, one copy', async () => [await bare({})], bareAuth, bareSend);
    await run('Holdfast, one copy', async () => [await startServerCopy(appEnv)], appAuth, appSend);
    await run(
      'baseline: bare Socket.IO, two copies through Redis',
      () => two(() => bare({ REDIS_URL, REDIS_PREFIX: `${prefix}bare:` })),
      bareAuth,
      bareSend,
    );
    await run(
      'Holdfast, two copies through Redis',
      () => two(() => startServerCopy({ ...appEnv, REDIS_URL, REDIS_PREFIX: prefix })),
      appAuth,
      appSend,
    );

    console.log(
      `\nHoldfast realtime bench, ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at the end: other work shares them), ${new Date().toISOString().slice(0, 10)}: ${members.length} sockets, ${CONVERSATIONS} conversations of ${MEMBERS}, ` +
        `${RATE} messages/s for ${SECONDS} s after 2 s of warm-up (each delivered to the ${MEMBERS - 1} other members). Targets (printed, not asserted): p99 < 50 ms on one copy, < 75 ms across two.`,
    );
    printRows(results);
    const p99 = (name: string) =>
      quantile(
        results.find((r) => r.name === name)!.deliveries.map((d) => d.ms),
        0.99,
      );
    const one = p99('Holdfast, one copy');
    const across = p99('Holdfast, two copies through Redis');
    console.log(
      `one copy p99 ${one.toFixed(1)} ms (< 50: ${one < 50 ? 'met' : 'NOT met'}); two copies p99 ${across.toFixed(1)} ms (< 75: ${across < 75 ? 'met' : 'NOT met'})`,
    );

    console.log(
      `\nHistory page with ${STORED} stored messages (${history!.inConversation} in the conversation read), beside its own SQL through \`pg\` (same run). Target p99 < 20 ms:`,
    );
    console.log('| measurement | median ms | p99 ms | req/s | SQL median ms | SQL p99 ms | SQL req/s | route / SQL | p99 < 20 ms |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of history!.rows) {
      console.log(
        `| ${r.name} | ${r.route.median} | ${r.route.p99} | ${Math.round(r.route.rps)} | ${r.twin.median} | ${r.twin.p99} | ${Math.round(r.twin.rps)} | ${(r.route.rps / r.twin.rps).toFixed(2)} | ${r.route.p99 < 20 ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    for (const c of copies) await c.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await deleteRedisKeys(prefix, REDIS_URL).catch(() => undefined);
    if (process.env.BENCH_KEEP) console.log('kept the bench database (BENCH_KEEP)');
    else await drop();
  }
}

await main();
