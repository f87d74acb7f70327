// First: it records what every later import loads, the app's included.
import { resolvedModules } from '../../test/module-loads';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommunityMember } from '../../test/community-factories';
import type { TestUser } from '../../test/factories';
import { API, bearer, createTestApp, type TestApp } from '../../test/harness';
import { jobName } from '../jobs/jobs';

/** The OpenTelemetry modules loaded; @opentelemetry/api is left out: prom-client requires that no-op facade in every app. */
const otelSdkModules = () => resolvedModules().filter((url) => /@opentelemetry\/(?!api\/)/.test(url));

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
  status?: { code?: number; message?: string };
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** A collector speaking OTLP/HTTP: keeps each POST /v1/traces body as it came, with its content type. */
async function startCollector() {
  const bodies: string[] = [];
  const raw: { contentType: string | undefined; apiKey: string | undefined; body: Buffer }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        raw.push({
          contentType: req.headers['content-type'],
          apiKey: req.headers['x-api-key'] as string | undefined,
          body: Buffer.concat(chunks),
        });
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { bodies, raw, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const attribute = (span: OtlpSpan | { attributes: OtlpAttribute[] }, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(async () => t.app.close());

  it('loads no OpenTelemetry SDK or exporter module, serving requests and running jobs', async () => {
    const member = await buildCommunityMember(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/community/threads/12345`, headers: bearer(member.token) });
    expect(res.statusCode, res.body).toBe(404);
    await t.ctx.jobs.idle();
    expect(t.ctx.config.traces).toBeNull();
    expect(otelSdkModules()).toEqual([]);
  });
});

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT set (OTLP/HTTP JSON)', () => {
  const JOB_TRACED = jobName<{ email: string }>('telemetry.test');
  const JOB_FAILING = jobName<{ email: string }>('telemetry.failing');
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  let member: TestUser;
  let spans: OtlpSpan[];
  let payload: string;
  let exported: OtlpExport[];

  beforeAll(async () => {
    collector = await startCollector();
    t = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'holdfast-telemetry-test',
    });
    member = await buildCommunityMember(t, { name: 'Private Display Name' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/community/threads/12345?q=query-string-secret`,
      headers: bearer(member.token),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.ctx.jobs.define(JOB_TRACED, async () => void (await t.db.execute(sql`select 1 as traced_job_query`)));
    await t.ctx.jobs.enqueue(JOB_TRACED, { email: member.email });
    t.ctx.jobs.define(JOB_FAILING, async () => void (await t.db.execute(sql`select 1 / ${0}::int as failing_job_query`)), { retries: 0 });
    await t.ctx.jobs.enqueue(JOB_FAILING, { email: member.email });
    await t.ctx.jobs.idle();
    // Closing the app shuts tracing down, which sends every span still buffered.
    await t.app.close();
    payload = collector.bodies.join('\n');
    exported = collector.bodies.map((b) => JSON.parse(b) as OtlpExport);
    spans = exported.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  });
  afterAll(() => collector.close());

  it('loads the SDK and the JSON exporter only, and exports under the configured service.name', () => {
    expect(otelSdkModules().some((url) => url.includes('@opentelemetry/sdk-trace/'))).toBe(true);
    expect(otelSdkModules().some((url) => url.includes('@opentelemetry/exporter-trace-otlp-http/'))).toBe(true);
    expect(otelSdkModules().some((url) => url.includes('@opentelemetry/exporter-trace-otlp-proto/'))).toBe(false);
    expect(exported.length).toBeGreaterThan(0);
    for (const e of exported)
      for (const r of e.resourceSpans) expect(attribute(r.resource, 'service.name')).toBe('holdfast-telemetry-test');
  });

  it('sends a server span named by the route pattern, with its status code and a child span per database statement', () => {
    const route = `${API}/community/threads/:id`;
    const server = spans.find((s) => s.name === `GET ${route}`);
    expect(server).toBeDefined();
    expect(server!.kind).toBe(2); // SERVER
    expect(attribute(server!, 'http.route')).toBe(route);
    expect(attribute(server!, 'http.request.method')).toBe('GET');
    expect(attribute(server!, 'http.response.status_code')).toBe(404);
    const children = spans.filter((s) => s.parentSpanId === server!.spanId);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.traceId).toBe(server!.traceId);
      expect(attribute(child, 'db.system.name')).toBe('postgresql');
      expect(attribute(child, 'db.query.text')).toMatch(/^\s*(select|insert|update|delete|with)\b/i);
    }
    // The statements carry placeholders; nothing else a span could hold names a thread.
    expect(children.some((c) => /\$1/.test(String(attribute(c, 'db.query.text'))))).toBe(true);
    // The probes, polled every few seconds, make no spans.
    expect(spans.filter((s) => s.name.includes('/readyz'))).toEqual([]);
  });

  it('sends a root span per job run, named by the job, with its statements as children', () => {
    const job = spans.find((s) => s.name === 'job telemetry.test');
    expect(job).toBeDefined();
    expect(job!.parentSpanId ?? '').toBe('');
    expect(attribute(job!, 'holdfast.job.name')).toBe('telemetry.test');
    const query = spans.find((s) => s.parentSpanId === job!.spanId);
    expect(attribute(query!, 'db.query.text')).toContain('traced_job_query');
  });

  it('marks a failed job run and its statement as errors by SQLSTATE, without the error message', () => {
    const job = spans.find((s) => s.name === 'job telemetry.failing');
    expect(job?.status?.code).toBe(2); // ERROR
    expect(attribute(job!, 'error.type')).toBe('22012'); // division_by_zero
    const query = spans.find((s) => s.parentSpanId === job!.spanId);
    expect(query?.status?.code).toBe(2);
    expect(attribute(query!, 'error.type')).toBe('22012');
    expect(payload).not.toContain('division by zero');
    expect(payload).not.toContain('Failed query');
  });

  it('exports no ids from URLs, query strings, bodies, e-mails, passwords, tokens or user ids', () => {
    // Timestamps and span ids are digits and hex at random: a search for an id leaves them out.
    const fixed = payload.replace(/"(startTimeUnixNano|endTimeUnixNano|traceId|spanId|parentSpanId)":"[^"]*"/g, '');
    expect(fixed).not.toContain('12345');
    expect(payload).not.toContain('query-string-secret');
    expect(payload).not.toContain(member.email);
    expect(payload).not.toContain(member.username);
    expect(payload).not.toContain(member.password);
    expect(payload).not.toContain(member.token);
    expect(payload).not.toContain('Private Display Name');
    // The sign-up, login and profile requests' spans are there, by their patterns (the ids in them are not).
    expect(spans.some((s) => s.name === `POST ${API}/register`)).toBe(true);
    for (const s of spans)
      expect(s.attributes.map((a) => a.key).filter((k) => /user|email|url\.|client|body|query\.parameter/.test(k))).toEqual([]);
    const userIdAttributes = spans
      .flatMap((s) => s.attributes)
      .filter((a) => a.value.intValue !== undefined && Number(a.value.intValue) === member.id);
    expect(userIdAttributes.filter((a) => a.key !== 'http.response.status_code')).toEqual([]);
  });
});

describe('tracing with the default protocol (OTLP/HTTP protobuf) and OTEL_EXPORTER_OTLP_HEADERS, sent by a drain', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  beforeAll(async () => {
    collector = await startCollector();
    t = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=vendor%20key, x-team=ops',
    });
  });
  afterAll(() => collector.close());

  it('sends protobuf spans named by the route pattern, with the configured headers, when the app drains', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/community/threads/12345?q=query-string-secret` });
    expect(res.statusCode).toBe(401);
    expect(await t.drain({ timeoutMs: 5000 })).toBe('closed');
    expect(collector.raw.length).toBeGreaterThan(0);
    expect(collector.raw.every((r) => r.contentType === 'application/x-protobuf')).toBe(true);
    expect(collector.raw.every((r) => r.apiKey === 'vendor key')).toBe(true);
    // Protobuf keeps strings as UTF-8 bytes: the names and the service are readable in the body.
    const body = Buffer.concat(collector.raw.map((r) => r.body)).toString('latin1');
    expect(body).toContain(`GET ${API}/community/threads/:id`);
    expect(body).toContain('holdfast');
    expect(body).not.toContain('12345');
    expect(body).not.toContain('query-string-secret');
  });
});
