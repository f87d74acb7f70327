import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client';
import { createServerDatabase } from '../../test/pg-database';

/**
 * A PostgreSQL backend terminated while its client is checked out between two statements (a
 * transaction awaiting the app): the transaction fails, the process lives on (an 'error' nobody
 * listens to would end it; Vitest reports it as an unhandled error), and the next query gets a
 * working connection.
 */
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!serverUrl)('a connection lost inside a transaction', () => {
  it('fails that transaction only; the pool serves the next query', async () => {
    const made = await createServerDatabase(serverUrl!);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const database = await openDatabase({ url: made.url });
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
      await admin.end();
      await made.drop();
    }
  });
});
