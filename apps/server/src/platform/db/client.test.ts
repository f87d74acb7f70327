import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

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
