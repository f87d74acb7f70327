import type { AddressInfo } from 'node:net';
import { deleteRedisKeys, REDIS_TEST_URL, redisAnswers } from '../../test/redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, connectSocket, createTestApp, login, request, signUp, type TestApp } from '../../test/harness';

/**
 * Two server copies sharing one Redis: an event published by one reaches a socket connected to
 * the other, and the sign-in rate limit is counted across both. Runs wherever Redis answers
 * (CI machines run it on 127.0.0.1:6379); elsewhere these tests are reported as skipped.
 */
const REDIS_URL = REDIS_TEST_URL;
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('several server copies on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];
  const prefix = `copies-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    // Each copy has its own fresh database; the first user signed up on each has the same id,
    // which stands in for "the same member" (the adapter routes by user room).
    const env = { REDIS_URL, REDIS_PREFIX: prefix, AUTH_RATE_LIMIT: 3, LOGIN_LOCKOUT_ATTEMPTS: 2 } as const;
    a = await createTestApp(env, { realtime: true });
    b = await createTestApp(env, { realtime: true });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await a?.app.close();
    await b?.app.close();
    await deleteRedisKeys(prefix);
  });

  it('delivers an event published on one copy to a socket held by the other', async () => {
    // The same user id on both copies (the databases number users alike; sign up on the one behind
    // until they meet, whatever other tests signed up first); b authenticates the socket.
    let onA = await signUp(a, { remoteAddress: randomIp() });
    let onB = await signUp(b, { remoteAddress: randomIp() });
    while (onA.id !== onB.id) {
      if (onA.id < onB.id) onA = await signUp(a, { remoteAddress: randomIp() });
      else onB = await signUp(b, { remoteAddress: randomIp() });
    }
    const socket = io(`http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`, {
      auth: { token: onB.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<{ notification: { title: string } }>((r) => socket.on('notification.created', r));
    await new Promise((r) => setTimeout(r, 200)); // let the adapter subscribe
    await a.notifications.notify(onA.id, { title: 'From the other copy', message: 'hello', meta: { type: 'check-in' } });
    expect((await received).notification.title).toBe('From the other copy');
    // Who is connected is answered across copies: a asks, b holds the socket.
    const among = await a.ctx.realtime.connectedAmong([onA.id, onA.id + 100_000]);
    expect(among).toEqual(new Set([onA.id]));
  });

  it('counts sign-in attempts across copies', async () => {
    const email = `shared-limit-${Date.now()}@example.com`;
    // A fresh address per run: the counters live in Redis for a minute.
    const ip = randomIp();
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/oauth/token`,
        payload: { grant_type: 'password', email, password: 'x' },
        remoteAddress: ip,
      });
    const codes = [
      (await attempt(a)).statusCode,
      (await attempt(b)).statusCode,
      (await attempt(a)).statusCode,
      (await attempt(b)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('locks an account sign-in across copies (the failure counter lives in Redis)', async () => {
    const member = await signUp(b, { remoteAddress: randomIp() });
    const attempt = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/oauth/token`,
        payload: { grant_type: 'password', email: member.email, password },
        remoteAddress: randomIp(),
      });
    expect((await attempt(a, 'Wr0ng*Pass1')).statusCode).toBe(401);
    expect((await attempt(a, 'Wr0ng*Pass2')).statusCode).toBe(401);
    expect((await attempt(b, member.password)).statusCode).toBe(401);
  });
});

describe.skipIf(!redisUp)('an ended session across server copies on one Redis and one database', () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = `ended-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix } as const;
    a = await createTestApp(env, { realtime: true });
    // b runs no jobs: the sign-up mail's job is a's to run, so a's captured mail has the link (on
    // PostgreSQL both copies' workers see every queued job, and b's sometimes took it first).
    b = await createTestApp({ ...env, JOBS_CONCURRENCY: 0 }, { realtime: true }, { sameDatabaseAs: a });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // b first: a drops the database they share.
    await b?.app.close();
    await a?.app.close();
    await deleteRedisKeys(prefix);
  });

  /**
   * Resolves once the socket is disconnected; rejects after a second, what docs/security.md promises
   * ("the socket goes within a second wherever it is held"). Stop 48's CI missed it once on an
   * overloaded host (PostgreSQL pass); CI runs a failed server test once more (vitest.config.ts).
   */
  const disconnected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still connected after 1000 ms')), 1000);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  it('a sign-out on copy A disconnects the socket held on copy B; the other session’s socket stays', async () => {
    const member = await signUp(a, { remoteAddress: randomIp() });
    const other = await login(a, member.email, member.password, randomIp());
    const ended = await connectSocket(b, member.token);
    const kept = await connectSocket(b, other);
    const texts: string[] = [];
    ended.on('notification.created', ({ notification }: { notification: { title: string } }) => texts.push(notification.title));
    await new Promise((r) => setTimeout(r, 200)); // let the adapter subscribe
    expect((await request(a, member.token).post('/oauth/logout')).statusCode).toBe(200);
    await disconnected(ended);
    const reached = new Promise<{ notification: { title: string } }>((r) => kept.once('notification.created', r));
    await a.notifications.notify(member.id, { title: 'After sign-out', message: 'hello', meta: { type: 'check-in' } });
    expect((await reached).notification.title).toBe('After sign-out');
    expect(texts).toEqual([]);
    expect(kept.connected).toBe(true);
  });

  it('endSessions on copy A reaches copy B through the adapter (copy A holds none of the sockets)', async () => {
    const member = await signUp(a, { remoteAddress: randomIp() });
    const socket = await connectSocket(b, member.token);
    await new Promise((r) => setTimeout(r, 200));
    expect(await a.ctx.realtime.hasConnection(member.id)).toBe(true);
    a.ctx.realtime.endSessions({ userId: member.id });
    await disconnected(socket);
    expect(await a.ctx.realtime.hasConnection(member.id)).toBe(false);
  });
});
