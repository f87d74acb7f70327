import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, REDIS_TEST_URL, redisAnswers } from '../../test/redis';
import { createTestApp, login, request, signUp, type TestApp } from '../../test/harness';

/**
 * Connection state recovery: a client that dropped and comes back within the window gets what it
 * missed, once, with `recovered` true; a session that ended meanwhile gets nothing. On one copy
 * (the in-memory adapter) and across two copies on one Redis and one database (the streams
 * adapter), where the client comes back to the other copy, as after a copy stops.
 */
const redisUp = await redisAnswers();
const sockets: Socket[] = [];
/** Closes the clients (before their server: it waits for open connections). */
const closeClients = () => sockets.splice(0).forEach((s) => s.close());

const urlOf = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

/** A client of its own (no shared connection), reconnected by hand: a drop is the test's to time. */
async function open(t: TestApp, token: string) {
  const socket = io(urlOf(t), { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const titles: string[] = [];
  socket.on('notification.created', ({ notification }: { notification: { title: string } }) => titles.push(notification.title));
  // Every event packet that reaches this client, delivered to its handlers or not (one refused is never).
  const wire: string[] = [];
  socket.io.on('packet', (packet) => {
    if (packet.type === 2) wire.push(JSON.stringify(packet.data));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, titles, wire };
}

/** The transport closed under the client (a lost network): the server keeps its session for recovery. */
async function drop(t: TestApp, socket: Socket, userId: number) {
  const gone = new Promise<unknown>((r) => socket.once('disconnect', r));
  socket.io.engine.close();
  await gone;
  // The copy has noticed (and kept the session) before anything is emitted or the client returns.
  await expect.poll(() => t.ctx.realtime.hasConnection(userId)).toBe(false);
}

/** Connects again, to `to` when given (another copy), and resolves once connected or refused. */
function reconnect(socket: Socket, to?: TestApp) {
  // The manager's address, changed as a load balancer would send the client elsewhere.
  if (to) (socket.io as unknown as { uri: string }).uri = urlOf(to);
  return new Promise<{ connected: true } | { refused: string }>((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error) => resolve({ refused: error.message }));
    socket.connect();
  });
}

const notify = (t: TestApp, userId: number, title: string) =>
  t.notifications.notify(userId, { title, message: 'hello', meta: { type: 'check-in' } });

/** The recovery cases, on `emitter` (where events are published) and `holder` (where the socket connects first, then `back`). */
function recoveryCases(copies: () => { emitter: TestApp; holder: TestApp; back: TestApp }) {
  it('a client that dropped gets the event it missed, once, and knows it was recovered', async () => {
    const { emitter, holder, back } = copies();
    const member = await signUp(emitter);
    const client = await open(holder, member.token);
    await notify(emitter, member.id, 'Before the drop');
    await expect.poll(() => client.titles).toEqual(['Before the drop']);
    await drop(holder, client.socket, member.id);
    await notify(emitter, member.id, 'While away');
    expect(await reconnect(client.socket, back)).toEqual({ connected: true });
    expect(client.socket.recovered).toBe(true);
    await notify(emitter, member.id, 'After the return');
    await expect.poll(() => client.titles).toEqual(['Before the drop', 'While away', 'After the return']);
    await new Promise((r) => setTimeout(r, 200));
    expect(client.titles).toEqual(['Before the drop', 'While away', 'After the return']);
  });

  it('a session signed out while its client was away is refused on return, and nothing it missed reaches it', async () => {
    const { emitter, holder, back } = copies();
    const member = await signUp(emitter);
    const client = await open(holder, member.token);
    await notify(emitter, member.id, 'Before the drop');
    await expect.poll(() => client.titles).toEqual(['Before the drop']);
    await drop(holder, client.socket, member.id);
    const control = await open(holder, await login(emitter, member.email, member.password));
    expect((await request(emitter, member.token).post('/oauth/logout')).statusCode).toBe(200);
    await notify(emitter, member.id, 'After sign-out');
    // The person's other session hears it: it was sent, to the room the ended session was in.
    await expect.poll(() => control.titles).toContain('After sign-out');
    expect(await reconnect(client.socket, back)).toEqual({ refused: 'Unauthenticated.' });
    await new Promise((r) => setTimeout(r, 200));
    expect(client.titles).toEqual(['Before the drop']);
    expect(client.wire.filter((p) => p.includes('After sign-out'))).toEqual([]);
    expect(client.socket.connected).toBe(false);
  });

  it('a dropped connection resumed with another person’s token is refused, and gets none of the first person’s events', async () => {
    const { emitter, holder, back } = copies();
    const member = await signUp(emitter);
    const stranger = await signUp(emitter);
    const client = await open(holder, member.token);
    await notify(emitter, member.id, 'Before the drop');
    await expect.poll(() => client.titles).toEqual(['Before the drop']);
    await drop(holder, client.socket, member.id);
    await notify(emitter, member.id, 'Not for the stranger');
    client.socket.auth = { token: stranger.token };
    expect(await reconnect(client.socket, back)).toEqual({ refused: 'This connection belonged to another session.' });
    await new Promise((r) => setTimeout(r, 200));
    expect(client.wire.filter((p) => p.includes('Not for the stranger'))).toEqual([]);
  });

  it('a client back after a fresh start (nothing kept for it) connects unrecovered, and later events reach it', async () => {
    const { emitter, holder, back } = copies();
    const member = await signUp(emitter);
    const client = await open(holder, member.token);
    // No event yet: there is no offset to resume from, so the client must fetch instead.
    await drop(holder, client.socket, member.id);
    // Another tab of the member on the copy the client returns to: once it has heard the event, that
    // copy has read it, so it cannot reach the returning client as a live event after it connects.
    const witness = await open(back, member.token);
    await notify(emitter, member.id, 'While away');
    await expect.poll(() => witness.titles).toEqual(['While away']);
    expect(await reconnect(client.socket, back)).toEqual({ connected: true });
    expect(client.socket.recovered).toBe(false);
    await notify(emitter, member.id, 'After the return');
    await expect.poll(() => client.titles).toEqual(['After the return']);
  });
}

describe('connection state recovery on one copy (in-memory adapter)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { realtime: true });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    closeClients();
    await app?.app.close();
  });
  recoveryCases(() => ({ emitter: app, holder: app, back: app }));
});

