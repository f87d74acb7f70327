import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** One Drizzle type for both drivers; a transaction is a Db as well, so repositories take either. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL compiled to WASM) in `dataDir`,
 * or in memory when dataDir is null. Migrations run before the handle is returned.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }
  // A fresh clone has no data folder yet: make it (PGlite creates only the last level).
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: once(() => client.close()) };
}

/** True when a PostgreSQL error is a unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  // drizzle wraps driver errors; walk the cause chain
  for (let i = 0; i < 4 && e; i++) {
    const err = e as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505') return constraint ? err.constraint === constraint : true;
    e = err.cause;
  }
  return false;
}

function once(fn: () => Promise<void>) {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}
