import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

/** One Drizzle type for both drivers; a transaction is a Db as well, so repositories take either. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

/** A piece of SQL (an expression, a join) that one area hands another to embed in its own statement. */
export type SqlFragment = SQL;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY's payload (sent on commit). On PostgreSQL this
   * holds one connection of its own; `onLost` is called if it drops (the caller may listen again).
   * Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WASM heap, which never shrinks: the default
 * 128 MB made the heap grow to ~190 MiB on the first queries (process RSS ~490 MiB idle). 16 MB
 * keeps the heap at its 128 MiB floor (the WASM module's own minimum); pages beyond it are read
 * from the data folder through the OS page cache, which is shared and reclaimable.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL compiled to WASM) in `dataDir`,
 * or in memory when dataDir is null. Migrations run before the handle is returned.
 * `template`: a PGlite data folder dumped by `dumpPgliteTemplate` to start from instead of an
 * empty cluster (PGlite's initdb is most of a fresh handle's start: 13 s of 16 on a busy host,
 * against 1.7 s from a dump); the migrations still run, and skip what the dump already holds.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; template?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // A client losing its connection (server restart, a terminated backend) must not crash the
    // process: an idle one is the pool's 'error'; a checked-out one between two statements (a
    // transaction awaiting the app) emits 'error' on itself, where pg-pool listens only while it is
    // idle. Its next statement fails instead, and the pool drops it when it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => void client.on('error', () => undefined));
    const db = drizzlePg(pool);
    await oneCopyAtATime(db, () => migratePg(db, { migrationsFolder }));
    const url = opts.url;
    const listen: Database['listen'] = async (channel, onNotify, onLost) => {
      // A timeout and keep-alive: an unreachable server fails the attempt instead of hanging the caller.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
      let ended = false;
      const lost = () => {
        if (!ended) onLost?.();
        ended = true;
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${quoteIdentifier(channel)}`);
      return async () => {
        ended = true;
        await client.end().catch(() => undefined);
      };
    };
    return { db, kind: 'postgres', listen, close: once(() => pool.end()) };
  }
  // A fresh clone has no data folder yet: make it (PGlite creates only the last level).
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const { client, db } = await startPglite(opts.dataDir ?? undefined, opts.template);
  const listen: Database['listen'] = async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  return { db, kind: 'pglite', listen, close: once(() => client.close()) };
}

/** PGlite with pg_trgm and Holdfast's start parameters, migrated. */
async function startPglite(dataDir?: string, template?: Blob) {
  // pg_trgm (trigram indexes for substring search, as on PostgreSQL, where it ships with the server).
  // (PGlite.create: extensions given to `new PGlite` were not loaded in 0.5.16, 'extension "pg_trgm" is not available'.)
  const client = await PGlite.create({ dataDir, loadDataDir: template, startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { client, db };
}

/**
 * PGlite on a data folder as it stands, not migrated (the backup reads it while the server is
 * stopped; the restore loads a dumped folder into it). `load`: a `dumpDataDir` archive to start from.
 */
export function openPgliteAsIs(dataDir: string, load?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir: load, startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } });
}

/** A fresh in-memory PGlite cluster with every migration applied, as a data folder dump (`openDatabase`'s `template`). */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const { client } = await startPglite();
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The advisory lock key under which server copies migrate and seed (any fixed number; 'hfst'). */
const STARTUP_LOCK_KEY = 0x6866_7374;

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock (on a connection of its
 * own), so server copies starting together on one new database migrate and seed one after the
 * other instead of racing on the same rows (unique violations). PGlite belongs to one process: run as is.
 */
export async function oneCopyAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work();
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    holder.release();
  }
}

/**
 * Rows of a raw SQL statement (for what the query builder cannot say), typed by the caller. Both
 * drivers answer `{rows}`; this is the one place that knows it, instead of a cast in each repository.
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The first row of a raw SQL statement (a find or a lock by key), or null when there is none. */
export async function selectRow<Row>(db: Db, query: SQL): Promise<Row | null> {
  const [row] = await selectRows<Row>(db, query);
  return row ?? null;
}

/**
 * A query a request path runs on every call, prepared once per database handle: `build` makes it
 * (a query builder ending in `.prepare(name)`, with `sql.placeholder(...)` for the values) on first
 * use, and later calls only execute it. That saves building the SQL in JavaScript on each call and,
 * on PostgreSQL, parsing and planning it again (each pooled connection prepares a name once).
 * A transaction is its own handle, so its statements are prepared on its connection.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * selectRows for a raw statement run on every call of a request path: prepared once per database
 * handle under `name` (see preparedQuery); the values are `sql.placeholder(...)`s filled by `params`.
 */
export function preparedRows<Row>(name: string, query: SQL): (db: Db, params: Record<string, unknown>) => Promise<Row[]> {
  const text = dialect.sqlToQuery(query);
  const prepare = preparedQuery((db) => db._.session.prepareQuery(text, undefined, name, false));
  return async (db, params) => ((await prepare(db).execute(params)) as { rows: Row[] }).rows;
}

/**
 * A paged prepared statement with its page size written into its text (`limit 15`) for the sizes
 * the app's clients ask for, and as a parameter (`sql.placeholder('limit')`) for any other size:
 * `make(limit, suffix)` builds one statement, its name ending in `suffix`. Why: PostgreSQL keeps a
 * named statement's generic plan (planned once for any parameters) only when it looks as cheap as
 * planning each call; with `limit $n` it must guess the rows (a tenth of the table), the generic plan
 * looks costly, and a large statement is planned again on every call (the replies page: 2.2 ms of
 * planning in a 2.6 ms call, 2026-11-29). A known size gives it the right estimate.
 */
export function sizedStatements<F>(sizes: readonly number[], make: (limit: SQL, suffix: string) => F): (size: number) => F {
  const bySize = new Map(sizes.map((n) => [n, make(sql.raw(String(Math.trunc(n))), `_${Math.trunc(n)}`)]));
  let any: F | undefined;
  return (size) => bySize.get(size) ?? (any ??= make(sql`${sql.placeholder('limit')}::int`, ''));
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

function quoteIdentifier(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

function once(fn: () => Promise<void>) {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}
