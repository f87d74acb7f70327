import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { assignRole, updateUser, upsertUserMeta } from './accounts.repository';
import { personNames } from './people.repository';
import {
  accountSql,
  findAccountEmail,
  findPersonByEmail,
  findPersonNames,
  insertAccountsWithProfiles,
  listActiveRoleHolders,
  type NewAccountRow,
} from './reads.repository';

// What other areas read of accounts through its index (named reads and fragments) instead of its tables.
let app: TestApp;
let counter = 0;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

function account(overrides: Partial<NewAccountRow> = {}): NewAccountRow {
  counter += 1;
  return {
    email: `reads-${counter}@example.test`,
    username: `reads-${counter}`,
    password_hash: '!no password',
    joined_at: '2026-01-05T10:00:00.000Z',
    display_name: `Reader ${counter}`,
    age: 30,
    is_married: false,
    biography: 'bio',
    community_agreement_accepted: false,
    role: null,
    ...overrides,
  };
}

async function make(...rows: NewAccountRow[]) {
  const made = await insertAccountsWithProfiles(app.db, rows);
  return made.map((r) => Number(r.id));
}

describe('insertAccountsWithProfiles', () => {
  it('writes each account with its profile and role, and skips an address or username already taken (in any case)', async () => {
    const first = account({ role: 'certified_leader' });
    const [id] = await make(first);
    const again = await insertAccountsWithProfiles(app.db, [
      account({ email: first.email.toUpperCase() }),
      account({ username: first.username.toUpperCase() }),
    ]);
    expect(again).toEqual([]);
    const [row] = await selectRows<{ display_name: string; verified: boolean; created_at: string; roles: string[] }>(
      app.db,
      sql`select ${personNames.columns('o')}, o_u.verified_on is not null as verified, o_u.created_at::text as created_at,
                 ${accountSql.roleNames(personNames.id('o'))} as roles
          from ${personNames.from('o')} where ${personNames.id('o')} = ${id!}`,
    );
    expect(row).toMatchObject({ display_name: first.display_name, verified: true, roles: ['certified_leader'] });
    expect(new Date(row!.created_at).toISOString()).toBe(first.joined_at);
  });
});

describe('named reads', () => {
  it('findPersonNames answers the known ids with their names, and nothing for none', async () => {
    const [a, b] = await make(account(), account());
    const rows = await findPersonNames(app.db, [a!, b!, 999_999]);
    expect(rows.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual([a, b]);
    expect(rows.find((r) => Number(r.id) === a)).toMatchObject({ display_name: expect.stringMatching(/^Reader /), first_name: null });
    expect(await findPersonNames(app.db, [])).toEqual([]);
  });

  it('findPersonByEmail finds any case of the address; findAccountEmail says verified and suspended', async () => {
    const row = account();
    const [id] = await make(row);
    expect(await findPersonByEmail(app.db, row.email.toUpperCase())).toMatchObject({ id, email: row.email, verified: true });
    expect(await findPersonByEmail(app.db, 'nobody@example.test')).toBeNull();
    expect(await findAccountEmail(app.db, id!)).toEqual({ email: row.email, verified: true, suspended: false });
    await updateUser(app.db, id!, { suspendedAt: new Date() });
    expect(await findAccountEmail(app.db, id!)).toMatchObject({ suspended: true });
    expect(await findAccountEmail(app.db, 999_999)).toBeNull();
  });

  it('listActiveRoleHolders leaves suspended accounts out', async () => {
    const [active, suspended] = await make(account(), account());
    await assignRole(app.db, active!, 'coach');
    await assignRole(app.db, suspended!, 'coach');
    await updateUser(app.db, suspended!, { suspendedAt: new Date() });
    const holders = await listActiveRoleHolders(app.db, 'coach');
    expect(holders).toContain(active);
    expect(holders).not.toContain(suspended);
  });
});

describe('accountSql fragments', () => {
  it('joinAccount with notSuspended and verified keeps only active accounts; suspended() and profile() read the joined rows', async () => {
    const [active, suspended] = await make(account(), account());
    await updateUser(app.db, suspended!, { suspendedAt: new Date() });
    const ids = `{${active},${suspended}}`;
    const rows = await selectRows<{ id: number; suspended: boolean; biography: string }>(
      app.db,
      sql`select x.id, ${accountSql.suspended('m')} as suspended, ${accountSql.profile('m', 'biography')} as biography
          from unnest(${ids}::int[]) as x(id) ${accountSql.joinAccount('m', sql`x.id`, { required: true })} ${accountSql.joinProfile('m', sql`x.id`)}
          order by x.id`,
    );
    expect(rows).toEqual([
      { id: active, suspended: false, biography: 'bio' },
      { id: suspended, suspended: true, biography: 'bio' },
    ]);
    const activeOnly = await selectRows<{ id: number }>(
      app.db,
      sql`select x.id from unnest(${ids}::int[]) as x(id) ${accountSql.joinAccount('m', sql`x.id`, { notSuspended: true, verified: true })}`,
    );
    expect(activeOnly.map((r) => r.id)).toEqual([active]);
    const [set] = await selectRows<{ yes: boolean; no: boolean }>(
      app.db,
      sql`select ${suspended} in ${accountSql.suspendedIds()} as yes, ${active} in ${accountSql.suspendedIds()} as no`,
    );
    expect(set).toEqual({ yes: true, no: false });
  });

  it('roleNames sorts by name (text[] or JSON) and is empty without roles; settingOn reads only the value true', async () => {
    const [id, none] = await make(account(), account());
    await assignRole(app.db, id!, 'coach');
    await assignRole(app.db, id!, 'certified_leader');
    await upsertUserMeta(app.db, id!, 'SOME_SETTING', true);
    await upsertUserMeta(app.db, none!, 'SOME_SETTING', 'true');
    const [row] = await selectRows<{ a: string[]; j: string[]; empty: string[]; emptyJson: string[]; on: boolean; off: boolean }>(
      app.db,
      sql`select ${accountSql.roleNames(sql`${id}::int`)} as a, ${accountSql.roleNames(sql`${id}::int`, { json: true })} as j,
                 ${accountSql.roleNames(sql`${none}::int`)} as empty, ${accountSql.roleNames(sql`${none}::int`, { json: true })} as "emptyJson",
                 ${accountSql.settingOn(id!, 'SOME_SETTING')} as on, ${accountSql.settingOn(none!, 'SOME_SETTING')} as off`,
    );
    expect(row).toEqual({
      a: ['certified_leader', 'coach'],
      j: ['certified_leader', 'coach'],
      empty: [],
      emptyJson: [],
      on: true,
      off: false,
    });
  });

  it('personNames.json is the person as one object, null when the left join found nobody', async () => {
    const [id] = await make(account());
    const rows = await selectRows<{ person: Record<string, unknown> | null }>(
      app.db,
      sql`select ${personNames.json('o')} as person from unnest(${`{${id},999999}`}::int[]) with ordinality as x(id, n)
          ${personNames.join('o', sql`x.id`)} order by x.n`,
    );
    expect(rows[0]!.person).toMatchObject({
      id,
      username: expect.stringMatching(/^reads-/),
      display_name: expect.stringMatching(/^Reader /),
    });
    expect(rows[1]!.person).toBeNull();
  });

  it('refuses an alias that is not a plain SQL name', () => {
    expect(() => accountSql.suspended('m; drop table users')).toThrow(/not an SQL alias/);
    expect(() => accountSql.joinProfile('1m', sql`1`)).toThrow(/not an SQL alias/);
  });
});
