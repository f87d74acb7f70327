import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/client';
import { API, bearer, createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { insertAuditEntry, listAuditEntries } from './accounts.repository';

let app: TestApp;
/** The database's own message for a refused statement (drizzle wraps it as the cause). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

describe('audit_log is append-only', () => {
  it('keeps who, what, target, before, after and reason', async () => {
    const [admin, member] = [await signUp(app), await signUp(app)];
    await insertAuditEntry(app.db, {
      actorId: admin.id,
      action: 'test.changed',
      targetUserId: member.id,
      targetKind: 'system_config',
      targetId: 7,
      before: { value: 1 },
      after: { value: 2 },
      reason: 'asked by mail',
    });
    const [row] = await listAuditEntries(app.db, member.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      targetKind: 'system_config',
      targetId: '7',
      before: { value: 1 },
      after: { value: 2 },
      reason: 'asked by mail',
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE, and the row stays as it was', async () => {
    const member = await signUp(app);
    await insertAuditEntry(app.db, { actorId: null, action: 'test.kept', targetUserId: member.id, reason: 'original' });
    expect(await refusal(selectRows(app.db, sql`update audit_log set reason = 'edited' where target_user_id = ${member.id}`))).toMatch(
      /append-only/,
    );
    await expect(
      selectRows(app.db, sql`update audit_log set target_user_id = null where target_user_id = ${member.id} and false`),
    ).resolves.toEqual([]);
    expect(await refusal(selectRows(app.db, sql`delete from audit_log where target_user_id = ${member.id}`))).toMatch(/append-only/);
    expect(await refusal(selectRows(app.db, sql`truncate audit_log`))).toMatch(/append-only/);
    const rows = await listAuditEntries(app.db, member.id);
    expect(rows.map((r) => r.reason)).toEqual(['original']);
  });

  it("an account's erasure keeps the rows without the link to the person (the foreign keys' SET NULL)", async () => {
    const [actor, member] = [await signUp(app), await signUp(app)];
    await insertAuditEntry(app.db, { actorId: actor.id, action: 'test.erased-actor', targetUserId: member.id });
    const res = await app.app.inject({
      method: 'POST',
      url: `${API}/users/delete`,
      headers: bearer(actor.token),
      payload: { _method: 'delete', password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await listAuditEntries(app.db, member.id);
    expect(row).toMatchObject({ action: 'test.erased-actor', actorId: null, targetUserId: member.id });
  });
});
