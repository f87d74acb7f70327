import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The migrations folder as drizzle's migrator reads it. It applies the journal's entries in order and
 * skips every entry whose `when` is not later than the newest one a database has already applied, so
 * a migration merged in from a branch with an older `when` than main's newest would never run on a
 * database that is already up to date. These checks fail such a merge before it lands (README,
 * "Making a migration": merge main, delete your migration and generate it again).
 */
const folder = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
// Every snapshot drizzle-kit wrote (0008's was never kept: its migration was written by hand).
const snapshots = readdirSync(`${folder}meta`)
  .filter((name) => name.endsWith('_snapshot.json'))
  .sort()
  .map((name) => ({ name, ...(JSON.parse(readFileSync(`${folder}meta/${name}`, 'utf8')) as { id: string; prevId: string }) }));

describe('migrations', () => {
  it('are one line: indexes 0…n, each later than the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('have one SQL file per journal entry and no file outside the journal', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('have snapshots that follow each other (a fork of two branches shows as two snapshots with one parent)', () => {
    snapshots.slice(1).forEach((snap, i) => expect(snap.prevId, snap.name).toBe(snapshots[i]!.id));
  });

  it('after 0025 are named by the time they were made (drizzle.config.ts: prefix "timestamp")', () => {
    for (const entry of journal.entries.filter((e) => e.idx > 25)) expect(entry.tag).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });
});
