import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';
import { API_VERSION, BEARER_SCHEME } from './openapi';
import { ERROR_SCHEMA, operationIdOf } from './openapi-document';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  'x-guard'?: string;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
const operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 100_000 });
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) operations.push({ method, path, op });
  }
});
afterAll(() => t.app.close());

describe('the OpenAPI document at /api/docs', () => {
  it('is served, versioned like its paths and declares a bearer scheme', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(API_VERSION).toBe('1.2');
    expect(doc.info.version).toBe('1.2');
    expect(doc.info.title).toContain('v1.2');
    expect(doc.components.securitySchemes[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operations.length).toBeGreaterThan(80);
  });

  it('gives every operation a summary', () => {
    const missing = operations.filter((o) => !o.op.summary?.trim()).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(missing).toEqual([]);
  });

  // The truth is the server's own answer: an operation that says 401 without a token must carry
  // the security entry (so 'Authorize' sends the token), and one that carries it must say 401.
  it('puts the bearer scheme on exactly the operations that answer 401 without a token', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      if (!path.startsWith(API)) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
      const documented = op.security?.some((s) => BEARER_SCHEME in s) ?? false;
      if ((res.statusCode === 401) !== documented) wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}, security ${documented}`);
    }
    expect(wrong).toEqual([]);
  });
});

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const redoclyCli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * `redocly lint` on the served document as openapi.json, beside the repository's redocly.yaml and
 * .redocly.lint-ignore.yaml (whose entries name that file), as a newcomer runs it at the root.
 */
async function lintServedDocument(): Promise<LintReport> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'holdfast-openapi-'));
  try {
    await writeFile(path.join(dir, 'openapi.json'), res.body);
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) await copyFile(path.join(repoRoot, file), path.join(dir, file));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redoclyCli, 'lint', 'openapi.json', '--format=json', '--max-problems=1000'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document for client generators', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const report = await lintServedDocument();
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('gives every operation a unique operationId made from its method and path', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const notDerived = operations.filter((o) => o.op.operationId !== operationIdOf(o.method, o.path));
    expect(notDerived.map((o) => `${o.method.toUpperCase()} ${o.path}: ${o.op.operationId}`)).toEqual([]);
    expect(doc.paths[`${API}/community/threads/{id}/replies`]?.post?.operationId).toBe('postCommunityThreadsByIdReplies');
  });

  it('declares security on every operation: the bearer scheme by default, none on the public ones', () => {
    expect(doc.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    expect(operations.filter((o) => !Array.isArray(o.op.security)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(doc.paths[`${API}/oauth/token`]?.post?.security).toEqual([]);
  });

  it('documents the 4xx answers in the shared error shape', () => {
    expect(doc.components.schemas[ERROR_SCHEMA]).toMatchObject({ type: 'object', required: ['message'] });
    const wrong: string[] = [];
    for (const { method, path: p, op } of operations) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        const schema = answer.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: `#/components/schemas/${ERROR_SCHEMA}` }) || !answer.description)
          wrong.push(`${method.toUpperCase()} ${p} ${status}`);
      }
      const signedIn = (op.security?.length ?? 0) > 0;
      if (signedIn && !(op.responses['401'] && op.responses['403'])) wrong.push(`${method.toUpperCase()} ${p}: signed in without 401/403`);
      if (op['x-guard'] && !op.responses['403']?.description.includes(op['x-guard'])) wrong.push(`${method.toUpperCase()} ${p}: guard`);
    }
    expect(wrong).toEqual([]);
    const answers = (m: string, p: string) => Object.keys(doc.paths[`${API}${p}`]?.[m]?.responses ?? {}).filter((s) => s.startsWith('4'));
    expect(answers('post', '/oauth/token')).toEqual(['400', '413', '415', '422', '429']);
    expect(answers('put', '/admin/users/{id}/roles')).toEqual(['400', '401', '403', '404', '413', '415', '422']);
    expect(answers('get', '/files/{folder}/{name}')).toEqual(['403', '404', '422']);
    // A setting's name is not a record: the route drops the 404 (config.clientErrors).
    expect(answers('get', '/users/user-meta/{key}')).toEqual(['401', '403', '422']);
  });

  // The truth is the server's own answer: a JSON body route says 400 and 415, so it gives them.
  it('gives the 400 and 415 it documents for a JSON body', async () => {
    const { token } = await signUp(t, { profile: true });
    const wrong: string[] = [];
    const jsonBodies = operations.filter(
      (o) =>
        o.path.startsWith(API) && o.op.requestBody?.content['application/json'] && !o.op['x-guard'] && !o.path.endsWith('/oauth/logout'),
    );
    expect(jsonBodies.length).toBeGreaterThan(50);
    for (const { method, path: p, op } of jsonBodies) {
      const url = p.replace(/\{[^}]+\}/g, '1');
      for (const [status, contentType, payload] of [
        ['400', 'application/json', '{"a":'],
        ['415', 'application/xml', '<a/>'],
      ] as const) {
        if (!op.responses[status]) wrong.push(`${method.toUpperCase()} ${p}: ${status} not documented`);
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...bearer(token), 'content-type': contentType },
          payload,
        });
        if (String(res.statusCode) !== status)
          wrong.push(`${method.toUpperCase()} ${p} (${contentType}): ${res.statusCode}, documented ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
