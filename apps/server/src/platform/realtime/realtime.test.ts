import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';

let app: TestApp;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await app.app.close();
});

function connect(token: string) {
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    const socket = connect('not-a-token');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Unauthenticated.');
  });

  it("pushes a new notification and the unread count to that user's sockets only", async () => {
    const me = await signUp(app);
    const other = await signUp(app);
    const mine = connect(me.token);
    const theirs = connect(other.token);
    await Promise.all([mine, theirs].map((s) => new Promise<void>((r) => s.on('connect', () => r()))));
    const leaked: unknown[] = [];
    theirs.onAny((event, payload) => leaked.push([event, payload]));

    const created = new Promise<{ notification: { title: string } }>((r) => mine.on('notification.created', r));
    const counted = new Promise<{ count: number }>((r) => mine.on('notification.count', r));
    await app.notifications.notify(me.id, {
      title: 'Partner request',
      message: 'Someone wants to be your partner',
      meta: { type: 'partner' },
    });
    expect((await created).notification.title).toBe('Partner request');
    expect((await counted).count).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });

  it('connectedAmong answers, in one question, which of several users have an open connection', async () => {
    const [on, twice, off] = [await signUp(app), await signUp(app), await signUp(app)];
    const held = [connect(on.token), connect(twice.token), connect(twice.token)];
    await Promise.all(held.map((s) => new Promise<void>((r) => s.on('connect', () => r()))));
    const among = await app.ctx.realtime.connectedAmong([on.id, twice.id, off.id, on.id]);
    expect([...among].sort((a, b) => a - b)).toEqual([on.id, twice.id].sort((a, b) => a - b));
    expect(await app.ctx.realtime.connectedAmong([off.id])).toEqual(new Set());
    expect(await app.ctx.realtime.connectedAmong([])).toEqual(new Set());
    expect(await app.ctx.realtime.hasConnection(twice.id)).toBe(true);
    expect(await app.ctx.realtime.hasConnection(off.id)).toBe(false);
    // Closed: gone from the answer.
    held[0]!.close();
    await vi.waitFor(async () => expect(await app.ctx.realtime.connectedAmong([on.id, twice.id])).toEqual(new Set([twice.id])));
  });
});
