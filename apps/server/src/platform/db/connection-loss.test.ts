import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client';

/**
 * A PostgreSQL backend terminated while its client is checked out between two statements (a
 * transaction awaiting the app): the transaction fails, the process lives on (an 'error' nobody
 * listens to would end it; Vitest reports it as an unhandled error), and the next query gets a
 * working connection.
 */
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!serverUrl)('a connection lost inside a transaction', () => {
  it('fails that transaction only; the pool serves the next query', async () => {
    const name = `holdfast_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const [{ pid }] = (await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The FATAL message arrives while no statement is running: the client emits 'error'.
          await new Promise((r) => setTimeout(r, 300));
          await selectRows(tx, sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(await selectRows<{ n: number }>(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
