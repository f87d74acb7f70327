import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@holdfast/shared/common';
import { freePort } from '../../../../../scripts/free-port';
import { createTestDatabase } from '../../test/harness';
import { REPO_ROOT } from '../paths';
import { selectRows } from './client';

/**
 * An acknowledged check-in (201 answered) survives kill -9 of the server process. A real
 * child process, started as `npm start` starts it (the compiled bundle, apps/server/dist/main.js),
 * takes one check-in and is killed with SIGKILL the moment the 201 arrives; a new process on the
 * same database must list it. On PGlite the new process reopens the data folder the killed one
 * wrote. On PostgreSQL only the server is killed (the shared CI database cannot be): the check is
 * that the commit the 201 waited for was a durable one (synchronous_commit on, fsync on).
 */

const CHECK_IN = {
  checkin_emotions: [3, 9],
  feeling_zone: 'recovery',
  feeling_notes: 'kept after kill -9',
  fast_scale_answers: [{ fast_emotion_id: 101, priority: 2 }],
  offset: 0,
};

type Server = { child: ChildProcess; base: string; log: string[] };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', 'apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      REDIS_URL: '',
      SMTP_URL: '',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    log.push(...lines);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${base}${API_PREFIX}/app-info`)).ok) return { child, base, log };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not answer in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function kill9(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGKILL');
  await exited;
}

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.base}${API_PREFIX}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

/** A verified, onboarded member through the API (the verification link from the dev mail log). */
async function member(server: Server) {
  const id = `durable${Date.now().toString(36)}`;
  const person = { username: id, email: `${id}@example.com`, password: 'Holdfast*2026' };
  expect((await call(server, 'POST', '/register', person)).status).toBe(201);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    for (const line of server.log) {
      try {
        const entry = JSON.parse(line) as { mail?: { to: string; links: string[] } };
        if (entry.mail?.to === person.email) link = entry.mail.links[0];
      } catch {
        /* not JSON */
      }
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  const verify = new URL(link!);
  expect((await fetch(`${server.base}${verify.pathname}${verify.search}`, { redirect: 'manual' })).status).toBeLessThan(400);
  const login = await call(server, 'POST', '/oauth/token', { grant_type: 'password', email: person.email, password: person.password });
  expect(login.status).toBe(200);
  const token = login.json!.access_token as string;
  expect((await call(server, 'PUT', '/users/profile', { first_name: 'Dana', gender: 'Female' }, token)).status).toBe(200);
  return token;
}

/** Check in, kill -9 the moment the 201 is in, start a new process on the same database, read it back. */
async function checkInSurvivesKill(env: Record<string, string>) {
  const first = await startServer(env);
  let second: Server | null = null;
  try {
    const token = await member(first);
    const created = await call(first, 'POST', '/checkins', CHECK_IN, token);
    await kill9(first); // nothing after the answer gets a chance to run: no shutdown, no flush
    expect(created.status).toBe(201);
    second = await startServer(env);
    const list = await call(second, 'GET', '/checkins', undefined, token);
    expect(list.status).toBe(200);
    const items = list.json!.items as { id: number; feeling_notes: string }[];
    expect(items.map((c) => c.id)).toContain(created.json!.id);
    expect(items.find((c) => c.id === created.json!.id)?.feeling_notes).toBe(CHECK_IN.feeling_notes);
  } finally {
    await kill9(first);
    if (second) await kill9(second);
  }
}

beforeAll(() => {
  // The bundle `npm start` runs, rebuilt only when its sources changed (a fraction of a second).
  const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--server'], { cwd: REPO_ROOT, stdio: 'pipe' });
  if (built.status !== 0) throw new Error(`could not bundle the server: ${built.stderr.toString()}`);
}, 120_000);

describe('an acknowledged check-in survives kill -9 of the server', () => {
  // The PostgreSQL run (scripts/test-pg.mjs) covers the PostgreSQL case below instead.
  it.skipIf(process.env.DATABASE_URL)('PGlite: the data folder reopened by a new process has it', { timeout: 150_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-durability-'));
    try {
      await checkInSurvivesKill({ DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
    let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      testDb = await createTestDatabase();
    }, 60_000);
    afterAll(() => testDb?.drop());

    it('commits are durable: synchronous_commit and fsync on', async () => {
      const [commit] = await selectRows<{ synchronous_commit: string }>(testDb.database.db, sql`show synchronous_commit`);
      const [fsync] = await selectRows<{ fsync: string }>(testDb.database.db, sql`show fsync`);
      expect(commit!.synchronous_commit).toBe('on');
      expect(fsync!.fsync).toBe('on');
    });

    it('a new server process has it', { timeout: 150_000 }, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-durability-'));
      try {
        await checkInSurvivesKill({ DATA_DIR: dataDir, DATABASE_URL: testDb.url! });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
