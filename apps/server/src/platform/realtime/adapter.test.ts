import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMissed, holdRecoveredSessions } from './adapter';

/**
 * The held recovery on a bare Socket.IO server (the in-memory adapter), with a middleware shaped
 * like realtime.ts's: an event sent to the socket's room while its middleware runs reaches no one
 * live (the socket is not connected yet), so it must come with the missed ones.
 */
const http = createServer();
const io = new Server(http, { connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: false } });
const recovery = holdRecoveredSessions(io.of('/').adapter as unknown as Parameters<typeof holdRecoveredSessions>[0]);
let whileChecking: string | null = null;
io.use((socket, next) => {
  const held = socket.recovered ? recovery.take(socket.id) : undefined;
  void (async () => {
    socket.data.userId = 1;
    await socket.join('member');
    if (whileChecking) io.to('member').emit('note', whileChecking);
    if (held) deliverMissed(socket, await recovery.missedUntilNow(socket, held));
    next();
  })();
});
let client: Socket;
beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  client?.close();
  await new Promise<void>((resolve) => void io.close(() => resolve()));
});

describe('holdRecoveredSessions', () => {
  it('delivers what was missed while away and while the middleware ran, once, in order', async () => {
    const notes: string[] = [];
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    client.on('note', (note: string) => notes.push(note));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    io.to('member').emit('note', 'first');
    await expect.poll(() => notes).toEqual(['first']);
    const gone = new Promise((resolve) => client.once('disconnect', resolve));
    client.io.engine.close();
    await gone;
    await expect.poll(() => io.of('/').sockets.size).toBe(0);
    io.to('member').emit('note', 'while away');
    whileChecking = 'while checking';
    await new Promise<void>((resolve) => {
      client.once('connect', () => resolve());
      client.connect();
    });
    expect(client.recovered).toBe(true);
    whileChecking = null;
    io.to('member').emit('note', 'after');
    await expect.poll(() => notes).toEqual(['first', 'while away', 'while checking', 'after']);
  });
});
