import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountabilityApiPaths } from '@holdfast/shared/accountability';
import { impersonationTexts as it2, IMPERSONATION_REASON_MAX } from '@holdfast/shared/admin';
import type { RealtimeAck } from '@holdfast/shared/realtime';
import { selectRows } from '../../platform/db/client';
import { API, bearer, connectSocket, createTestApp, login, request, signUp, type TestApp } from '../../test/harness';
import * as accountsRepository from '../accounts/accounts.repository';
import { listAccessBy } from '../../platform/access-log/access-log';
import { buildPartnership } from '../../test/factories';

/**
 * Impersonation that a member can trust: a reason, a read-only hour that cannot be nested, its
 * start and end in the audit log and in the member's own access log, and every write refused,
 * over HTTP (every write route of the app's OpenAPI document) and over the socket.
 */
const ADMIN = { email: 'root-imp@holdfast.test', password: 'Adm1n*Password' };
const REASON = 'Help-desk mail #1234: the dashboard shows no check-ins';
let app: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: 100_000 }, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  adminId = (await request(app, adminToken).get('/users/profile')).json().id;
});
afterAll(() => app.app.close());

/** The link, then the session it opens: the member's token as the admin sees them. */
async function impersonate(userId: number, reason = REASON) {
  const link = await request(app, adminToken).post('/admin/impersonation-tokens', { user_id: userId, reason });
  expect(link.statusCode).toBe(201);
  const grant = await request(app).post('/oauth/token', { grant_type: 'impersonation', impersonation_token: link.json().token });
  expect(grant.statusCode).toBe(200);
  return grant.json().access_token as string;
}
const auditOf = async (userId: number) =>
  (await accountsRepository.listAuditEntries(app.db, userId)).filter((a) => a.action.startsWith('impersonation.'));
const accessLogOf = async (token: string) => (await request(app, token).get(`/${accountabilityApiPaths.accessLog}`)).json().items;

