import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { API, bearer, createTestApp, login, signUp, type TestApp } from '../../test/harness';
import * as accountsRepository from '../accounts/accounts.repository';

const ADMIN = { email: 'root@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
});
afterAll(() => app.app.close());

const post = (url: string, payload: object | undefined, headers = {}) =>
  app.app.inject({ method: 'POST', url: API + url, payload, headers });

describe('first admin', () => {
  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD, verified, with the ff_admin role', async () => {
    const me = await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(adminToken) });
    expect(me.json().roles).toEqual([{ name: 'ff_admin' }]);
    expect(me.json().verified_on).not.toBeNull();
  });
});

describe('POST admin/impersonation-tokens', () => {
  it('401 without a token, 403 for a member', async () => {
    const member = await signUp(app);
    expect((await post('/admin/impersonation-tokens', { user_id: member.id })).statusCode).toBe(401);
    const res = await post('/admin/impersonation-tokens', { user_id: member.id }, bearer(member.token));
    expect(res.statusCode).toBe(403);
  });

  it('makes a one-time token that signs in as the user, recorded in the audit log', async () => {
    const member = await signUp(app, { profile: true });
    const res = await post('/admin/impersonation-tokens', { user_id: member.id, reason: 'Help-desk request' }, bearer(adminToken));
    expect(res.statusCode).toBe(201);
    const { token, url } = res.json();
    expect(url).toBe(`http://app.test/login-as-user?token=${encodeURIComponent(token)}`);

    const grant = await post('/oauth/token', { grant_type: 'impersonation', impersonation_token: token });
    // The session it opens lasts an hour at most, not a sign-in's 30 days.
    expect(grant.json().expires_in).toBe(3600);
    // ... and says it is an impersonation, so the web marks it.
    expect(grant.json().impersonated).toBe(true);
    expect(grant.statusCode).toBe(200);
    const me = await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(grant.json().access_token) });
    expect(me.json().id).toBe(member.id);

    const replay = await post('/oauth/token', { grant_type: 'impersonation', impersonation_token: token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(t.unableToLogin);

    const audit = await accountsRepository.listAuditEntries(app.db, member.id);
    expect(audit.map((a) => a.action)).toEqual(['impersonation.token_created', 'impersonation.started']);
  });

  it('refuses an unknown user (404) and another admin (403)', async () => {
    expect(
      (await post('/admin/impersonation-tokens', { user_id: 999999, reason: 'Help-desk request' }, bearer(adminToken))).statusCode,
    ).toBe(404);
    const self = await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(adminToken) });
    expect(
      (await post('/admin/impersonation-tokens', { user_id: self.json().id, reason: 'Help-desk request' }, bearer(adminToken))).statusCode,
    ).toBe(403);
  });

  it('validates the body', async () => {
    const res = await post('/admin/impersonation-tokens', {}, bearer(adminToken));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.user_id).toEqual(['The field is required']);
  });
});

describe('suspension', () => {
  it('403 for a member trying to suspend someone', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    expect((await post(`/admin/users/${b.id}/suspend`, undefined, bearer(a.token))).statusCode).toBe(403);
    expect((await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(b.token) })).statusCode).toBe(200);
  });

  it('ends every session and refuses the user at the API, until lifted', async () => {
    const member = await signUp(app, { profile: true });
    const res = await post(`/admin/users/${member.id}/suspend`, undefined, bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(member.token) })).statusCode).toBe(401);
    const relogin = await post('/oauth/token', { grant_type: 'password', email: member.email, password: member.password });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json()).toMatchObject({ code: 'account_suspended', message: t.suspended });
    const forgot = await post('/users/forgot-password', { email: member.email });
    expect(forgot.statusCode).toBe(200);

    await post(`/admin/users/${member.id}/unsuspend`, undefined, bearer(adminToken));
    const back = await post('/oauth/token', { grant_type: 'password', email: member.email, password: member.password });
    expect(back.statusCode).toBe(200);
  });

  it('a community admin may suspend too', async () => {
    const mod = await signUp(app);
    await accountsRepository.assignRole(app.db, mod.id, 'community_admin');
    const target = await signUp(app);
    const res = await post(`/admin/users/${target.id}/suspend`, undefined, bearer(mod.token));
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT admin/users/{id}/roles', () => {
  const put = (id: number, payload: unknown, headers = {}) =>
    app.app.inject({ method: 'PUT', url: `${API}/admin/users/${id}/roles`, payload: payload as object, headers });
  const rolesOf = async (token: string) =>
    (await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(token) }))
      .json()
      .roles.map((r: { name: string }) => r.name);

  it('401 without a token; 403 for a member and for a community admin (a stranger to granting)', async () => {
    const target = await signUp(app);
    expect((await put(target.id, { roles: ['community_admin'] })).statusCode).toBe(401);
    const member = await signUp(app);
    const res = await put(target.id, { roles: ['community_admin'] }, bearer(member.token));
    expect(res.statusCode).toBe(403);
    const mod = await signUp(app);
    await accountsRepository.assignRole(app.db, mod.id, 'community_admin');
    expect((await put(member.id, { roles: ['community_admin'] }, bearer(mod.token))).statusCode).toBe(403);
    expect(await rolesOf(target.token)).toEqual([]);
    expect(await rolesOf(member.token)).toEqual([]);
  });

  it('grants and takes back community_admin at once, keeps other roles, and audits what changed', async () => {
    const target = await signUp(app, { profile: true });
    await accountsRepository.assignRole(app.db, target.id, 'coach');
    const granted = await put(target.id, { roles: ['community_admin', 'certified_leader'] }, bearer(adminToken));
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      message: 'Roles updated.',
      user_id: target.id,
      roles: ['certified_leader', 'coach', 'community_admin'],
    });
    // The member's existing session has the role now: the moderation queue opens.
    expect(
      (await app.app.inject({ method: 'GET', url: `${API}/community/moderation/flags`, headers: bearer(target.token) })).statusCode,
    ).toBe(200);

    const back = await put(target.id, { roles: [] }, bearer(adminToken));
    expect(back.json().roles).toEqual(['coach']);
    expect(
      (await app.app.inject({ method: 'GET', url: `${API}/community/moderation/flags`, headers: bearer(target.token) })).statusCode,
    ).toBe(403);

    const audit = (await accountsRepository.listAuditEntries(app.db, target.id)).filter((a) => a.action === 'user.roles_changed');
    expect(audit.map((a) => a.meta)).toEqual([
      { added: ['community_admin', 'certified_leader'], removed: [] },
      { added: [], removed: ['community_admin', 'certified_leader'] },
    ]);
  });

  it('validates the body: roles required, only the grantable ones', async () => {
    const target = await signUp(app);
    const missing = await put(target.id, {}, bearer(adminToken));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.roles).toEqual(['The field is required']);
    const bad = await put(target.id, { roles: ['ff_admin'] }, bearer(adminToken));
    expect(bad.statusCode).toBe(422);
    expect((await put(target.id, { roles: ['coach'] }, bearer(adminToken))).statusCode).toBe(422);
    expect(await rolesOf(target.token)).toEqual([]);
  });

  it('refuses an unknown user (404), the admin themselves and another ff_admin (403)', async () => {
    expect((await put(999999, { roles: [] }, bearer(adminToken))).statusCode).toBe(404);
    const self = await app.app.inject({ method: 'GET', url: `${API}/users/profile`, headers: bearer(adminToken) });
    const res = await put(self.json().id, { roles: ['community_admin'] }, bearer(adminToken));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This user's roles cannot be changed here.");
  });
});
