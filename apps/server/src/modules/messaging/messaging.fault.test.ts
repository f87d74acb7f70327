import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@holdfast/shared/common';
import type { Message, MessagePage } from '@holdfast/shared/messaging';
import { openDatabase, selectRows } from '../../platform/db/client';
import { deleteRedisKeys } from '../../test/redis';
import { seedPeople, seedToken } from '../../../bench/seed';
import { startServerCopy, type ServerCopy } from '../../../bench/server-copy';

/**
 * Two real server copies (child processes, from the sources through tsx) on one PostgreSQL database
 * and one Redis. Client A holds a socket on copy 1, client B on copy 2; they chat through the API.
 * Copy 1 is killed with SIGKILL while A has sends in flight; A connects to copy 2, catches up from
 * the last id it holds (after_id) and sends again what got no answer, with the same client_id.
 * Then every message is stored once, in order, and both sides hold each exactly once.
 *
 * Needs PostgreSQL (DATABASE_URL, default the local server) and Redis (REDIS_TEST_URL, default
 * 127.0.0.1:6379); skipped with the reason when either does not answer. Makes its own database (and
 * drops it) and its own Redis key prefix (deleted at the end), so parallel runs never hear each other.
 */
const PG_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    return `PostgreSQL not reachable at ${PG_URL} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    return `Redis not reachable at ${REDIS_URL} (${(error as Error).message})`;
  } finally {
    probe.disconnect();
  }
  return null;
}
const unreachable = await reachable();
if (unreachable) console.warn(`[messaging.fault.test] skipped: ${unreachable}`);

/**
 * A TCP hop between client A and copy 1 that can hold back the copy's answers (`holding`): the
 * messages are stored, the answers never arrive, as when a copy dies between its commit and its reply.
 */
async function answerHoldingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const proxy = { holding: false, server: null as Server | null, base: '' };
  proxy.server = createServer((downstream) => {
    const upstream = connect(Number(port), hostname);
    downstream.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (!proxy.holding) downstream.write(chunk);
    });
    upstream.on('close', () => downstream.destroy());
    upstream.on('error', () => downstream.destroy());
    downstream.on('error', () => upstream.destroy());
    downstream.on('close', () => upstream.destroy());
  });
  await new Promise<void>((r) => proxy.server!.listen(0, '127.0.0.1', () => r()));
  proxy.base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  return proxy;
}

/** A chat client: a socket that keeps the messages it is told of, by id, as the web does. */
class Client {
  socket: Socket | null = null;
  /** Ids of message.created events in arrival order (a repeat would show here). */
  readonly events: number[] = [];
  /** What the client shows: each message once, by id. */
  readonly held = new Map<number, Message>();
  constructor(
    readonly name: string,
    readonly token: string,
    readonly chatPath: string,
  ) {}

  async connect(base: string) {
    const socket = io(base, { auth: { token: this.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('message.created', ({ message }: { message: Message }) => {
      this.events.push(message.id);
      this.held.set(message.id, message);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    this.socket = socket;
  }

  lastId() {
    return Math.max(0, ...this.held.keys());
  }

  /** POST a message; answers the stored message, or throws when the copy gave no answer. */
  async send(base: string, message: string, clientId: string): Promise<Message> {
    const res = await fetch(`${base}${API_PREFIX}${this.chatPath}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message, client_id: clientId }),
    });
    if (res.status !== 201) throw new Error(`${this.name} send answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { item: Message }).item;
  }

  async page(base: string, query: string): Promise<MessagePage> {
    const res = await fetch(`${base}${API_PREFIX}${this.chatPath}?${query}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (res.status !== 200) throw new Error(`${this.name} list answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as MessagePage;
  }

  /** What a client does on reconnect: every message after the last id it holds, page by page. Answers the ids fetched. */
  async catchUp(base: string) {
    const fetched: number[] = [];
    for (;;) {
      const page = await this.page(base, `after_id=${this.lastId()}&perPage=100`);
      for (const m of page.items) {
        fetched.push(m.id);
        this.held.set(m.id, m);
      }
      if (!page.has_more) return fetched;
    }
  }

  /** The whole stored conversation, newest page first then older pages (before_id), oldest first. */
  async history(base: string) {
    const items: Message[] = [];
    let query = 'perPage=100';
    for (;;) {
      const page = await this.page(base, query);
      items.unshift(...page.items);
      if (page.next_before_id === null) return items;
      query = `perPage=100&before_id=${page.next_before_id}`;
    }
  }
}

async function until(what: string, ok: () => boolean, ms = 10_000) {
  const started = Date.now();
  while (!ok()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(unreachable !== null)('messaging across two server copies when one is killed', () => {
  const dbName = `holdfast_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-fault-'));
  const copies: ServerCopy[] = [];
  const clients: Client[] = [];
  let dbUrl = '';
  let proxy: Awaited<ReturnType<typeof answerHoldingProxy>> | null = null;
  let a: Client;
  let b: Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    // Migrate and seed here, so the two copies start on a ready database (and never race to migrate).
    const database = await openDatabase({ url: url.toString() });
    const first = await seedPeople(database.db, 'fault', 1, 'Fault', '1 year');
    const [partnership] = await selectRows<{ id: number }>(
      database.db,
      sql`insert into accountability_partners (requester_id, recipient_id, action_type, request_type, status, accepted_at)
          values (${first}, ${first + 1}, 'user', 'mutual', 'accepted', now()) returning id`,
    );
    const chatPath = `/accountability-partners/${partnership!.id}/messages`;
    a = new Client('A', await seedToken(database.db, first, 'a'), chatPath);
    b = new Client('B', await seedToken(database.db, first + 1, 'b'), chatPath);
    clients.push(a, b);
    await database.close();
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_PREFIX: `fault-${dbName}:`,
      DATA_DIR: dataDir,
      RESOURCE_URL_SECRET: randomUUID(),
      INVITATION_SECRET: randomUUID() + randomUUID(),
    };
    // One after the other: the first start seeds the reference data (two first starts at once race on it).
    copies.push(await startServerCopy(env));
    copies.push(await startServerCopy(env));
  }, 90_000);

  afterAll(async () => {
    for (const c of clients) c.socket?.close();
    proxy?.server?.close();
    for (const c of copies) await c.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await deleteRedisKeys(`fault-${dbName}:`, REDIS_URL);
  }, 30_000);

  it('every acknowledged message is stored and held once, in order, after copy 1 dies mid-conversation', async () => {
    const [one, two] = copies as [ServerCopy, ServerCopy];
    // A's calls to copy 1 go through the proxy (its socket connects directly).
    proxy = await answerHoldingProxy(one.base);
    const viaProxy = proxy.base;
    await a.connect(one.base);
    await b.connect(two.base);
    // Each message: its text and client_id, and the id the server acknowledged (once acknowledged).
    const sent: { from: Client; text: string; clientId: string; id?: number }[] = [];
    const say = async (from: Client, base: string, text: string) => {
      const entry = { from, text, clientId: randomUUID() };
      sent.push(entry);
      const item = await from.send(base, text, entry.clientId);
      return Object.assign(entry, { id: item.id });
    };
    const storedCount = async (clientIds: string[]) => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from messages where client_id = any($1)', [clientIds]);
      await client.end();
      return rows[0]!.n;
    };

    // 1. A on copy 1 and B on copy 2 talk; each hears the other live through Redis.
    for (let i = 0; i < 8; i++) {
      await say(a, viaProxy, `A${i}`);
      await say(b, two.base, `B${i}`);
    }
    const beforeKill = sent.map((s) => s.id!);
    await until('both sides to hear the first exchange live', () => beforeKill.every((id) => a.held.has(id) && b.held.has(id)));

    // 2. A sends six at once to copy 1; four are stored but their answers are held back, two more are
    //    still in flight, when copy 1 is killed. B keeps talking on copy 2.
    const burst = Array.from({ length: 6 }, (_, i) => ({ from: a, text: `A-burst${i}`, clientId: randomUUID() }) as (typeof sent)[number]);
    sent.push(...burst);
    proxy.holding = true;
    const answers = burst.slice(0, 4).map((m) => a.send(viaProxy, m.text, m.clientId).then((item) => (m.id = item.id)));
    for (let n = 0; n < 4; n = await storedCount(burst.slice(0, 4).map((m) => m.clientId))) await new Promise((r) => setTimeout(r, 20));
    answers.push(...burst.slice(4).map((m) => a.send(viaProxy, m.text, m.clientId).then((item) => (m.id = item.id))));
    const aLost = new Promise<void>((resolve) => a.socket!.once('disconnect', () => resolve()));
    one.child.kill('SIGKILL');
    const outcomes = await Promise.allSettled(answers);
    await aLost;
    const inFlight = burst;
    for (let i = 0; i < 3; i++) await say(b, two.base, `B-while-A-is-away${i}`);

    // 3. A reconnects to copy 2, catches up from the last id it holds, and sends again what got no answer (same client_id).
    const heldBefore = a.lastId();
    await a.connect(two.base);
    const fetched = await a.catchUp(two.base);
    expect(fetched.every((id) => id > heldBefore)).toBe(true);
    expect(new Set(fetched).size).toBe(fetched.length);
    const unanswered = inFlight.filter((_, i) => outcomes[i]!.status === 'rejected');
    expect(unanswered).toHaveLength(burst.length);
    const heldBeforeRetry = new Set(a.held.keys());
    for (const m of unanswered) m.id = (await a.send(two.base, m.text, m.clientId)).id;
    // The four stored before the kill: the retry answered the stored message (A already held it, live or caught up).
    expect(burst.slice(0, 4).every((m) => heldBeforeRetry.has(m.id!))).toBe(true);

    // 4. The conversation goes on, both on copy 2.
    for (let i = 0; i < 3; i++) {
      await say(a, two.base, `A-after${i}`);
      await say(b, two.base, `B-after${i}`);
    }

    // Every message was acknowledged once; stored once each (no retry stored twice), in id order.
    expect(sent.every((s) => typeof s.id === 'number')).toBe(true);
    const ackedIds = sent.map((s) => s.id!);
    expect(new Set(ackedIds).size).toBe(sent.length);
    const stored = await b.history(two.base);
    expect(stored.map((m) => m.client_id).sort()).toEqual(sent.map((s) => s.clientId).sort());
    expect(stored.map((m) => m.id)).toEqual([...ackedIds].sort((x, y) => x - y));
    const byClientId = new Map(sent.map((s) => [s.clientId, s]));
    for (const m of stored)
      expect({ id: m.id, text: m.message }).toEqual({ id: byClientId.get(m.client_id!)!.id, text: byClientId.get(m.client_id!)!.text });
    // Each person's sequential messages in the order they were sent.
    for (const who of [a, b]) {
      const order = stored.filter(
        (m) => m.from_user === stored.find((s) => s.client_id === sent.find((x) => x.from === who)!.clientId)!.from_user,
      );
      const sequential = sent.filter((s) => s.from === who && !inFlight.includes(s)).map((s) => s.text);
      expect(order.map((m) => m.message).filter((t) => sequential.includes(t))).toEqual(sequential);
    }
    expect(await a.history(two.base)).toEqual(stored);

    // Both sides hold every acknowledged message exactly once: A by live events, catch-up and its
    // own answers; B by live events alone (it never disconnected), copy 1's included through Redis.
    await until('the last messages to arrive live', () => ackedIds.every((id) => a.held.has(id) && b.held.has(id)));
    for (const who of [a, b]) expect([...who.held.keys()].sort((x, y) => x - y)).toEqual(stored.map((m) => m.id));
    // Live events: never more than once, except a retried send's (the server tells the chat again, as the first copy may have died before telling).
    const retried = new Set(unanswered.map((m) => m.id!));
    for (const who of [a, b]) {
      const repeats = who.events.filter((id, i) => who.events.indexOf(id) !== i);
      expect(repeats.filter((id) => !retried.has(id))).toEqual([]);
    }
    console.log(
      `[messaging.fault.test] ${sent.length} messages; ${unanswered.length} of ${inFlight.length} in-flight sends got no answer from the killed copy ` +
        `(${unanswered.filter((m) => heldBeforeRetry.has(m.id!)).length} of those stored before the kill; A caught up ${fetched.length} on copy 2)`,
    );
  }, 60_000);
});
