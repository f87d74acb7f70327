import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, signUp, type TestApp } from '../../test/harness';

// The built web app ships x.js beside x.js.br and x.js.gz (vite-plugin-compression2); the server
// picks the copy the browser accepts. API answers above 1 KB are compressed on the fly.
describe('compression', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('holdfast '.repeat(400))});\n`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'holdfast-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const html = `<!doctype html><html><body>${'<p>app</p>'.repeat(200)}</body></html>`;
    for (const [name, body] of [
      ['index.html', html],
      ['assets/app-abc.js', script],
    ] as const) {
      await writeFile(path.join(dist, name), body);
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(body));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(body));
    }
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the precompressed brotli copy of an asset to a browser that accepts br', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the app page of a client-side route compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/progress', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>app</p>');
  });

  it('compresses an API answer above 1 KB and leaves a small one alone', async () => {
    const { token } = await signUp(t);
    const big = await t.app.inject({
      method: 'GET',
      url: `${API}/timezones`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).length).toBeGreaterThan(100);
    const small = await t.app.inject({ method: 'GET', url: `${API}/app-info`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('version');
  });
});
