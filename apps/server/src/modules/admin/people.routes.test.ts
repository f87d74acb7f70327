import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPeopleTexts as t, adminPersonSchema, adminPersonPageSchema } from '@holdfast/shared/admin';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import {
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildPartnership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../../test/factories';
import { connectSocket, createTestApp, lastMailTo, login, request, type TestApp } from '../../test/harness';
import * as accountsRepository from '../accounts/accounts.repository';

const ADMIN = { email: 'people-admin@holdfast.test', password: 'Adm1n*People' };
let app: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  adminId = (await request(app, adminToken).get('/users/profile')).json().id;
});
afterAll(() => app.app.close());

const admin = () => request(app, adminToken);
async function withRole(role: 'support' | 'community_admin' | 'upgrade_admin' | 'certified_leader' | 'coach') {
  const user = await buildUser(app, { profile: true });
  await accountsRepository.assignRole(app.db, user.id, role);
  return user;
}
const auditOf = async (userId: number, action: string) =>
  (await accountsRepository.listAuditEntries(app.db, userId)).filter((a) => a.action === action);

describe('the 401 table', () => {
  it.each([
    ['GET', '/admin/people'],
    ['GET', '/admin/people/1'],
    ['PATCH', '/admin/people/1/flags'],
    ['POST', '/admin/people/1/verification-mail'],
    ['POST', '/admin/people/1/configuration-complete'],
    ['POST', '/admin/people/1/erase'],
    ['GET', '/admin/dashboard'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await request(app).send(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });
});

describe('GET admin/people', () => {
  it('finds a person by part of their e-mail, their name or their id, paged, account state only', async () => {
    const person = await buildUser(app, { profile: true, prefix: 'findme' });
    const byEmail = await admin().get(`/admin/people?q=${encodeURIComponent(person.email.slice(0, 12).toUpperCase())}`);
    expect(byEmail.statusCode).toBe(200);
    const page = adminPersonPageSchema.parse(byEmail.json());
    expect(page.items.map((p) => p.id)).toContain(person.id);
    const item = page.items.find((p) => p.id === person.id)!;
    expect(item).toEqual({
      id: person.id,
      email: person.email,
      username: person.username,
      display_name: 'Sam Rivers',
      roles: [],
      verified: true,
      suspended: false,
      created_at: expect.any(String),
    });
    const byId = (await admin().get(`/admin/people?q=${person.id}`)).json();
    expect(byId.items[0].id).toBe(person.id);
    const byName = (await admin().get('/admin/people?q=sam%20rivers&perPage=100')).json();
    expect(byName.items.map((p: { id: number }) => p.id)).toContain(person.id);
    // A wildcard typed by the admin is a character, not "everyone".
    expect((await admin().get('/admin/people?q=%25%25%25')).json().totalItems).toBe(0);
  });

  it('pages: perPage and page', async () => {
    for (let i = 0; i < 3; i += 1) await buildUser(app, { prefix: 'pager' });
    const first = (await admin().get('/admin/people?q=pager&perPage=2')).json();
    expect(first).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(first.items).toHaveLength(2);
    const second = (await admin().get('/admin/people?q=pager&perPage=2&page=2')).json();
    expect(second.items).toHaveLength(1);
    const past = (await admin().get('/admin/people?q=pager&perPage=2&page=9')).json();
    expect(past).toMatchObject({ items: [], totalItems: 3 });
  });

  it('is open to support; 403 to a member and to the other roles', async () => {
    const support = await withRole('support');
    expect((await request(app, support.token).get('/admin/people')).statusCode).toBe(200);
    for (const role of ['community_admin', 'upgrade_admin', 'certified_leader', 'coach'] as const) {
      const other = await withRole(role);
      expect((await request(app, other.token).get('/admin/people?q=%00')).statusCode).toBe(403);
    }
    const member = await buildUser(app);
    expect((await request(app, member.token).get('/admin/people')).statusCode).toBe(403);
  });

  it('validates the query', async () => {
    const res = await admin().get(`/admin/people?q=${'x'.repeat(256)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q).toEqual([m.maxLength(255)]);
  });
});

describe('GET admin/people/{id}', () => {
  async function personWithContent() {
    const person = await buildUser(app, { profile: true });
    const friend = await buildUser(app, { profile: true });
    await buildPartnership(app, person, friend);
    const group = await buildGroup(app, friend, 'Tuesday Men');
    await buildMembership(app, group.id, friend, person);
    return person;
  }

  it('gives an ff_admin the account state and the content, and writes the read to the audit log', async () => {
    const person = await personWithContent();
    const res = await admin().get(`/admin/people/${person.id}`);
    expect(res.statusCode).toBe(200);
    const body = adminPersonSchema.parse(res.json());
    expect(body.account).toMatchObject({ configuration_complete: true, suspended_at: null, active_sessions: 1 });
    expect(body.account.verified_on).not.toBeNull();
    expect(body.content).toMatchObject({
      profile: { first_name: 'Sam', last_name: 'Rivers', is_leader: false, is_student: false, is_married: false },
      partner_count: 1,
      groups: [{ name: 'Tuesday Men', role_type: 'member', request_status: 'accepted' }],
      coach_links: [],
      payments: { courses: [], premium: [] },
    });
    const reads = await auditOf(person.id, 'person.content_viewed');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actorId: adminId, targetKind: 'user', targetId: String(person.id) });
  });

  it('gives support the account state only: no content part at all, and no content read logged', async () => {
    const person = await personWithContent();
    const support = await withRole('support');
    const res = await request(app, support.token).get(`/admin/people/${person.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['account', 'created_at', 'display_name', 'email', 'id', 'roles', 'username']);
    expect(res.body).not.toContain('Tuesday Men');
    expect(res.body).not.toContain('first_name');
    expect(await auditOf(person.id, 'person.content_viewed')).toEqual([]);
  });

  it("shows the person's coach links (invited to coach through the coaching area's call)", async () => {
    const person = await buildUser(app, { profile: true });
    expect((await admin().post('/admin/coaches', { email: person.email, meeting_url: null })).statusCode).toBe(201);
    const body = (await admin().get(`/admin/people/${person.id}`)).json();
    expect(body.content.coach_links).toEqual([
      { kind: 'coach', request_status: 'pending', coach_name: null, accepted_clients: 0, subscription_status: null },
    ]);
  });

  it('404 for an unknown id, 422 for one that is not an id', async () => {
    expect((await admin().get('/admin/people/99999999')).statusCode).toBe(404);
    expect((await admin().get('/admin/people/abc')).statusCode).toBe(422);
  });
});

describe('PATCH admin/people/{id}/flags', () => {
  const flagsOf = async (user: TestUser) => (await request(app, user.token).get('/users/profile')).json().profile;

  it('sets only the flags sent, audited with before and after', async () => {
    const person = await buildUser(app, { profile: true });
    const res = await admin().patch(`/admin/people/${person.id}/flags`, { is_leader: true, is_married: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.flagsUpdated);
    expect(res.json().person.content.profile).toMatchObject({ is_leader: true, is_married: true, is_student: false });
    expect(await flagsOf(person)).toMatchObject({ is_leader: true, is_married: true, is_student: false });
    const [row] = await auditOf(person.id, 'user.flags_changed');
    expect(row).toMatchObject({
      actorId: adminId,
      before: { is_leader: false, is_married: false },
      after: { is_leader: true, is_married: true },
    });
  });

  it('validates the body and changes nothing on a refusal', async () => {
    const person = await buildUser(app, { profile: true });
    const empty = await admin().patch(`/admin/people/${person.id}/flags`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toContain('Nothing to change');
    const wrong = await admin().patch(`/admin/people/${person.id}/flags`, { is_leader: 'yes' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.is_leader).toEqual([m.invalid]);
    expect((await admin().patch(`/admin/people/${person.id}/flags`, { is_admin: true })).statusCode).toBe(422);
    const support = await withRole('support');
    expect((await request(app, support.token).patch(`/admin/people/${person.id}/flags`, { is_leader: true })).statusCode).toBe(403);
    expect(await flagsOf(person)).toMatchObject({ is_leader: false, is_married: false, is_student: false });
    expect(await auditOf(person.id, 'user.flags_changed')).toEqual([]);
  });

  it('409 for someone without a profile, 404 for nobody', async () => {
    const person = await buildUser(app, { profile: false });
    const res = await admin().patch(`/admin/people/${person.id}/flags`, { is_student: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.noProfile);
    expect((await admin().patch('/admin/people/99999999/flags', { is_student: true })).statusCode).toBe(404);
  });
});

describe('POST admin/people/{id}/verification-mail', () => {
  it('sends an unverified person a new link (audited); 409 when verified', async () => {
    const person = await buildUser(app, { verified: false, profile: false });
    const before = app.mails.filter((mail) => mail.to === person.email).length;
    const res = await admin().post(`/admin/people/${person.id}/verification-mail`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.verificationSent);
    await lastMailTo(app, person.email);
    expect(app.mails.filter((mail) => mail.to === person.email).length).toBe(before + 1);
    expect(await auditOf(person.id, 'user.verification_resent')).toHaveLength(1);

    const verified = await buildUser(app);
    const again = await admin().post(`/admin/people/${verified.id}/verification-mail`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.alreadyVerified);
  });
});

describe('POST admin/people/{id}/configuration-complete', () => {
  it('marks it complete, audited; a second time is 409 and changes nothing', async () => {
    const person = await buildUser(app, { profile: true });
    await accountsRepository.updateUser(app.db, person.id, { configurationComplete: false });
    const res = await admin().post(`/admin/people/${person.id}/configuration-complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().person.account.configuration_complete).toBe(true);
    expect((await accountsRepository.findUserById(app.db, person.id))!.configurationComplete).toBe(true);
    const [row] = await auditOf(person.id, 'user.configuration_completed');
    expect(row).toMatchObject({ before: { configuration_complete: false }, after: { configuration_complete: true } });
    expect((await admin().post(`/admin/people/${person.id}/configuration-complete`)).statusCode).toBe(409);
    expect(await auditOf(person.id, 'user.configuration_completed')).toHaveLength(1);
  });
});

describe('POST admin/people/{id}/erase', () => {
  const erasedRows = (id: number) =>
    selectRows<{ action: string; actor_id: number; reason: string; target_user_id: number | null }>(
      app.db,
      sql`select action, actor_id, reason, target_user_id from audit_log where target_kind = 'user' and target_id = ${String(id)} and action = 'user.erased'`,
    );

  it('erases the account on request with a reason, in one transaction with its audit row', async () => {
    const person = await buildUser(app, { profile: true });
    const res = await admin().post(`/admin/people/${person.id}/erase`, { reason: 'Asked by mail on 2 December' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.erased);
    expect(await accountsRepository.findUserById(app.db, person.id)).toBeNull();
    expect(await erasedRows(person.id)).toEqual([
      { action: 'user.erased', actor_id: adminId, reason: 'Asked by mail on 2 December', target_user_id: null },
    ]);
    expect((await request(app, person.token).get('/users/profile')).statusCode).toBe(401);
  });

  it('requires a reason; refuses an ff_admin, the admin themselves and support; nothing changes', async () => {
    const person = await buildUser(app);
    const missing = await admin().post(`/admin/people/${person.id}/erase`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual([m.required]);
    const short = await admin().post(`/admin/people/${person.id}/erase`, { reason: 'no' });
    expect(short.json().errors.reason).toEqual([m.minLength(5)]);
    const support = await withRole('support');
    expect((await request(app, support.token).post(`/admin/people/${person.id}/erase`, { reason: 'They asked us' })).statusCode).toBe(403);
    const self = await admin().post(`/admin/people/${adminId}/erase`, { reason: 'Erase myself' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(t.cannotErase);
    const other = await buildUser(app);
    await accountsRepository.assignRole(app.db, other.id, 'ff_admin');
    expect((await admin().post(`/admin/people/${other.id}/erase`, { reason: 'Erase an admin' })).statusCode).toBe(403);
    expect(await accountsRepository.findUserById(app.db, person.id)).not.toBeNull();
    expect(await accountsRepository.findUserById(app.db, other.id)).not.toBeNull();
    expect(await erasedRows(person.id)).toEqual([]);
  });
});

describe('suspension from the console', () => {
  function disconnected(socket: Socket, ms = 2000) {
    return new Promise<string>((resolve, reject) => {
      if (!socket.connected) return resolve('already');
      const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  }

  it('cuts the sessions and the socket at once, audited with the reason; unsuspended, they sign in again', async () => {
    const person = await buildUser(app, { profile: true });
    const socket = await connectSocket(app, person.token);
    const gone = disconnected(socket);
    const res = await admin().post(`/admin/users/${person.id}/suspend`, { reason: 'Spam in the community' });
    expect(res.statusCode).toBe(200);
    await gone;
    expect(socket.connected).toBe(false);
    expect((await request(app, person.token).get('/users/profile')).statusCode).toBe(401);
    await expect(connectSocket(app, person.token)).rejects.toBeTruthy();
    const [row] = await auditOf(person.id, 'user.suspended');
    expect(row).toMatchObject({
      actorId: adminId,
      reason: 'Spam in the community',
      before: { suspended: false },
      after: { suspended: true },
    });
    const state = (await admin().get(`/admin/people/${person.id}`)).json();
    expect(state.account).toMatchObject({ active_sessions: 0, suspended_at: expect.any(String) });

    expect((await admin().post(`/admin/users/${person.id}/unsuspend`, { reason: 'Spoke with them' })).statusCode).toBe(200);
    const [lifted] = await auditOf(person.id, 'user.unsuspended');
    expect(lifted).toMatchObject({ reason: 'Spoke with them', before: { suspended: true }, after: { suspended: false } });
    expect(await login(app, person.email)).toEqual(expect.any(String));
  });

  it('a reason too short is 422 and nothing changes; nobody suspends an ff_admin', async () => {
    const person = await buildUser(app);
    const res = await admin().post(`/admin/users/${person.id}/suspend`, { reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect((await accountsRepository.findUserById(app.db, person.id))!.suspendedAt).toBeNull();
    expect((await admin().post(`/admin/users/${adminId}/suspend`, { reason: 'Suspend myself' })).statusCode).toBe(403);
  });
});

describe('roles: support is grantable, and sees account state only', () => {
  it('grants support (audited before/after); support then reads people but changes nothing', async () => {
    const volunteer = await buildUser(app, { profile: true });
    const res = await admin().put(`/admin/users/${volunteer.id}/roles`, { roles: ['support'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['support']);
    const [row] = await auditOf(volunteer.id, 'user.roles_changed');
    expect(row).toMatchObject({ before: { roles: [] }, after: { roles: ['support'] } });
    const person = await buildUser(app, { profile: true });
    const api = request(app, volunteer.token);
    expect((await api.get(`/admin/people/${person.id}`)).statusCode).toBe(200);
    const seen = await api.get('/admin/dashboard');
    expect(seen.statusCode).toBe(200);
    // Support does not work the review queue: no count of it.
    expect(seen.json().pending_queue).toBeNull();
    expect((await api.put(`/admin/users/${person.id}/roles`, { roles: ['support'] })).statusCode).toBe(403);
    expect((await api.post(`/admin/users/${person.id}/suspend`, { reason: 'Support tries' })).statusCode).toBe(403);
    expect((await api.post(`/admin/people/${person.id}/configuration-complete`)).statusCode).toBe(403);
    expect((await request(app, person.token).get('/users/profile')).json().roles).toEqual([]);

    const back = await admin().put(`/admin/users/${volunteer.id}/roles`, { roles: ['community_admin'] });
    expect(back.json().roles).toEqual(['community_admin']);
    const rows = await auditOf(volunteer.id, 'user.roles_changed');
    expect(rows[1]).toMatchObject({ before: { roles: ['support'] }, after: { roles: ['community_admin'] } });
    expect((await api.get('/admin/people')).statusCode).toBe(403);
  });
});

describe('GET admin/dashboard', () => {
  it('counts new members this week, check-ins and crash reports today, open SOS', async () => {
    const counts = async () => (await admin().get('/admin/dashboard')).json();
    const before = await counts();
    expect(before).toEqual({
      new_members_week: expect.any(Number),
      check_ins_today: expect.any(Number),
      open_sos: expect.any(Number),
      crash_reports_today: expect.any(Number),
      pending_queue: expect.any(Number),
    });
    const a = await buildUser(app, { profile: true });
    const b = await buildUser(app, { profile: true });
    await buildPartnership(app, a, b);
    await buildTodaysCheckIn(app, a);
    await buildCrashReport(app, b);
    const sos = await request(app, a.token).post('/sos', { level: 'pray' });
    expect(sos.statusCode).toBe(201);
    const after = await counts();
    expect(after).toEqual({
      new_members_week: before.new_members_week + 2,
      check_ins_today: before.check_ins_today + 1,
      open_sos: before.open_sos + 1,
      crash_reports_today: before.crash_reports_today + 1,
      pending_queue: before.pending_queue,
    });
    // Counts only: no rows, no names.
    expect(JSON.stringify(after)).not.toContain(a.email);
  });
});
