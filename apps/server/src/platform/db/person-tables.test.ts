import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { personTables } from './person-tables';

describe('personTables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('lists users, tables tied to it by foreign keys (directly or through another table) and tables with a person column', async () => {
    const tables = await personTables(t.db);
    const names = tables.map((r) => r.table);
    expect(names).toContain('users');
    expect(names).toContain('profiles');
    expect(tables.find((r) => r.table === 'profiles')?.via).toBe('fk');
    // The access log keeps no foreign key (its rows outlive a viewer) but names people.
    expect(names).toContain('access_log');
    // Reference data that names nobody is not listed.
    expect(names).not.toContain('countries');
    expect(names).not.toContain('emotions');
  });
});
