import { REDIS_TEST_URL, redisAnswers } from '../../test/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertJob } from '../jobs/jobs.repository';

const REDIS_URL = REDIS_TEST_URL;
const redisUp = await redisAnswers();

describe('liveness and readiness', () => {
  let t: TestApp;
  // JOBS_CONCURRENCY=0: this copy only queues, so a job made overdue stays queued.
  beforeAll(async () => void (t = await createTestApp({ JOBS_CONCURRENCY: 0 })));
  afterAll(async () => t.app.close());

  it('/livez answers ok without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz reports each check and answers 200 when all pass', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    for (const name of ['database', 'redis', 'storage', 'migrations', 'jobs']) {
      expect(body.checks[name].ok, name).toBe(true);
      expect(typeof body.checks[name].ms).toBe('number');
    }
    expect(body.checks.redis.configured).toBe(false);
    expect(body.checks.migrations.applied).toBeGreaterThan(0);
    expect(body.checks.jobs.oldestDueAgeMs).toBe(0);
  });

  it('/readyz answers 503 degraded when the oldest due job has waited over a minute', async () => {
    await insertJob(t.db, { name: 'health.test', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() - 5 * 60_000) }, false);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('degraded');
    expect(body.checks.jobs.ok).toBe(false);
    expect(body.checks.jobs.oldestDueAgeMs ?? 0).toBe(0);
    expect(body.checks.jobs.error).toMatch(/oldest due job has waited/);
    expect(body.checks.database.ok).toBe(true);
  });

  it('/readyz answers 503 degraded when the uploads folder cannot be written', async () => {
    const check = t.ctx.storage.check;
    t.ctx.storage.check = async () => {
      throw new Error('EACCES');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.storage).toMatchObject({ ok: false, error: 'EACCES' });
    } finally {
      t.ctx.storage.check = check;
    }
  });
});

describe.skipIf(!redisUp)('readiness with Redis', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp({ REDIS_URL, REDIS_PREFIX: `health-test-${process.pid}:` })));
  afterAll(async () => t.app.close());

  it('pings Redis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.redis.ok).toBe(true);
    expect(res.json().checks.redis.configured).toBeUndefined();
  });
});
