import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, type TestApp } from '../../test/harness';
import { insertJob } from '../jobs/jobs.repository';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics with neither METRICS_PORT nor METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(async () => t.app.close());

  it('answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics on the main port with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp({ METRICS_TOKEN: TOKEN, JOBS_CONCURRENCY: 0 })));
  afterAll(async () => t.app.close());

  it('answers 401 without the token or with another', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers the Prometheus text with the token: requests by route pattern, durations, jobs, defaults', async () => {
    await t.app.inject({ method: 'GET', url: `${API}/app-info` });
    await t.app.inject({ method: 'GET', url: `${API}/community/threads/12345` });
    await insertJob(t.db, { name: 'metrics.test', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() - 30_000) }, false);
    await insertJob(t.db, { name: 'metrics.test', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() + 3_600_000) }, false);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain(`http_requests_total{route="${API}/app-info",method="GET",status="2xx"} 1`);
    expect(text).toContain(`http_requests_total{route="${API}/community/threads/:id",method="GET",status="4xx"} 1`);
    // The pattern, never the raw URL.
    expect(text).not.toContain('12345');
    expect(text).toMatch(/jobs_queued\{name="metrics.test"\} 2/);
    const age = /jobs_oldest_due_age_seconds\{name="metrics.test"\} ([\d.]+)/.exec(text);
    expect(Number(age?.[1])).toBeGreaterThanOrEqual(29);
    expect(text).toMatch(/db_pool_connections_in_use \d/);
    expect(text).toContain('realtime_connected_sockets 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // With a built web app, whose fallback answers unknown GETs with index.html: the main port's
    // /metrics must still be a 404, not that page.
    dist = await mkdtemp(path.join(os.tmpdir(), 'holdfast-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({ METRICS_PORT: 0, METRICS_TOKEN: TOKEN, HOST: '127.0.0.1', WEB_DIST_DIR: dist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves them there without a token, and not on the main port', async () => {
    const address = t.metricsAddress();
    expect(address).not.toBeNull();
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds');
    const main = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(main.statusCode).toBe(404);
  });
});
