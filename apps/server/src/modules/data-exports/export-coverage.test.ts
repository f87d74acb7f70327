import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileSchemas } from '@holdfast/shared/data-exports';
import type { AreaExport } from '../../platform/db/area-export';
import { selectRows } from '../../platform/db/client';
import { personTables } from '../../platform/db/person-tables';
import { createTestApp, type TestApp } from '../../test/harness';
import { EXPORT_PARTS } from './data-exports.parts';

/**
 * Every table holding a person's data (platform/db/person-tables, read from the migrated schema)
 * is declared by the export of the area that owns it: in a file of the export, or left out with its
 * reason. A new table fails here until its owner's `<area>.export.ts` says which.
 */
const srcDir = path.resolve(__dirname, '../..');

/** Table → owning area folder (`check-ins`, `access-log`), from the `*.table.ts` files as ownership.test.ts reads them. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const top of ['modules', 'platform'])
    for (const area of readdirSync(path.join(srcDir, top), { withFileTypes: true }).filter((d) => d.isDirectory()))
      for (const file of readdirSync(path.join(srcDir, top, area.name)).filter((f) => f.endsWith('.table.ts')))
        for (const match of readFileSync(path.join(srcDir, top, area.name, file), 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g))
          owners.set(match[1]!, area.name);
  return owners;
}

/** The person tables no part declares. */
export function undeclared(tables: readonly string[], parts: readonly AreaExport[]): string[] {
  const declared = new Set(parts.flatMap((p) => Object.keys(p.tables)));
  return tables.filter((t) => !declared.has(t));
}

describe('export coverage', () => {
  let t: TestApp;
  let tables: string[];
  let schemaTables: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    tables = (await personTables(t.db)).map((r) => r.table);
    schemaTables = new Set(
      (
        await selectRows<{ table_name: string }>(
          t.db,
          sql`select table_name from information_schema.tables where table_schema = 'public' and left(table_name, 2) <> '__'`,
        )
      ).map((r) => r.table_name),
    );
  });
  afterAll(() => t.app.close());

  it('fails for a person table no area declares (a probe)', () => {
    expect(undeclared([...tables, 'member_diaries'], EXPORT_PARTS)).toEqual(['member_diaries']);
  });

  it('declares every table holding a person’s data', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(undeclared(tables, EXPORT_PARTS)).toEqual([]);
  });

  it('declares each table once, in the export of the area that owns it, and only tables that exist', () => {
    const owners = tableOwners();
    const seen = new Map<string, string>();
    const wrong: string[] = [];
    for (const part of EXPORT_PARTS)
      for (const table of Object.keys(part.tables)) {
        if (seen.has(table)) wrong.push(`${table}: declared by ${seen.get(table)} and ${part.area}`);
        seen.set(table, part.area);
        if (!schemaTables.has(table)) wrong.push(`${table}: no such table`);
        if (owners.get(table) !== part.area) wrong.push(`${table}: owned by ${owners.get(table)}, declared by ${part.area}`);
      }
    expect(wrong).toEqual([]);
  });

  it('points each exported table at a file its area writes (or consents.json) and gives each left-out table a reason', () => {
    const wrong: string[] = [];
    for (const part of EXPORT_PARTS) {
      const files = new Set(part.files.map((f) => f.file));
      for (const [table, d] of Object.entries(part.tables)) {
        if ('file' in d && !files.has(d.file)) wrong.push(`${table}: ${d.file} is not a file of ${part.area}`);
        if ('excluded' in d && d.excluded.trim().length < 20) wrong.push(`${table}: say why it is left out`);
      }
      for (const f of part.files) if (!(f.file in exportFileSchemas)) wrong.push(`${f.file}: no shared schema`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every file of the shared schemas to exactly one area (consents.json is merged from several)', () => {
    const files = EXPORT_PARTS.flatMap((p) => p.files.map((f) => f.file));
    expect(new Set(files).size).toBe(files.length);
    expect([...files, 'consents.json'].sort()).toEqual(Object.keys(exportFileSchemas).sort());
  });
});
