import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, login, signUp, type TestApp } from './harness';

/**
 * Malformed input for every operation of the app's own OpenAPI document (so a new area is covered
 * the day it lands): odd strings (NUL, lone surrogates, huge, path tricks), numbers out of range,
 * wrong types, empty and nested bodies, broken multipart. Bounded (at most ~400 requests) and
 * seeded, so a failure reproduces. Any 5xx fails the test, listing the request.
 */
const SEED = 20261124;
const BUDGET = 400;
const ADMIN = { email: 'fuzz-admin@example.com', password: 'Fuzz*Admin1' };

/** A query value; a lone surrogate cannot be percent-encoded, so it goes as invalid UTF-8 bytes. */
function encodeQuery(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '',
  ' ',
  'é😀',
  'a'.repeat(5000),
  '../../etc/passwd',
  "'; drop table users; --",
  '9'.repeat(30),
  '-1',
  '1e400',
  'null',
  '<script>alert(1)</script>',
  '%00',
];
const NUMBERS = [2 ** 31, 2 ** 53, 2 ** 63, -1, 0, 1.5, 1e308, -2147483649];
const OTHERS: unknown[] = [true, null, [], {}, [1, 'a', null], { a: { b: { c: '\u0000' } } }];
const PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '%F0%9F%98%80',
  'a'.repeat(300),
  '%2e%2e%2fetc',
  '1e3',
];

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: { type: 'json'; properties: Record<string, { type?: string }> } | { type: 'multipart' } | null;
}

let app: TestApp;
let memberToken: string;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: 100_000,
    MAIL_RECIPIENT_LIMIT: 100_000,
  });
  memberToken = (await signUp(app, { profile: true })).token;
  adminToken = await login(app, ADMIN.email, ADMIN.password);
});
afterAll(() => app.app.close());

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(API)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // Ending the fuzzing session would only turn the rest into 401s.
      if (path === `${API}/oauth/logout`) continue;
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      const content = (
        op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } | undefined
      )?.content;
      const body = content?.['multipart/form-data']
        ? ({ type: 'multipart' } as const)
        : content?.['application/json']
          ? ({ type: 'json', properties: content['application/json'].schema?.properties ?? {} } as const)
          : method === 'post' && path.includes('avatar')
            ? ({ type: 'multipart' } as const)
            : null;
      ops.push({ method: method.toUpperCase(), path, query: params.filter((p) => p.in === 'query').map((p) => p.name), body });
    }
  }
  return ops;
}

describe('OpenAPI-driven fuzzing', () => {
  it('answers malformed input to every operation without a 5xx', async () => {
    await app.app.ready();
    const doc = app.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(40);
    const rand = mulberry32(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const anyValue = (): unknown => {
      const r = rand();
      return r < 0.5 ? pick(STRINGS) : r < 0.8 ? pick(NUMBERS) : pick(OTHERS);
    };
    const plausible = (type: string | undefined): unknown =>
      type === 'string'
        ? 'plain text'
        : type === 'integer' || type === 'number'
          ? 1
          : type === 'boolean'
            ? true
            : type === 'array'
              ? []
              : type === 'object'
                ? {}
                : 'x';
    const perOp = Math.max(2, Math.floor(BUDGET / ops.length));
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const token = op.path.includes('/admin/') ? adminToken : memberToken;
      for (let i = 0; i < perOp; i++) {
        const url = op.path.replace(/\{[^}]+\}/g, () => pick(PATH_VALUES));
        const query = op.query.length && rand() < 0.7 ? `?${op.query.map((q) => `${q}=${encodeQuery(String(anyValue()))}`).join('&')}` : '';
        const headers: Record<string, string> = { ...bearer(token) };
        let payload: string | Buffer | undefined;
        if (op.body?.type === 'json') {
          headers['content-type'] = 'application/json';
          const names = Object.keys(op.body.properties);
          const r = rand();
          if (r < 0.1 || names.length === 0) payload = JSON.stringify(pick([{}, [], 'text', null, 1, { deep: OTHERS }]));
          else {
            const body: Record<string, unknown> = Object.fromEntries(
              names.map((n) => [n, plausible((op.body as { properties: Record<string, { type?: string }> }).properties[n]?.type)]),
            );
            // One to three fields get a hostile value; the rest stay plausible so deeper code runs.
            for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) body[pick(names)] = anyValue();
            payload = JSON.stringify(body);
          }
        } else if (op.body?.type === 'multipart') {
          const r = rand();
          if (r < 0.34) {
            headers['content-type'] = 'multipart/form-data';
            payload = '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n--x--\r\n';
          } else {
            headers['content-type'] = 'multipart/form-data; boundary=----fuzz';
            payload = Buffer.concat([
              Buffer.from(
                '------fuzz\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
              ),
              Buffer.from('89504e470d0a1a0a00', 'hex'),
            ]);
            if (r > 0.67) payload = Buffer.concat([payload, Buffer.from('\r\n------fuzz--\r\n')]);
          }
        }
        const res = await app.app.inject({
          method: op.method as 'GET',
          url: url + query,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${url + query} ${typeof payload === 'string' ? payload.slice(0, 200) : ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(sent).toBeLessThanOrEqual(BUDGET + ops.length * 2);
    expect(failures).toEqual([]);
  }, 240_000);
});

/** Every upload route of the document (`x-upload`, or a multipart request body). */
function uploadOperations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const ops: { method: string; path: string; field: string; maxBytes: number }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upload = op['x-upload'] as { field: string; maxBytes: number } | undefined;
      const multipart = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['multipart/form-data'];
      if (upload || multipart)
        ops.push({ method: method.toUpperCase(), path, field: upload?.field ?? 'file', maxBytes: upload?.maxBytes ?? 6 * 1024 * 1024 });
    }
  }
  return ops;
}

