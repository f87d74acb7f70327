import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE, type AuditEntry } from '@holdfast/shared/admin';
import { API, bearer, createTestApp, login, request, signUp, type TestApp } from '../../test/harness';
import * as accountsRepository from '../accounts/accounts.repository';
import { logAdminRead } from './admin-reads';

const ADMIN = { email: 'root-audit@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  adminId = (await request(app, adminToken).get('/users/profile')).json().id;
});
afterAll(() => app.app.close());

const list = (query = '', token = adminToken) => request(app, token).get(`/admin/audit-log${query}`);
const csv = (query = '', token = adminToken) => request(app, token).get(`/admin/audit-log.csv${query}`);

describe('who may read the audit log', () => {
  it('401 without a token; 403 for a member and every other role, even with an invalid query (before validation)', async () => {
    expect((await request(app).get('/admin/audit-log?from=x')).statusCode).toBe(401);
    expect((await request(app).get('/admin/audit-log.csv')).statusCode).toBe(401);
    for (const role of [null, 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'support'] as const) {
      const u = await signUp(app);
      if (role) await accountsRepository.assignRole(app.db, u.id, role);
      for (const res of [await list('?from=not-a-day&page=-1', u.token), await csv('?actor_id=x', u.token)]) {
        expect(res.statusCode, String(role)).toBe(403);
      }
    }
  });
});

describe('GET admin/audit-log', () => {
  it('lists entries newest first with who, what, whom, reason, before and after', async () => {
    const member = await signUp(app, { profile: true });
    await request(app, adminToken).put(`/admin/users/${member.id}/roles`, { roles: ['community_admin'] });
    await request(app, adminToken).post('/admin/impersonation-tokens', { user_id: member.id, reason: 'Asked by mail' });
    const res = await list(`?target_user_id=${member.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((e: AuditEntry) => e.action)).toEqual(['impersonation.token_created', 'user.roles_changed']);
    expect(page.items[0]).toMatchObject({
      actor: { id: adminId, email: ADMIN.email },
      target_user: { id: member.id, display_name: 'Sam Rivers', email: member.email },
      target_kind: 'account_token',
      reason: 'Asked by mail',
      after: { expires_at: expect.any(String) },
    });
    expect(page.items[1].meta).toEqual({ added: ['community_admin'], removed: [] });
    expect(page).toMatchObject({ page: 1, perPage: AUDIT_LOG_PAGE_SIZE, totalItems: 2 });
    expect(Date.parse(page.items[0].created_at)).toBeGreaterThanOrEqual(Date.parse(page.items[1].created_at));
  });

  it('filters by actor, by action (whole or its first part) and by days', async () => {
    const [actor, target] = [await signUp(app), await signUp(app)];
    for (const action of ['test.first', 'test.second', 'testing.other'])
      await accountsRepository.insertAuditEntry(app.db, { actorId: actor.id, action, targetUserId: target.id });
    const actions = async (q: string) => (await list(q)).json().items.map((e: AuditEntry) => e.action);
    expect(await actions(`?actor_id=${actor.id}`)).toEqual(['testing.other', 'test.second', 'test.first']);
    expect(await actions(`?actor_id=${actor.id}&action=test`)).toEqual(['test.second', 'test.first']);
    expect(await actions(`?actor_id=${actor.id}&action=test.second`)).toEqual(['test.second']);
    // LIKE's own characters are taken literally.
    expect(await actions(`?actor_id=${actor.id}&action=te_t`)).toEqual([]);
    expect(await actions(`?actor_id=${actor.id}&action=%25`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`?actor_id=${actor.id}&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await actions(`?actor_id=${actor.id}&to=2020-01-01`)).toEqual([]);
  });

  it('pages 50 at a time', async () => {
    const actor = await signUp(app);
    await app.db.execute(
      sql`insert into audit_log (actor_id, action, target_user_id) select ${actor.id}, 'test.bulk', null from generate_series(1, 53)`,
    );
    const first = (await list(`?actor_id=${actor.id}`)).json();
    expect(first).toMatchObject({ totalItems: 53, totalPages: 2 });
    expect(first.items).toHaveLength(50);
    const second = (await list(`?actor_id=${actor.id}&page=2`)).json();
    expect(second.items).toHaveLength(3);
    expect(Math.min(...first.items.map((e: AuditEntry) => e.id))).toBeGreaterThan(Math.max(...second.items.map((e: AuditEntry) => e.id)));
  });

  it('answers bad filters with 422 and the field message', async () => {
    const res = await list('?from=yesterday&actor_id=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ from: ['The field is not a valid date'], actor_id: ['The field is not a valid number'] });
    expect((await list(`?action=${'x'.repeat(101)}`)).json().errors.action).toEqual(['The field must have a max length of 100']);
  });

  it('names an erased actor as nobody (the entry stays)', async () => {
    const [actor, target] = [await signUp(app), await signUp(app)];
    await accountsRepository.insertAuditEntry(app.db, { actorId: actor.id, action: 'test.erased', targetUserId: target.id });
    await accountsRepository.deleteUser(app.db, actor.id);
    const [entry] = (await list(`?target_user_id=${target.id}`)).json().items;
    expect(entry).toMatchObject({ action: 'test.erased', actor: null, target_user: { id: target.id } });
  });
});

describe('GET admin/audit-log.csv', () => {
  it('exports the filtered entries as CSV, formulas neutralised', async () => {
    const member = await signUp(app);
    await request(app, adminToken).post('/admin/impersonation-tokens', { user_id: member.id, reason: '=HYPERLINK("http://evil")' });
    const res = await csv(`?target_user_id=${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="holdfast-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","action","actor_id","actor_name","actor_email","target_user_id","target_name","target_email","target_kind","target_id","reason","before","after","meta"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"impersonation.token_created"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).not.toContain(`,"=HYPERLINK`);
  });

  it('validates its filters as the list does', async () => {
    expect((await csv('?to=2020-13-45')).statusCode).toBe(422);
  });
});

describe('logAdminRead', () => {
  it('writes content.viewed in the caller’s transaction, naming what was read', async () => {
    const member = await signUp(app);
    const actor = { userId: adminId, roles: ['ff_admin' as const], isVerified: true, tokenId: 1, impersonatorId: null };
    await app.db.transaction((tx) => logAdminRead(tx, actor, member.id, { kind: 'community_reply', id: 12 }));
    // A transaction that fails takes its entry with it.
    await app.db
      .transaction(async (tx) => {
        await logAdminRead(tx, actor, member.id, { kind: 'crash_report', id: 13 });
        throw new Error('read failed');
      })
      .catch(() => undefined);
    const rows = await accountsRepository.listAuditEntries(app.db, member.id);
    expect(rows.map((r) => [r.action, r.actorId, r.targetKind, r.targetId])).toEqual([
      ['content.viewed', adminId, 'community_reply', '12'],
    ]);
  });
});

describe('the table refuses UPDATE and DELETE', () => {
  it('through the API there is no call that changes an entry, and the database refuses both', async () => {
    const member = await signUp(app);
    await accountsRepository.insertAuditEntry(app.db, { actorId: adminId, action: 'test.kept', targetUserId: member.id });
    await expect(app.db.execute(sql`update audit_log set action = 'x' where target_user_id = ${member.id}`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_log where target_user_id = ${member.id}`)).rejects.toThrow();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.app.inject({ method, url: `${API}/admin/audit-log`, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(`?target_user_id=${member.id}`)).json().items.map((e: AuditEntry) => e.action)).toEqual(['test.kept']);
  });
});
