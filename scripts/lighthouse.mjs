#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (from npm) mobile performance for /login and for /dashboard
// signed in, in Debian's Chromium (scripts/ensure-chromium.mjs). Starts the built server itself
// (web app built when its sources changed, compiled server bundle, as `npm start` does) on a free
// port, on a fresh PGlite data folder (or PostgreSQL when LIGHTHOUSE_DATABASE_URL is set), seeds a
// member through the API (register, the mail's verification link from the log, sign in, onboarding
// profile, first-steps guide seen) and puts the bearer token in localStorage the way the app does
// (lib/token-store). Prints the performance score, the accessibility score (the lowest of the runs,
// with the audits that failed), FCP, LCP, TBT, CLS and bytes per page, the median of
// LIGHTHOUSE_RUNS runs (default 3). LIGHTHOUSE_REPORTS=dir keeps each run's full JSON report and its
// trace (<page>-<time>.trace.json) there. LIGHTHOUSE_PAGES=/dashboard audits only the pages named.
// Figures are printed, never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = '/api/v1.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TOKEN_KEY = 'holdfast.token'; // apps/web/src/lib/token-store.ts

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const chromiumPath = ensureChromium();
const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('build failed (scripts/build-if-changed.mjs)');

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-lighthouse-'));
const logLines = [];
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', 'apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    DATABASE_URL: process.env.LIGHTHOUSE_DATABASE_URL ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    AUTH_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let pending = '';
const onData = (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop();
  logLines.push(...lines);
};
server.stdout.setEncoding('utf8').on('data', onData);
server.stderr.setEncoding('utf8').on('data', onData);

let browser;
async function cleanup() {
  await browser?.close().catch(() => {});
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function api(method, url, body, token) {
  const res = await fetch(`${base}${API}${url}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : null;
}

async function mailLink(to) {
  for (let i = 0; i < 80; i++) {
    for (const line of logLines) {
      try {
        const entry = JSON.parse(line);
        if (entry.mail?.to === to && entry.mail.links?.[0]) return entry.mail.links[0];
      } catch {
        /* not JSON */
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} in the server log`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${logLines.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${base}${API}/app-info`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }

  // A member who finished onboarding and has seen the first-steps guide (a returning visit).
  const id = `lh${Date.now().toString(36)}`;
  const person = { username: id, email: `${id}@example.com`, password: 'Holdfast*2026' };
  await api('POST', '/register', person);
  const verify = new URL(await mailLink(person.email));
  const verified = await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verification link: ${verified.status}`);
  const { access_token: token } = await api('POST', '/oauth/token', {
    grant_type: 'password',
    email: person.email,
    password: person.password,
  });
  await api(
    'PUT',
    '/users/profile',
    { first_name: 'Casey', last_name: 'Morgan', gender: 'Male', is_married: true, is_student: false, is_leader: false },
    token,
  );
  await api('POST', '/users/user-meta/DASHBOARD_ONBOARDING_DONE', { value: true }, token);
  await api('POST', '/users/user-meta/FIRST_STEPS_GUIDE_SEEN', { value: true }, token);

  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const wsPort = Number(new URL(browser.wsEndpoint()).port);
  const page = await browser.newPage();

  async function audit(url, signedIn) {
    // Same origin first, so localStorage can be set (or cleared) before the measured load; the
    // storage reset is off (it would sign the member out), so the HTTP cache is cleared here: every
    // run is a first visit.
    await page.goto(`${base}/favicon.svg`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.evaluate(
      (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
      TOKEN_KEY,
      signedIn ? token : null,
    );
    const result = await lighthouse(
      `${base}${url}`,
      { port: wsPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      undefined,
      page,
    );
    const lhr = result.lhr;
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const stem = path.join(process.env.LIGHTHOUSE_REPORTS, `${url.slice(1)}-${Date.now()}`);
      writeFileSync(`${stem}.json`, result.report);
      // The run's trace (chrome://tracing, DevTools' Performance panel): what the main thread did when.
      if (result.artifacts?.Trace) writeFileSync(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const a = lhr.audits;
    const finalUrl = lhr.finalDisplayedUrl;
    if (!finalUrl.endsWith(url)) throw new Error(`${url} ended at ${finalUrl} (not signed in?)`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      // The accessibility audits that failed (weight > 0, score < 1), to name beside a score under 100.
      a11yFailed: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
        .map((ref) => ref.id),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      kb: a['total-byte-weight'].numericValue / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  }

  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated throttling), ${await browser.version()}, median of ${RUNS}`,
  );
  console.log(
    'page        score   a11y   FCP s   LCP s   TBT ms   CLS     transferred KB   (runs: scores; host CPU benchmark index, lower = busier)',
  );
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const [url, signedIn] of [
    ['/login', false],
    ['/dashboard', true],
  ].filter(([u]) => !only || only.includes(u))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, signedIn));
    const pick = (k) => median(runs.map((r) => r[k]));
    console.log(
      `${url.padEnd(11)} ${String(pick('score')).padStart(5)}   ${String(Math.min(...runs.map((r) => r.a11y))).padStart(4)}   ${(pick('fcp') / 1000).toFixed(2).padStart(5)}   ${(pick('lcp') / 1000).toFixed(2).padStart(5)}   ${pick('tbt').toFixed(0).padStart(6)}   ${pick('cls').toFixed(3)}   ${pick('kb').toFixed(0).padStart(14)}   (${runs.map((r) => r.score).join(', ')}; ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')})`,
    );
    const failed = [...new Set(runs.flatMap((r) => r.a11yFailed))];
    if (failed.length) console.log(`${''.padEnd(11)} accessibility audits failed: ${failed.join(', ')}`);
  }
} finally {
  await cleanup();
}
