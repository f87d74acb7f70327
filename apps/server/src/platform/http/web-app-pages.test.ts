import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// The built web app's per-page first-load HTML (dist/pages/<name>.html, written by apps/web/vite.config.ts).
let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'holdfast-dist-'));
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>index</title>');
  await writeFile(path.join(dist, 'pages', 'login.html'), '<!doctype html><title>login page</title>');
  await writeFile(path.join(dist, 'pages', 'dashboard.html'), '<!doctype html><title>dashboard page</title>');
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => app.app.inject({ method: 'GET', url });

describe('web app pages', () => {
  it('sends a page its own HTML, with a query string too, revalidated like index.html', async () => {
    for (const [url, title] of [
      ['/login', 'login page'],
      ['/login?next=%2Fprogress', 'login page'],
      ['/dashboard', 'dashboard page'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('sends index.html for every other client-side path, deeper paths of a page included', async () => {
    for (const url of ['/', '/progress', '/dashboard/x', '/login/', '/Login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>index</title>');
    }
  });
});
