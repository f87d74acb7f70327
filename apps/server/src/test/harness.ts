import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServerDatabase } from './pg-database';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import type { Env } from '../platform/config';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/client';
import { createLogger } from '../platform/logger';
import { buildApp, prepareData, type BuildOptions } from '../app';
import { saveDiscreetMode } from '../modules/privacy';
import { API_PREFIX } from '@holdfast/shared/common';

/** Paths in tests are relative to the one API prefix. */
export const API = API_PREFIX;
export const STRONG_PASSWORD = 'Sup3r*Secret';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database when
 * DATABASE_URL is set. `openAnother` opens a second handle on the same data (a second server copy:
 * its own pool on PostgreSQL; the same handle on PGlite, which one process owns); `url` is the
 * database's address for another process (PostgreSQL only). `drop` closes every handle and drops
 * the database.
 */
export async function createTestDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // From the run's migrated template (test/pglite-template.ts), when the run made one.
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const database = await openDatabase({ dataDir: null, template });
    return { database, url: null, openAnother: async () => database, drop: () => database.close() };
  }
  const made = await createServerDatabase(serverUrl);
  const handles: Database[] = [await openDatabase({ url: made.url })];
  return {
    database: handles[0]!,
    url: made.url,
    openAnother: async () => {
      const another = await openDatabase({ url: made.url });
      handles.push(another);
      return another;
    },
    drop: async () => {
      for (const handle of handles) await handle.close();
      await made.drop();
    },
  };
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped on close) when DATABASE_URL is set, so CI proves both.
 */
export async function createTestApp(
  overrides: Partial<Env> = {},
  options: Partial<BuildOptions> = {},
  copy: { sameDatabaseAs?: TestApp } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'holdfast-test-'));
  // A second server copy on the first one's database (close it before the first, which drops the database).
  const shared = copy.sameDatabaseAs ? testDatabases.get(copy.sameDatabaseAs.app) : undefined;
  if (copy.sameDatabaseAs && !shared) throw new Error('sameDatabaseAs: not an app of createTestApp');
  // A test that passes its own database gets no second one (its start costs seconds on PGlite).
  const testDatabase = shared || options.database ? null : await createTestDatabase();
  const database: Database = shared
    ? { ...(await shared.openAnother()), close: async () => undefined }
    : (options.database ?? testDatabase!.database);
  const dropDatabase = async () => testDatabase?.drop();
  const config = loadConfig(
    // No sample community: every test makes the members, topics and threads it counts.
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      APP_URL: 'http://app.test',
      AUTH_RATE_LIMIT: '1000',
      COMMUNITY_SAMPLE_CONTENT: 'off',
      // No load shedding: a test app's start blocks the loop (PGlite), which would shed its first requests.
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    overrides,
  );
  // The dev mail transport prints each mail's links to the log (outside production); the tests read
  // them there, as a developer would, since the outbox table keeps only redacted copies.
  const mails: DevMail[] = [];
  const logger = createLogger(
    { LOG_LEVEL: 'info', logFormat: 'json' },
    {
      write(line: string) {
        if (!line.includes('"mail":{')) return;
        const entry = JSON.parse(line) as { mail?: DevMail };
        if (entry.mail?.links) mails.push(entry.mail);
      },
    },
  );
  const built = await buildApp({ config, database, realtime: false, logger, ...options });
  await prepareData(built.ctx);
  const sockets = new Set<Socket>();
  clientSockets.set(built.app, sockets);
  if (testDatabase) testDatabases.set(built.app, testDatabase);
  // Sockets from connectSocket go before the server does (its close waits for nothing of theirs).
  built.app.addHook('preClose', async () => sockets.forEach((s) => s.close()));
  built.app.addHook('onClose', async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });
  // The database the app was built on (a test may pass its own).
  return { ...built, db: (options.database ?? database).db, mails };
}

interface DevMail {
  to: string;
  subject: string;
  links: string[];
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const clientSockets = new WeakMap<TestApp['app'], Set<Socket>>();
const testDatabases = new WeakMap<TestApp['app'], Awaited<ReturnType<typeof createTestDatabase>>>();

/**
 * A socket.io client signed in with `token` to a test app built with `{ realtime: true }` and
 * listening (`await app.app.listen({ port: 0, host: '127.0.0.1' })`); resolves once connected,
 * rejects on a refused connection. Closed when the app closes.
 */
export async function connectSocket(t: TestApp, token: string): Promise<Socket> {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  clientSockets.get(t.app)?.add(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail to `to` as the dev transport logged it (full links), once queued mail has gone out. */
export async function lastMailTo(t: TestApp, to: string) {
  await t.ctx.jobs.idle();
  return t.mails.findLast((m) => m.to === to.toLowerCase()) ?? null;
}

export function tokenFromLink(link: string) {
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

let counter = 0;
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: STRONG_PASSWORD };
}

export async function login(t: TestApp, email: string, password = STRONG_PASSWORD, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/oauth/token`,
    payload: { grant_type: 'password', email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** Registers through the API, follows the mailed link, logs in. Optionally saves a profile. */
/**
 * A member signed up through the API. Discreet mode is on for every new account (issue 38), which
 * makes every mail's subject 'You have an update'; the members other areas' tests build have turned
 * it off (`discreet: false`, the default here) so those tests read their mails' own subjects. A
 * privacy test that needs the default passes `discreet: true`.
 */
export async function signUp(
  t: TestApp,
  opts: { verified?: boolean; profile?: boolean; prefix?: string; remoteAddress?: string; discreet?: boolean } = {},
) {
  const u = uniqueUser(opts.prefix);
  const res = await t.app.inject({ method: 'POST', url: `${API}/register`, payload: u, remoteAddress: opts.remoteAddress });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  if (opts.verified !== false) {
    const mail = await lastMailTo(t, u.email);
    const link = mail!.links[0]!;
    const v = await t.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    if (v.statusCode !== 302) throw new Error(`verify failed: ${v.statusCode}`);
  }
  const token = await login(t, u.email, STRONG_PASSWORD, opts.remoteAddress);
  const me = await t.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(token) });
  const id = me.json().id as number;
  if (!opts.discreet) await saveDiscreetMode(t.db, id, false);
  if (opts.profile) {
    const p = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/profile`,
      headers: bearer(token),
      payload: {
        first_name: 'Sam',
        last_name: 'Rivers',
        display_name: 'Sam Rivers',
        gender: 'Male',
        is_married: false,
        is_student: false,
        is_leader: false,
      },
    });
    if (p.statusCode !== 200) throw new Error(`profile failed: ${p.statusCode} ${p.body}`);
  }
  return { ...u, id, token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one request helper: `const api = request(app, user.token)` then `api.get('/notifications')`,
 * `api.post('/checkins', body)`. Without a token it calls as a stranger to sign-in (the 401 tests).
 * Paths are relative to the API prefix; `headers` are sent with every call (x-forwarded-for, multipart).
 */
export function request(t: TestApp, token?: string | null, headers: Record<string, string> = {}) {
  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: API + url,
      payload: payload as object | undefined,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
    put: (url: string, payload?: unknown) => send('PUT', url, payload),
    patch: (url: string, payload?: unknown) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}
