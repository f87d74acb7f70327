import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, preparedRows, sizedStatements } from './client';

const root = mkdtempSync(path.join(os.tmpdir(), 'holdfast-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('creates a missing data folder, migrates, and keeps data across a restart', async () => {
    const dir = path.join(root, 'not', 'there', 'yet', 'pgdata');
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`insert into countries (name, code) values ('Testland', 'TL')`);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const result = (await second.db.execute(sql`select name from countries where code = 'TL'`)) as unknown as { rows: { name: string }[] };
    expect(result.rows).toEqual([{ name: 'Testland' }]);
    await second.close();
  });
});

describe('sizedStatements', () => {
  it("writes the clients' page sizes into a statement and takes any other size as a parameter", async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      const made: string[] = [];
      const page = sizedStatements([3], (limit, suffix) => {
        made.push(suffix);
        return preparedRows<{ n: number }>(
          `sized_page${suffix}`,
          sql`select n from generate_series(1, 20) as n order by n limit ${limit} offset ${sql.placeholder('offset')}::int`,
        );
      });
      expect(await page(3)(database.db, { offset: 2, limit: 3 })).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
      expect((await page(7)(database.db, { offset: 15, limit: 7 })).map((r) => r.n)).toEqual([16, 17, 18, 19, 20]);
      expect((await page(2)(database.db, { offset: 0, limit: 2 })).map((r) => r.n)).toEqual([1, 2]);
      // One statement per listed size (its own name), one for every other size, each made once.
      expect(page(3)).toBe(page(3));
      expect(page(7)).toBe(page(2));
      expect(page(3)).not.toBe(page(7));
      expect(made).toEqual(['_3', '']);
    } finally {
      await database.close();
    }
  });
});