describe('malformed multipart to every upload route', () => {
  it('answers each with a 4xx and a clear message, never a 500', async () => {
    await app.app.ready();
    const doc = app.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const ops = uploadOperations(doc);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain(`POST ${API}/users/profile/avatar`);
    // A real picture, so a case is refused for what it tests (two files), not for the image.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const part = (boundary: string, field: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const end = (boundary: string) => Buffer.from(`--${boundary}--\r\n`);
    const failures: string[] = [];
    for (const op of ops) {
      const long = 'b'.repeat(300);
      const cases: Record<string, { type?: string; payload: string | Buffer }> = {
        'no boundary': { type: 'multipart/form-data', payload: '--x\r\n\r\n' },
        'empty boundary': { type: 'multipart/form-data; boundary=', payload: 'x' },
        'boundary over 254 characters': {
          type: `multipart/form-data; boundary=${long}`,
          payload: Buffer.concat([part(long, op.field, png), end(long)]),
        },
        'another boundary in the body': {
          type: 'multipart/form-data; boundary=aa',
          payload: Buffer.concat([part('zz', op.field, png), end('zz')]),
        },
        'cut short in the file': { type: 'multipart/form-data; boundary=b', payload: part('b', op.field, png).subarray(0, 120) },
        'cut short in a header': { type: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-da' },
        garbage: { type: 'multipart/form-data; boundary=b', payload: Buffer.from([0xff, 0xfe, 0, 1, 2, 3]) },
        'line feeds only': {
          type: 'multipart/form-data; boundary=b',
          payload: `--b\nContent-Disposition: form-data; name="${op.field}"; filename="a"\n\nxx\n--b--`,
        },
        'no file': {
          type: 'multipart/form-data; boundary=b',
          payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--b--\r\n',
        },
        'file in another field': { type: 'multipart/form-data; boundary=b', payload: Buffer.concat([part('b', 'other', png), end('b')]) },
        'two files': {
          type: 'multipart/form-data; boundary=b',
          payload: Buffer.concat([part('b', op.field, png), part('b', op.field, png), end('b')]),
        },
        'three files': {
          type: 'multipart/form-data; boundary=b',
          payload: Buffer.concat([part('b', op.field, png), part('b', op.field, png), part('b', op.field, png), end('b')]),
        },
        oversized: {
          type: 'multipart/form-data; boundary=b',
          payload: Buffer.concat([part('b', op.field, Buffer.concat([png, Buffer.alloc(op.maxBytes + 1)])), end('b')]),
        },
        'not an image': {
          type: 'multipart/form-data; boundary=b',
          payload: Buffer.concat([part('b', op.field, Buffer.from('hello')), end('b')]),
        },
        JSON: { type: 'application/json', payload: '{}' },
        'plain text': { type: 'text/plain', payload: 'hello' },
        'octet stream': { type: 'application/octet-stream', payload: png },
        'multipart/mixed': { type: 'multipart/mixed; boundary=b', payload: Buffer.concat([part('b', op.field, png), end('b')]) },
        'no body': { payload: '' },
      };
      for (const [name, c] of Object.entries(cases)) {
        const res = await app.app.inject({
          method: op.method as 'POST',
          url: op.path,
          headers: { ...bearer(memberToken), ...(c.type ? { 'content-type': c.type } : {}) },
          payload: c.payload,
        });
        const message = (res.json() as { message?: unknown }).message;
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string' || !message)
          failures.push(`${op.method} ${op.path} ${name} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
