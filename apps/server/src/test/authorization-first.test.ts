import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from './harness';

/**
 * Authorization comes before validation, on every route of the app's own
 * OpenAPI document (a new route is covered the day it lands). Without a token every route that
 * needs sign-in answers 401, whatever its body, query and params; with an ordinary verified
 * member's token every role-gated route (its guard is declared on the route, `x-guard` in the
 * document) answers 403, not the 422 that would tell the caller its schema.
 */

type Doc = {
  paths: Record<
    string,
    Record<string, { security?: unknown[]; 'x-guard'?: string; requestBody?: unknown; parameters?: { in: string; name: string }[] }>
  >;
};
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  signedIn: boolean;
  guard: string | null;
  query: string[];
}

let app: TestApp;
let ops: Operation[];
let memberToken: string;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT: 100_000 });
  memberToken = (await signUp(app, { profile: true })).token;
  await app.app.ready();
  const doc = app.app.swagger() as unknown as Doc;
  ops = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(API))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase() as Operation['method'],
          path,
          signedIn: (op.security?.length ?? 0) > 0,
          guard: op['x-guard'] ?? null,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        })),
    );
});
afterAll(() => app.app.close());

/** Input no schema accepts: params that are not ids, every query value hostile, a body of the wrong shape. */
const INVALID_INPUTS: { name: string; params: string; query: (names: string[]) => string; body?: string }[] = [
  {
    name: 'bad params, query and body',
    params: 'not-an-id',
    query: (q) => `?${[...q, 'unknown'].map((n) => `${n}=%00-1`).join('&')}`,
    body: '["not", "an", "object"]',
  },
  { name: 'an empty object', params: '0', query: () => '?page=-5&per_page=100000', body: '{}' },
  { name: 'no body at all', params: '99999999999999999999', query: () => '' },
];

function send(op: Operation, input: (typeof INVALID_INPUTS)[number], token: string | null) {
  const url = op.path.replace(/\{[^}]+\}/g, input.params) + input.query(op.query);
  const withBody = op.method !== 'GET' && input.body !== undefined;
  return app.app.inject({
    method: op.method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: input.body } : {}),
  });
}

describe('authorization before validation, on every route of the OpenAPI document', () => {
  it('finds the routes and the role guards the routes declare', () => {
    expect(ops.length).toBeGreaterThan(100);
    const guarded = ops.filter((o) => o.guard).map((o) => `${o.method} ${o.path.slice(API.length)}`);
    // The routes of the finding, among those the declarations mark (not a list this test keeps).
    expect(guarded).toEqual(
      expect.arrayContaining([
        'PUT /admin/emotions/{id}',
        'PUT /admin/faster-emotions/{id}',
        'PUT /admin/users/{id}/roles',
        'POST /admin/premium-applications/{id}/place',
      ]),
    );
    // Everything under admin/ is role-gated by its declaration.
    const adminUnguarded = ops.filter((o) => o.path.includes('/admin/') && !o.guard).map((o) => `${o.method} ${o.path}`);
    expect(adminUnguarded).toEqual([]);
  });

  it('answers 401 without a token on every route that needs sign-in, whatever the input', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.signedIn)) {
      for (const input of INVALID_INPUTS) {
        const res = await send(op, input, null);
        if (res.statusCode !== 401) wrong.push(`${op.method} ${op.path} (${input.name}) -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 403 to an ordinary verified member on every role-gated route, whatever the input (never 422)', async () => {
    const guarded = ops.filter((o) => o.guard);
    expect(guarded.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const op of guarded) {
      for (const input of INVALID_INPUTS) {
        const res = await send(op, input, memberToken);
        if (res.statusCode !== 403)
          wrong.push(`${op.method} ${op.path} [${op.guard}] (${input.name}) -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
