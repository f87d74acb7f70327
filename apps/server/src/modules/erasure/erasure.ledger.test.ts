import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureTexts as t } from '@holdfast/shared/erasure';
import { selectRows, type Db } from '../../platform/db/client';
import { buildCrashReport, buildGroup, buildMembership, buildPartnership, buildTodaysCheckIn, buildUser } from '../../test/factories';
import { createTestApp, request, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { onErasureLedgerKind, readErasureLedger, reapplyErasureLedger, recordErasure } from './index';

/**
 * A backup as rows: every table of the public schema, each row in its text form. It restores on PGlite and on
 * PostgreSQL alike (pg_dump and pg_restore need a server, and PGlite's dumpDataDir a second
 * process); the restore empties every table and loads the rows back with the foreign keys' and
 * counters' triggers off (session_replication_role = replica), as pg_restore of a data dump does.
 */
async function tablesOf(db: Db) {
  const rows = await selectRows<{ relname: string }>(
    db,
    sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  return rows.map((r) => r.relname);
}
async function dump(db: Db) {
  const out = new Map<string, string[]>();
  for (const table of await tablesOf(db)) {
    // Each row in PostgreSQL's own text form of the row type, so every value (a JSON null, an array) comes back as it was.
    const rows = await selectRows<{ row: string }>(db, sql`select x::text as row from ${sql.identifier(table)} x`);
    out.set(
      table,
      rows.map((r) => r.row),
    );
  }
  return out;
}
async function restore(db: Db, backup: Map<string, string[]>) {
  await db.transaction(async (tx) => {
    await selectRows(tx, sql`set local session_replication_role = replica`);
    const tables = [...backup.keys()];
    await selectRows(tx, sql.raw(`truncate ${tables.map((x) => `"${x}"`).join(', ')}`));
    for (const [table, rows] of backup) {
      if (!rows.length) continue;
      // Generated columns (the search vectors) are made again by the database, not loaded.
      const columns = await selectRows<{ attname: string }>(
        tx,
        sql`select attname from pg_attribute where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      );
      const list = sql.raw(columns.map((c) => `"${c.attname}"`).join(', '));
      const fields = sql.raw(columns.map((c) => `(r)."${c.attname}"`).join(', '));
      await selectRows(
        tx,
        sql`insert into ${sql.identifier(table)} (${list}) overriding system value
            select ${fields} from (select value::${sql.identifier(table)} as r from jsonb_array_elements_text(${JSON.stringify(rows)}::jsonb)) s`,
      );
    }
  });
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const count = async (db: Db, q: ReturnType<typeof sql>) => Number((await selectRows<{ n: number }>(db, q))[0]!.n);

describe('the erasure ledger after a restore', () => {
  it('restoring a backup taken before an erasure, then re-applying the ledger, brings nothing of the person back', async () => {
    const [member, partner] = [await buildUser(app, { profile: true }), await buildUser(app)];
    await buildPartnership(app, member, partner);
    await buildTodaysCheckIn(app, member);
    await buildCrashReport(app, member);
    const groupId = (await buildGroup(app, partner, 'Restore')).id;
    await buildMembership(app, groupId, partner, member);
    expect((await request(app, member.token).post(`/groups/${groupId}/messages`, { message: 'Before the backup' })).statusCode).toBe(201);

    const backup = await dump(app.db);
    expect((await request(app, member.token).post('/users/delete', { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);
    // The restore command reads the live ledger first, then restores, then re-applies it.
    const saved = await readErasureLedger(app.db);
    expect(saved.map((e) => [e.userId, e.kind])).toContainEqual([member.id, 'account']);

    await restore(app.db, backup);
    // The backup predates the erasure: the person is back, and the restored ledger does not name them.
    expect(await count(app.db, sql`select count(*)::int as n from users where id = ${member.id}`)).toBe(1);
    expect(await count(app.db, sql`select count(*)::int as n from erasure_ledger where user_id = ${member.id}`)).toBe(0);

    expect(await reapplyErasureLedger(app.ctx, saved)).toBe(1);

    expect(await count(app.db, sql`select count(*)::int as n from users where id = ${member.id}`)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from profiles where user_id = ${member.id}`)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from checkins where user_id = ${member.id}`)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from trigger_answers where user_id = ${member.id}`)).toBe(0);
    expect(
      await count(app.db, sql`select count(*)::int as n from accountability_partners where ${member.id} in (requester_id, recipient_id)`),
    ).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from group_members where user_id = ${member.id}`)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from messages where from_user_id = ${member.id}`)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from access_tokens where user_id = ${member.id}`)).toBe(0);
    const rows = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from users u where u::text ilike ${`%${member.email}%`}`,
    );
    expect(rows[0]!.n).toBe(0);
    // The ledger line is back, once; their message stays for the others as 'Deleted member'.
    expect(await count(app.db, sql`select count(*)::int as n from erasure_ledger where user_id = ${member.id} and kind = 'account'`)).toBe(
      1,
    );
    const chat = (await request(app, partner.token).get(`/groups/${groupId}/messages`)).json();
    expect(chat.items.find((i: { message: string }) => i.message === 'Before the backup')).toMatchObject({
      user: { display_name: t.deletedMember },
    });
    // A second re-application finds nothing to do; the partner was not told twice.
    expect(await reapplyErasureLedger(app.ctx, saved)).toBe(0);
    expect(await count(app.db, sql`select count(*)::int as n from erasure_ledger where user_id = ${member.id}`)).toBe(1);
  });

  it('re-applies another kind through its registered reapplier (auto-expiry calls recordErasure with its ids)', async () => {
    const u = await buildUser(app);
    const kind = `test-expiry-${u.id}`;
    const seen: { userId: number; ids: Record<string, number[]> }[] = [];
    // Registered after the app is built here; the auto-expiry area registers while the areas do.
    onErasureLedgerKind(app.ctx, kind, async (_tx, entry) => {
      seen.push({ userId: entry.userId, ids: entry.ids });
    });
    await app.db.transaction((tx) => recordErasure(tx, { kind, userId: u.id, ids: { trigger_answers: [3, 5] } }));
    await reapplyErasureLedger(app.ctx);
    expect(seen).toContainEqual({ userId: u.id, ids: { trigger_answers: [3, 5] } });
  });

  it('auto-expiry writes the ledger, and a restore taken before the expiry gets the details erased again', async () => {
    const u = await buildUser(app);
    const crash = await buildCrashReport(app, u, 'Details that expire');
    expect((await request(app, u.token).put('/users/privacy/settings', { expire_details_after_days: 30 })).statusCode).toBe(200);
    const answersOf = async () =>
      (await selectRows<{ answers: string }>(app.db, sql`select answers::text from trigger_answers where id = ${crash.id}`))[0]!.answers;
    const backup = await dump(app.db);
    await app.ctx.jobs.runDue(new Date(Date.now() + 32 * 86_400_000));
    expect(await answersOf()).toBe('[]');
    const saved = await readErasureLedger(app.db);
    expect(saved.filter((e) => e.userId === u.id).map((e) => [e.kind, e.ids])).toEqual([
      ['crash_report_details', { trigger_answers: [crash.id] }],
    ]);

    await restore(app.db, backup);
    expect(await answersOf()).toContain('Details that expire');
    await reapplyErasureLedger(app.ctx, saved);
    expect(await answersOf()).toBe('[]');
  });
});
