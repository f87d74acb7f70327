import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, type TestApp } from '../../test/harness';
import { API_VERSION, BEARER_SCHEME } from './openapi';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
const operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp();
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
