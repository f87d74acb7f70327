import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, type TestApp } from '../../test/harness';

/** Blocks the event loop for `ms` (a forced pressure). */
function blockLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('load shedding (@fastify/under-pressure)', () => {
  let t: TestApp;
  // A 1 ms ceiling: blocking the loop briefly is pressure.
  beforeAll(async () => void (t = await createTestApp({ UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 1 })));
  afterAll(async () => t.app.close());

  it('answers 503 with Retry-After under pressure; /livez still answers and /readyz reports degraded', async () => {
    // The delay is sampled once a second, and a sample taken just before the delay histogram recorded
    // a block misses it (then resets): block again until a sample sees one, for up to 10 s.
    for (let i = 0; i < 50 && !t.app.isUnderPressure(); i++) {
      blockLoop(150);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(t.app.isUnderPressure()).toBe(true);
    const [api, livez, readyz] = await Promise.all([
      t.app.inject({ method: 'GET', url: `${API}/app-info` }),
      t.app.inject({ method: 'GET', url: '/livez' }),
      t.app.inject({ method: 'GET', url: '/readyz' }),
    ]);
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('10');
    expect(livez.statusCode).toBe(200);
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toMatchObject({ status: 'degraded', checks: { eventLoop: { ok: false }, database: { ok: true } } });
  });
});
