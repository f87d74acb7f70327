import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { appliedMigrations, ping } from './health.repository';
import { oldestDueAgeMs } from '../jobs/jobs.repository';
import { MIGRATIONS_DIR } from '../paths';
import type { Storage } from '../storage/storage';

/** Each readiness check gives up after this long (and counts as degraded): the route answers fast. */
const CHECK_TIMEOUT_MS = 250;
/** The oldest due job may have waited this long before the queue counts as degraded. */
const MAX_DUE_JOB_AGE_MS = 60_000;

interface Check {
  ok: boolean;
  ms: number;
  error?: string;
}

interface HealthDeps {
  db: Db;
  redis: Redis | null;
  storage: Storage;
  /** Whether @fastify/under-pressure sheds load now (the API answers 503): readiness reports it degraded. */
  underPressure?: () => boolean;
}

export interface Health {
  /** From now on /readyz answers 503 `{status:'draining'}` (a drain: platform/health/drain). */
  startDraining(): void;
  readonly draining: boolean;
}

/** Route options of the probes: never shed by under-pressure, not rate-limited, not logged per request. */
export const PROBE_ROUTE = {
  logLevel: 'warn',
  // Operations routes, not the API: out of the OpenAPI document.
  schema: { hide: true },
  // under-pressure calls a route's own pressureHandler; answering nothing lets the request through.
  config: { pressureHandler: () => undefined },
} as const;

const journalEntries = (() => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
})();

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

async function timed<T extends object>(work: (signal: AbortSignal) => Promise<T | void>): Promise<Check & Partial<T>> {
  const started = performance.now();
  try {
    const extra = (await withTimeout(work)) ?? {};
    return { ok: true, ms: Math.round(performance.now() - started), ...extra } as Check & Partial<T>;
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message } as Check & Partial<T>;
  }
}

/** GET /livez (the process answers) and GET /readyz (it can serve: database, Redis, storage, migrations, jobs). */
export function registerHealth(app: FastifyInstance, deps: HealthDeps): Health {
  let draining = false;
  app.get('/livez', PROBE_ROUTE, async () => ({ status: 'ok' }));
  app.get('/readyz', PROBE_ROUTE, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    const [database, redis, storage, migrations, jobs] = await Promise.all([
      timed(() => ping(deps.db)),
      deps.redis ? timed(async () => void (await deps.redis!.ping())) : Promise.resolve({ ok: true, ms: 0, configured: false }),
      timed((signal) => deps.storage.check(signal)),
      timed(async () => {
        const applied = await appliedMigrations(deps.db);
        if (applied < journalEntries) throw new Error(`${applied} of ${journalEntries} migrations applied`);
        return { applied };
      }),
      timed(async () => {
        const age = await oldestDueAgeMs(deps.db);
        if (age > MAX_DUE_JOB_AGE_MS) throw new Error(`the oldest due job has waited ${Math.round(age / 1000)} s`);
        return { oldestDueAgeMs: Math.round(age) };
      }),
    ]);
    const checks: Record<string, Check> = { database, redis, storage, migrations, jobs };
    if (deps.underPressure) checks.eventLoop = { ok: !deps.underPressure(), ms: 0 };
    const ready = Object.values(checks).every((c) => c.ok);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'degraded', checks });
  });
  return {
    startDraining: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
}