describe.skipIf(!redisUp)('connection state recovery across two copies on one Redis (streams adapter)', () => {
  const prefix = `recovery-adapter-${process.pid}-${Date.now()}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix } as const;
    a = await createTestApp(env, { realtime: true });
    // b runs no jobs, so a's are never b's to take (they share the database).
    b = await createTestApp({ ...env, JOBS_CONCURRENCY: 0 }, { realtime: true }, { sameDatabaseAs: a });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    closeClients();
    // b first: a drops the database they share.
    await b?.app.close();
    await a?.app.close();
    await deleteRedisKeys(prefix);
  });

  it('an event published on copy A reaches a socket held on copy B', async () => {
    const member = await signUp(a);
    const client = await open(b, member.token);
    await notify(a, member.id, 'From the other copy');
    await expect.poll(() => client.titles).toEqual(['From the other copy']);
  });

  it('keeps the stream and a dropped client’s session under REDIS_PREFIX', async () => {
    const member = await signUp(a);
    const client = await open(b, member.token);
    await drop(b, client.socket, member.id);
    const redis = new Redis(REDIS_TEST_URL);
    try {
      expect(await redis.type(`${prefix}socket.io`)).toBe('stream');
      expect((await redis.keys(`${prefix}socket.io:session:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  recoveryCases(() => ({ emitter: a, holder: b, back: a }));

  it('a client of a copy that stops (a rolling upgrade) resumes on another copy with what it missed', async () => {
    const c = await createTestApp(
      { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix, JOBS_CONCURRENCY: 0 },
      { realtime: true },
      { sameDatabaseAs: a },
    );
    await c.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await signUp(a);
    const client = await open(c, member.token);
    await notify(a, member.id, 'Before the upgrade');
    await expect.poll(() => client.titles).toEqual(['Before the upgrade']);
    const gone = new Promise((r) => client.socket.once('disconnect', r));
    await c.app.close();
    await gone;
    await notify(a, member.id, 'During the upgrade');
    expect(await reconnect(client.socket, a)).toEqual({ connected: true });
    expect(client.socket.recovered).toBe(true);
    await expect.poll(() => client.titles).toEqual(['Before the upgrade', 'During the upgrade']);
  });
});
