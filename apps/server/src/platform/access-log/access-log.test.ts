import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { selectRows } from '../db/client';
import { createAccessLog, type AccessEntry } from './access-log';

/**
 * The access log is written on every read of someone else's data, so concurrent reads share one
 * insert (one commit) instead of one each; each read still returns only after its own rows are in.
 */
describe('access log writes', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.drop());

  const rowsOf = (viewer: number) =>
    selectRows<{ owner_id: number; kind: string; tx: string }>(
      handle.database.db,
      sql`select owner_id, kind, xmin::text as tx from access_log where viewer_id = ${viewer} order by owner_id, kind`,
    );

  it('writes every read of 30 concurrent readers, each awaited until its rows are stored, in fewer statements than reads', async () => {
    const log = createAccessLog(handle.database.db);
    const range = { start: '2026-01-01', end: '2026-01-31' };
    const reads = Array.from({ length: 30 }, (_, i) => 1000 + i);
    await Promise.all(
      reads.map(async (viewer) => {
        const entries: AccessEntry[] = [
          { viewer, owner: 1, kind: 'check_ins', via: 'partner', range },
          { viewer, owner: 2, kind: 'crash_reports', via: 'group', recordId: viewer },
        ];
        await log.record(entries);
        // Answered only once its own rows are there.
        expect((await rowsOf(viewer)).map((r) => [r.owner_id, r.kind])).toEqual([
          [1, 'check_ins'],
          [2, 'crash_reports'],
        ]);
      }),
    );
    const all = await selectRows<{ n: number; txs: number }>(
      handle.database.db,
      sql`select count(*)::int as n, count(distinct xmin::text)::int as txs from access_log where viewer_id between 1000 and 1029`,
    );
    expect(all[0]!.n).toBe(60);
    // Reads arriving together shared transactions (one statement carries many readers' rows).
    expect(all[0]!.txs).toBeLessThan(30);
  });

  it('leaves out reads of one’s own data, and writes nothing for an empty list', async () => {
    const log = createAccessLog(handle.database.db);
    await log.record({ viewer: 2000, owner: 2000, kind: 'check_ins', via: 'partner', recordId: 1 });
    await log.record([]);
    expect(await rowsOf(2000)).toEqual([]);
  });

  it('writes with a caller’s transaction when given one, and not at all when it rolls back', async () => {
    const log = createAccessLog(handle.database.db);
    const entry: AccessEntry = { viewer: 3000, owner: 7, kind: 'check_ins', via: 'group', recordId: 5 };
    await expect(
      handle.database.db.transaction(async (tx) => {
        await log.record(entry, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rowsOf(3000)).toEqual([]);
    await handle.database.db.transaction((tx) => log.record(entry, tx));
    expect((await rowsOf(3000)).map((r) => r.owner_id)).toEqual([7]);
  });
});
