import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { selectRows, type Db } from './client';

/**
 * The driver-specific parts of platform/backup: which database is behind a handle, PGlite's dump
 * taken inside a transaction, and plain SQL (the catalog, a row dump) on either driver.
 */

/** Runs one SQL statement with parameters and answers its rows. */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

/** A database to dump: a PGlite handle (a server's own, or one opened on a stopped server's folder), or a PostgreSQL URL. */
export type DumpSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** The database behind an app's handle: PGlite's client (no second process may open its folder), or the pool's URL. */
export function dumpSourceOf(db: Db): DumpSource {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { kind: 'pglite', client };
  const url = client instanceof pg.Pool ? client.options.connectionString : undefined;
  if (!url) throw new Error('backup: the database handle is neither PGlite nor a PostgreSQL pool with a URL');
  return { kind: 'postgres', url };
}

/**
 * `read` and PGlite's dumpDataDir inside one transaction: PGlite runs no other statement meanwhile
 * (its transaction lock), so what `read` answers describes the dumped folder exactly, also while a
 * live server's requests wait.
 */
export async function dumpPglite<T>(client: PGlite, read: (query: Query) => Promise<T>): Promise<{ read: T; data: Blob }> {
  return client.transaction(async (tx) => {
    const result = await read(async (text, params) => (await tx.query(text, params)).rows as never);
    return { read: result, data: await client.dumpDataDir('none') };
  });
}

export function pgliteQuery(client: PGlite): Query {
  return async (text, params) => (await client.query(text, params)).rows as never;
}

export function pgClientQuery(client: pg.Client): Query {
  return async (text, params) => (await client.query(text, params)).rows as never;
}

/** Statements without parameters on an app's handle (the catalog's counts). */
export function dbQuery(db: Db): Query {
  return async (text, params) => {
    if (params?.length) throw new Error('dbQuery: statements without parameters only');
    return (await selectRows(db, sql.raw(text))) as never;
  };
}

/** A Db over one open connection (a repository's read in the dump's own snapshot). */
export function dbOn(client: PGlite | pg.Client): Db {
  return (client instanceof PGlite ? drizzlePglite(client) : drizzlePg(client)) as unknown as Db;
}
