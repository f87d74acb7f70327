import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, createTestApp, signUp, type TestApp } from '../../test/harness';

describe('graceful drain', () => {
  let t: TestApp;
  let release!: () => void;
  let started!: Promise<void>;
  beforeAll(async () => {
    t = await createTestApp({}, { realtime: true });
    let markStarted!: () => void;
    started = new Promise<void>((resolve) => (markStarted = resolve));
    // A slow request: it answers once the test releases it.
    t.app.get('/test-slow', async () => {
      markStarted();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    release?.();
    await t.app.close();
  });

  it('answers 503 draining at once, refuses new sockets, lets the slow request finish, then closes', async () => {
    const member = await signUp(t);
    const { port } = t.app.server.address() as AddressInfo;
    const slow = fetch(`http://127.0.0.1:${port}/test-slow`);
    await started;

    // A grace long enough for the socket attempt to reach the running server.
    const drained = t.drain({ graceMs: 2000 });
    const readyz = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toEqual({ status: 'draining' });
    await expect(connectSocket(t, member.token)).rejects.toThrow();

    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await expect(drained).resolves.toBe('closed');
  });
});
