import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db/client';

/** A bench's own database, dropped afterwards: `url` is null on the PGlite fallback. */
export interface BenchDatabase {
  database: Database;
  label: string;
  url: string | null;
  drop: () => Promise<void>;
}

/**
 * A fresh database of its own on the PostgreSQL server (DATABASE_URL, else the local one), named
 * `<prefix>_<pid>`; PGlite in memory when no server answers. Shared by `npm run bench` and
 * `npm run bench:profile`.
 */
export async function openBenchDatabase(prefix = 'holdfast_bench'): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  try {
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    await admin.connect();
    const name = `${prefix}_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    return {
      database,
      label: `PostgreSQL (${url.host})`,
      url: url.toString(),
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } catch (error) {
    console.warn(`PostgreSQL not reachable (${(error as Error).message}); using PGlite in memory`);
    const database = await openDatabase({ dataDir: null });
    return { database, label: 'PGlite (in memory)', url: null, drop: () => database.close() };
  }
}