describe('POST admin/impersonation-tokens asks a reason', () => {
  it('401 without a token, 403 for a member and a support volunteer whatever the body (before validation)', async () => {
    const member = await signUp(app);
    expect((await request(app).post('/admin/impersonation-tokens', {})).statusCode).toBe(401);
    expect((await request(app, member.token).post('/admin/impersonation-tokens', { nonsense: true })).statusCode).toBe(403);
    const support = await signUp(app);
    await accountsRepository.assignRole(app.db, support.id, 'support');
    const res = await request(app, support.token).post('/admin/impersonation-tokens', { user_id: member.id, reason: REASON });
    expect(res.statusCode).toBe(403);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('a missing, short or long reason is a 422 with the field message, and no link is made', async () => {
    const member = await signUp(app);
    const api = request(app, adminToken);
    const missing = await api.post('/admin/impersonation-tokens', { user_id: member.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual(['The field is required']);
    const short = await api.post('/admin/impersonation-tokens', { user_id: member.id, reason: '  abc  ' });
    expect(short.json().errors.reason).toEqual(['The field must be at least 5 characters long']);
    const long = await api.post('/admin/impersonation-tokens', { user_id: member.id, reason: 'x'.repeat(IMPERSONATION_REASON_MAX + 1) });
    expect(long.json().errors.reason).toEqual([`The field must have a max length of ${IMPERSONATION_REASON_MAX}`]);
    const ok = await api.post('/admin/impersonation-tokens', { user_id: member.id, reason: 'x'.repeat(IMPERSONATION_REASON_MAX) });
    expect(ok.statusCode).toBe(201);
    expect((await auditOf(member.id)).map((a) => a.action)).toEqual(['impersonation.token_created']);
  });

  it('nobody impersonates an ff_admin or themselves', async () => {
    const other = await signUp(app);
    await accountsRepository.assignRole(app.db, other.id, 'ff_admin');
    expect((await request(app, adminToken).post('/admin/impersonation-tokens', { user_id: other.id, reason: REASON })).statusCode).toBe(
      403,
    );
    expect((await request(app, adminToken).post('/admin/impersonation-tokens', { user_id: adminId, reason: REASON })).statusCode).toBe(403);
  });
});

describe('the session', () => {
  it('starts with an audit entry carrying the reason and a line in the member’s access log', async () => {
    const member = await signUp(app, { profile: true });
    const session = await impersonate(member.id);
    const audit = await auditOf(member.id);
    expect(audit.map((a) => [a.action, a.actorId, a.reason])).toEqual([
      ['impersonation.token_created', adminId, REASON],
      ['impersonation.started', adminId, REASON],
    ]);
    expect(audit[1]).toMatchObject({ targetKind: 'session', after: { read_only: true } });
    // The member, signed in as themselves, reads 'Support viewed your account' (kind account, via support).
    const log = await accessLogOf(member.token);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ kind: 'account', via: 'support', viewer: { id: adminId } });
    expect(Number(audit[1]!.targetId)).toBe(log[0].record_id);
    // The session is the member's, for reading.
    expect((await request(app, session).get('/users/profile')).json().id).toBe(member.id);
  });

  it('lasts at most one hour, and is refused once it has expired', async () => {
    const member = await signUp(app);
    const session = await impersonate(member.id);
    const [row] = await selectRows<{ expires_at: string; lasts: number }>(
      app.db,
      sql`select expires_at, extract(epoch from expires_at - created_at)::int as lasts from access_tokens where user_id = ${member.id} and impersonator_id is not null`,
    );
    expect(row!.lasts).toBeLessThanOrEqual(3600);
    await app.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where user_id = ${member.id} and impersonator_id is not null`,
    );
    expect((await request(app, session).get('/users/profile')).statusCode).toBe(401);
  });

  it('is read-only: a write is 403 impersonation_read_only and changes nothing', async () => {
    const member = await signUp(app, { profile: true });
    const session = await impersonate(member.id);
    const before = (await request(app, member.token).get('/users/profile')).json();
    const res = await request(app, session).put('/users/profile', { ...before.profile, display_name: 'Changed by support' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: it2.readOnly, code: 'impersonation_read_only' });
    expect((await request(app, member.token).get('/users/profile')).json().profile.display_name).toBe('Sam Rivers');
    // No password change, no erasure request either.
    const password = await request(app, session).put('/users/update-password', {});
    expect(password.json().code).toBe('impersonation_read_only');
    const erase = await request(app, session).post('/users/delete', { _method: 'delete', password: 'whatever' });
    expect(erase.json().code).toBe('impersonation_read_only');
    expect((await request(app, member.token).get('/users/profile')).statusCode).toBe(200);
  });

  it('a read of someone else’s data in the session is logged as Holdfast support’s, in their access log, not the member’s', async () => {
    const [owner, member] = [await signUp(app, { profile: true }), await signUp(app, { profile: true })];
    // owner asked member to hold them accountable: member sees owner's streaks.
    const { id } = await buildPartnership(app, owner, member, 'standard');
    const session = await impersonate(member.id);
    expect((await request(app, session).get(`/accountability-partners/${id}`)).json().streaks).not.toBeNull();
    expect((await listAccessBy(app.db, adminId, owner.id)).map((r) => [r.kind, r.via])).toEqual([['streaks', 'support']]);
    expect(await listAccessBy(app.db, member.id, owner.id)).toEqual([]);
    // The member, as themselves, is logged as before.
    await request(app, member.token).get(`/accountability-partners/${id}`);
    expect((await listAccessBy(app.db, member.id, owner.id)).map((r) => [r.kind, r.via])).toEqual([['streaks', 'partner']]);
  });

  it('cannot be nested: the session cannot make another link', async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    const session = await impersonate(member.id);
    const res = await request(app, session).post('/admin/impersonation-tokens', { user_id: other.id, reason: REASON });
    expect(res.statusCode).toBe(403);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it('refuses the socket’s writes (read marks, typing) too, while the socket still connects to read', async () => {
    const member = await signUp(app);
    const session = await impersonate(member.id);
    const socket: Socket = await connectSocket(app, session);
    const emit = (event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<RealtimeAck>;
    expect(await emit('mark-message-read', { message_entity_id: 1, partner_id: 1 })).toEqual({
      ok: false,
      status: 403,
      message: it2.readOnly,
    });
    expect(await emit('message.typing', { partner_id: 1 })).toEqual({ ok: false, status: 403, message: it2.readOnly });
    // The member's own socket is answered by the handler (here: the chat does not exist), not refused.
    const own = await connectSocket(app, member.token);
    const answer = (await own.timeout(5000).emitWithAck('message.typing', { partner_id: 1 })) as RealtimeAck;
    expect(answer).not.toEqual({ ok: false, status: 403, message: it2.readOnly });
  });
});

describe('POST admin/impersonation/end', () => {
  it('401 without a token; 403 for a session that is not an impersonation (the admin’s own)', async () => {
    expect((await request(app).post('/admin/impersonation/end')).statusCode).toBe(401);
    const res = await request(app, adminToken).post('/admin/impersonation/end');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(it2.notImpersonating);
    const member = await signUp(app);
    expect((await request(app, member.token).post('/admin/impersonation/end')).statusCode).toBe(403);
  });

  it('ends the session (its token and socket), audited with the reason and written to the member’s access log', async () => {
    const member = await signUp(app);
    const session = await impersonate(member.id);
    const socket = await connectSocket(app, session);
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const res = await request(app, session).post('/admin/impersonation/end');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: it2.ended, user_id: member.id });
    expect((await request(app, session).get('/users/profile')).statusCode).toBe(401);
    await gone;
    expect((await auditOf(member.id)).map((a) => [a.action, a.actorId, a.reason, a.targetKind])).toEqual([
      ['impersonation.token_created', adminId, REASON, 'account_token'],
      ['impersonation.started', adminId, REASON, 'session'],
      ['impersonation.ended', adminId, REASON, 'session'],
    ]);
    const log = await accessLogOf(member.token);
    expect(log.map((l: { kind: string; via: string }) => [l.kind, l.via])).toEqual([
      ['account_end', 'support'],
      ['account', 'support'],
    ]);
    // The admin's own session is untouched.
    expect((await request(app, adminToken).get('/users/profile')).statusCode).toBe(200);
  });

  it('signing out of the session ends it the same way', async () => {
    const member = await signUp(app);
    const session = await impersonate(member.id);
    expect((await request(app, session).post('/oauth/logout')).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((a) => a.action)).toEqual([
      'impersonation.token_created',
      'impersonation.started',
      'impersonation.ended',
    ]);
  });
});

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

describe('every write route refuses the read-only session (the routes read from the app)', () => {
  /** The two writes an impersonation session may make: ending itself, and signing out (which ends it too). */
  const ALLOWED = ['POST /oauth/logout', 'POST /admin/impersonation/end'];

  it('answers 403 impersonation_read_only to each, and leaves reads alone', async () => {
    const member = await signUp(app, { profile: true });
    const session = await impersonate(member.id);
    await app.app.ready();
    const doc = app.app.swagger() as unknown as Doc;
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(API))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ method: method.toUpperCase(), path, signedIn: (op.security?.length ?? 0) > 0 })),
      )
      .filter((o) => o.signedIn);
    const writes = ops.filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThan(100);
    // The allowed writes exist (a renamed route would make this list stale).
    expect(ALLOWED.filter((a) => !writes.some((w) => `${w.method} ${w.path.slice(API.length)}` === a))).toEqual([]);

    const notRefused: string[] = [];
    for (const op of writes) {
      const name = `${op.method} ${op.path.slice(API.length)}`;
      if (ALLOWED.includes(name)) continue;
      const res = await app.app.inject({
        method: op.method as 'POST',
        url: op.path.replace(/\{[^}]+\}/g, '1'),
        headers: { ...bearer(session), 'content-type': 'application/json' },
        payload: '{}',
      });
      if (res.statusCode !== 403 || res.json().code !== 'impersonation_read_only') notRefused.push(`${name}: ${res.statusCode}`);
    }
    expect(notRefused).toEqual([]);

    // Reads are not refused as writes (they answer what they answer: 200, 404, 422 …).
    const readsRefused: string[] = [];
    for (const op of ops.filter((o) => o.method === 'GET')) {
      const res = await app.app.inject({ method: 'GET', url: op.path.replace(/\{[^}]+\}/g, '1'), headers: bearer(session) });
      if (res.statusCode === 403 && res.json().code === 'impersonation_read_only') readsRefused.push(op.path);
    }
    expect(readsRefused).toEqual([]);
    // After the walk the session still reads, and the member's data is as it was.
    expect((await request(app, session).get('/users/profile')).json().profile.display_name).toBe('Sam Rivers');
  });
});
