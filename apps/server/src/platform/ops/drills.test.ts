import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDrills, SHORT } from '../../../ops/drills';
import type { DrillResult } from '../../../ops/drill-result';
import { startStack, type Stack } from '../../../ops/stack';
import { redisAnswers } from '../../test/redis';

/**
 * `npm run stack` and the short failover drills (ops/drills.ts): two server copies from the sources
 * behind the stack's proxy, on a database and Redis prefix of their own, through a copy killed with
 * SIGKILL mid-chat, PostgreSQL connections lost under writes, and the copies' Redis connections
 * killed. Each drill's condition (nothing acknowledged lost, nothing twice, back within its bound)
 * is asserted here. Needs the local PostgreSQL and Redis; skipped with the reason otherwise, and in
 * the PostgreSQL pass (DATABASE_URL set), which would only run it a second time.
 */
const SERVER_URL = process.env.STACK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function unreachable(): Promise<string | null> {
  // The stack makes its own database whichever pass runs: once is enough (the default pass, not the PostgreSQL one).
  if (process.env.DATABASE_URL?.startsWith('postgres'))
    return 'runs in the default pass only (the stack makes its own PostgreSQL database)';
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL not reachable at ${SERVER_URL} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return (await redisAnswers(process.env.STACK_REDIS_URL)) ? null : 'Redis not reachable';
}
const skipped = await unreachable();
if (skipped) console.warn(`[drills.test] skipped: ${skipped}`);

describe.skipIf(skipped !== null)('the stack and its short drills', () => {
  let stack: Stack;
  const results: DrillResult[] = [];

  beforeAll(async () => {
    stack = await startStack({ source: true, label: 'drilltest' });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  it('serves through the proxy, sticky for Socket.IO polling by its cookie', async () => {
    expect(stack.upstreams().map((u) => u.up)).toEqual([true, true]);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(200);
    const handshake = await fetch(`${stack.url}/socket.io/?EIO=4&transport=polling`);
    const cookie = handshake.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^hf_lb=[01]; Path=\/socket\.io/);
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())![1];
    // The session lives on one copy: without the cookie the next poll would reach the other half the time.
    for (let i = 0; i < 4; i++) {
      const poll = await fetch(`${stack.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        method: 'POST',
        headers: { cookie: cookie.split(';')[0]!, 'content-type': 'text/plain' },
        body: '3',
      });
      expect(poll.status).toBe(200);
      await poll.arrayBuffer();
    }
  });

  it('passes the three drills: a copy killed, PostgreSQL lost, Redis lost', async () => {
    results.push(...(await runDrills(stack, SHORT, (r) => console.log(`[drills.test] ${r.name}: ${JSON.stringify(r.figures)}`))));
    expect(results.map((r) => ({ name: r.name, failures: r.failures }))).toEqual(results.map((r) => ({ name: r.name, failures: [] })));
    // The conditions had something to hold on: a copy's sockets really dropped, writes were refused, Redis connections were cut.
    const [kill, postgres, redis] = results as [DrillResult, DrillResult, DrillResult];
    expect(Number(kill.figures['sockets dropped'])).toBeGreaterThan(0);
    expect(Number(postgres.figures['backends terminated'])).toBeGreaterThan(0);
    expect(Number(redis.figures['connections killed'])).toBeGreaterThan(0);
  }, 150_000);
});
