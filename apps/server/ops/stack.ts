/**
 * `npm run stack`: compose.yaml's topology without containers, on the PostgreSQL and Redis of this
 * machine. A fresh database (`holdfast_stack_<pid>_<random>`, dropped at the end), a Redis key
 * prefix of its own (its keys deleted at the end), two server copies (child processes of the
 * built bundle, or of the sources with `--source`) on free ports with TRUST_PROXY=1 and one set of
 * secrets, and the reverse proxy of ops/proxy.ts in front. Prints the proxy's URL; Ctrl-C stops
 * it all. `startStack` is what the drills (ops/drills.ts) run.
 *
 * PostgreSQL: STACK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, the server
 * the database is made on); Redis: STACK_REDIS_URL (default redis://127.0.0.1:6379).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { REPO_ROOT } from '../src/platform/paths';
import { startServerCopy, type ServerCopy } from '../bench/server-copy';
import { startProxy } from './proxy';

const SERVER_URL = process.env.STACK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.STACK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUNDLE = 'apps/server/dist/main.js';
const SOURCES = 'apps/server/src/main.ts';

export interface StackCopy {
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:<port>, the copy itself (not through the proxy). */
  readonly base: string;
  /** Sends the signal and waits until the process has ended. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the copy again on its port (after a kill); resolves once it answers. */
  restart(): Promise<void>;
  /** The copy's last output (its log), for a drill's report. */
  output(): string;
  /** Whether its process is running. */
  alive(): boolean;
}

export interface Stack {
  /** The proxy: what a client opens. */
  url: string;
  copies: StackCopy[];
  /** The stack's database (for seeding and checking what was stored). */
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Whether each copy is in the proxy's rotation now. */
  upstreams(): { base: string; up: boolean }[];
  /** Stops the copies and the proxy, drops the database, deletes the Redis keys. */
  stop(): Promise<void>;
}

export interface StackOptions {
  copies?: number;
  /** Run the sources through tsx instead of the built bundle (no build step: the tests). */
  source?: boolean;
  /** The proxy's port (default a free one). */
  port?: number;
  /** A name in the database and prefix (default `stack`). */
  label?: string;
  /** More environment for every copy. */
  env?: Record<string, string>;
  /** Told when a copy enters or leaves the proxy's rotation. */
  onChange?: (base: string, up: boolean) => void;
}

async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Deletes the keys under the stack's prefix (rate-limit counters; the adapter's channels hold no keys). */
async function deleteKeys(prefix: string) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = nextCursor;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const label = options.label ?? 'stack';
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const dbName = `holdfast_${label}_${id}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const redisPrefix = `holdfast-${label}-${id}:`;
  let script = SOURCES;
  if (!options.source) {
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--server'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the server bundle failed');
    script = BUNDLE;
  }
  const databaseUrl = await createDatabase(dbName);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `holdfast-${label}-`));
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ...(options.port ? { APP_URL: `http://127.0.0.1:${options.port}` } : {}),
    // One set of secrets for every copy (compose's .env): links and URLs one copy signs, the other checks.
    INVITATION_SECRET: randomBytes(32).toString('hex'),
    RESOURCE_URL_SECRET: randomBytes(16).toString('hex'),
    ...options.env,
  };
  const running: (ServerCopy | null)[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(running.map(async (c) => c?.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(dbName);
    await deleteKeys(redisPrefix);
  };
  try {
    // One after the other: the first start migrates and seeds the reference data, which two first starts at once would race on.
    for (let i = 0; i < (options.copies ?? 2); i++) running.push(await startServerCopy(env, script));
    const copies: StackCopy[] = running.map((_, i) => {
      const port = Number(new URL(running[i]!.base).port);
      return {
        get pid() {
          return running[i]!.child.pid!;
        },
        port,
        base: running[i]!.base,
        kill: async (signal) => {
          const child = running[i]!.child;
          if (child.exitCode !== null || child.signalCode !== null) return;
          const ended = new Promise((r) => child.once('exit', r));
          child.kill(signal);
          await ended;
        },
        restart: async () => {
          await running[i]!.stop();
          running[i] = await startServerCopy(env, script, { port });
        },
        output: () => running[i]!.output(),
        alive: () => running[i]!.child.exitCode === null && running[i]!.child.signalCode === null,
      };
    });
    proxy = await startProxy(
      running.map((c) => c!.base),
      { port: options.port, onChange: options.onChange },
    );
    const started = Date.now();
    while (!proxy.upstreams().every((u) => u.up)) {
      if (Date.now() - started > 10_000) throw new Error('the copies answered but /readyz did not say ready within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const live = proxy;
    return { url: live.url, copies, databaseUrl, redisUrl: REDIS_URL, redisPrefix, upstreams: () => live.upstreams(), stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const port = process.env.STACK_PORT ? Number(process.env.STACK_PORT) : 8080;
  const stack = await startStack({
    source: args.includes('--source'),
    port,
    onChange: (base, up) => console.log(`${new Date().toISOString()} ${base} ${up ? 'back in rotation' : 'out of rotation'}`),
  });
  console.log(`Holdfast stack at ${stack.url}`);
  for (const c of stack.copies) console.log(`  copy pid ${c.pid} on ${c.base}`);
  console.log(`  database ${new URL(stack.databaseUrl).pathname.slice(1)}, Redis prefix ${stack.redisPrefix}`);
  console.log('Ctrl-C stops the copies and drops the database.');
  let stopping = false;
  const end = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    stack.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
