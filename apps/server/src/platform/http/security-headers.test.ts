import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, type TestApp } from '../../test/harness';
import { inlineScriptHashes } from './security-headers';

// Headers of the running app, against a built web app in a temporary folder.
let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'holdfast-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, t = app) => t.app.inject({ method: 'GET', url, headers });

function directives(csp: string | undefined) {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('sends a CSP without inline script, no framing, nosniff, the referrer and permissions policies', async () => {
    // Pages, an API answer, a refusal (401) and an unknown API path (404) alike.
    for (const url of ['/', '/dashboard', `${API}/app-info`, `${API}/dashboard`, `${API}/no-such-thing`]) {
      const res = await get(url);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows a built page's own inline script by its hash, and no other", async () => {
    const built = await mkdtemp(path.join(os.tmpdir(), 'holdfast-dist-'));
    const source = "window.__first = fetch('/api/v1.2/users/profile');\n";
    await mkdir(path.join(built, 'pages'));
    await writeFile(path.join(built, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(
      path.join(built, 'pages', 'dashboard.html'),
      `<!doctype html><html><head><script>${source}</script><script type="module" src="/assets/x.js"></script></head><body></body></html>`,
    );
    const withPage = await createTestApp({ WEB_DIST_DIR: built });
    try {
      const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
      for (const url of ['/dashboard', '/login', `${API}/app-info`]) {
        expect(directives((await get(url, {}, withPage)).headers['content-security-policy'] as string)['script-src']).toEqual([
          "'self'",
          hash,
        ]);
      }
      expect((await get('/dashboard', {}, withPage)).body).toContain(`<script>${source}</script>`);
    } finally {
      await withPage.app.close();
      await rm(built, { recursive: true, force: true });
    }
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([]);
  });

  it('allows Stripe.js and reCAPTCHA origins only when they are configured', async () => {
    const configured = await createTestApp({ WEB_DIST_DIR: dist, STRIPE_SECRET_KEY: 'sk_test_x', RECAPTCHA_SECRET: 'secret' });
    try {
      const csp = directives((await get('/', {}, configured)).headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(csp['frame-src']).toContain('https://js.stripe.com');
    } finally {
      await configured.app.close();
    }
    expect(directives((await get('/')).headers['content-security-policy'] as string)['frame-src']).toEqual(["'none'"]);
  });

  it('serves index.html no-cache, hashed assets immutable, private API answers no-store', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/courses/1')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${API}/app-info`)).headers['cache-control']).toBe('no-store');
    expect((await get(`${API}/users/profile`)).headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only for HTTPS reported by a trusted proxy', async () => {
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: '1' });
    try {
      expect((await get('/', { 'x-forwarded-proto': 'https' }, proxied)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await get('/', {}, proxied)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.app.close();
    }
  });
});

describe('API docs', () => {
  it('are served outside production, off in production unless API_DOCS=on', async () => {
    expect((await get('/api/docs/json')).statusCode).toBe(200);
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const prodOn = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      expect((await get('/api/docs', {}, prod)).statusCode).toBe(404);
      expect((await get('/api/docs/json', {}, prod)).statusCode).toBe(404);
      expect((await get('/api/docs/json', {}, prodOn)).statusCode).toBe(200);
    } finally {
      await prod.app.close();
      await prodOn.app.close();
    }
  });
});
