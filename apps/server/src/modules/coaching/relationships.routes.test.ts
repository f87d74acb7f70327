import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCoachPageSchema,
  clientWriteResponseSchema,
  coachClientViewSchema,
  coachDetailSchema,
  coachingNotificationTypes as types,
  coachingTargets as targets,
  coachingTexts as t,
  relationshipTexts as rt,
} from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildCoach, buildCoachClient, coachingAdmin, setCoachBilling } from '../../test/coaching-fixture';
import { buildUser, type TestUser } from '../../test/factories';
import { connectSocket, createTestApp, lastMailTo, login, request, STRONG_PASSWORD, uniqueUser, type TestApp } from '../../test/harness';

// One app per file (with sockets: a removed client's open pages hear forced_refresh); every test builds its own users.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.app.close());

const api = (u: { token: string } | null) => request(app, u?.token ?? null);

const coachRow = async (id: number) =>
  (
    await selectRows<{ user_id: number | null; email: string; request_status: string; meeting_url: string | null }>(
      app.db,
      sql`select user_id, email, request_status, meeting_url from coaches where id = ${id}`,
    )
  )[0] ?? null;
const clientRow = async (id: number) =>
  (
    await selectRows<{
      coach_id: number;
      user_id: number | null;
      email: string;
      request_status: string;
      check_ins: boolean;
      crash_reports: boolean;
      faster: boolean;
      streaks: boolean;
    }>(
      app.db,
      sql`select coach_id, user_id, email, request_status, check_ins, crash_reports, faster, streaks from coach_users where id = ${id}`,
    )
  )[0] ?? null;
const rolesOf = async (u: TestUser) => ((await api(u).get('/users/profile')).json().roles as { name: string }[]).map((r) => r.name);
const notificationsOf = (u: TestUser) =>
  selectRows<{ title: string; message: string; meta: { type: string; target: string } }>(
    app.db,
    sql`select title, message, meta from notifications where user_id = ${u.id} order by id`,
  );

/** The next `event` a socket hears (or null after a while), and every event it heard meanwhile. */
function heard(socket: Socket) {
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  return {
    events,
    next: (event: string, ms = 3000) =>
      new Promise<unknown>((resolve) => {
        const found = events.find(([e]) => e === event);
        if (found) return resolve(found[1]);
        const timer = setTimeout(() => resolve(null), ms);
        socket.once(event, (payload: unknown) => {
          clearTimeout(timer);
          resolve(payload);
        });
      }),
  };
}

describe('coaching relationships: sign-in', () => {
  it.each([
    ['POST', '/admin/coaches'],
    ['GET', '/admin/coaches'],
    ['GET', '/coach'],
    ['PATCH', '/coach/invitation/accept'],
    ['POST', '/coach/users'],
    ['POST', '/coach/users/1/resend-invitation'],
    ['DELETE', '/coach/users/1'],
    ['GET', '/coach/client'],
    ['POST', '/coach/client/invitation/accept'],
    ['PATCH', '/coach/client/sharing'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('an unverified member is refused (403)', async () => {
    const unverified = await buildUser(app, { verified: false, profile: false });
    expect((await api(unverified).get('/coach')).statusCode).toBe(403);
    expect((await api(unverified).get('/coach/client')).statusCode).toBe(403);
  });
});

describe('who may', () => {
  it('admin/coaches is for ff_admins only: a member gets 403 before the body is read, and nothing is made', async () => {
    const member = await buildUser(app);
    const target = uniqueUser('coach');
    for (const body of [{ email: target.email }, {}, { email: 'not-an-address' }]) {
      const res = await api(member).post('/admin/coaches', body);
      expect(res.statusCode).toBe(403);
    }
    expect((await api(member).get('/admin/coaches')).statusCode).toBe(403);
    expect(await selectRows(app.db, sql`select id from coaches where email = ${target.email}`)).toEqual([]);
  });

  it('a non-coach gets 403 on the coach calls (before validation), and a member who was never invited 404 on GET coach', async () => {
    const member = await buildUser(app);
    expect((await api(member).post('/coach/users', { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await api(member).post('/coach/users', {})).statusCode).toBe(403);
    expect((await api(member).post('/coach/users/1/resend-invitation')).statusCode).toBe(403);
    expect((await api(member).delete('/coach/users/1')).statusCode).toBe(403);
    const mine = await api(member).get('/coach');
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe(t.coachNotFound);
    expect((await api(member).patch('/coach/invitation/accept')).statusCode).toBe(404);
    expect(await rolesOf(member)).not.toContain('coach');
  });

  it('a coach without billing set up, or whose subscription is not open, cannot invite (403 with the reason)', async () => {
    const coach = await buildCoach(app, { billing: false });
    const incomplete = await api(coach).post('/coach/users', { email: uniqueUser().email });
    expect(incomplete.statusCode).toBe(403);
    expect(incomplete.json()).toMatchObject({ message: t.billingIncomplete, code: 'coach_billing_incomplete' });
    await setCoachBilling(app, coach.coachId, 'past_due');
    const failed = await api(coach).post('/coach/users', { email: uniqueUser().email });
    expect(failed.statusCode).toBe(403);
    expect(failed.json()).toMatchObject({ message: t.subscriptionInactive, code: 'coach_subscription_inactive' });
    expect(await selectRows(app.db, sql`select id from coach_users where coach_id = ${coach.coachId}`)).toEqual([]);
  });

  it("another coach's client is 404 to resend and remove, and unchanged", async () => {
    const [mine, theirs, client] = [await buildCoach(app), await buildCoach(app), await buildUser(app)];
    const pending = await buildCoachClient(app, theirs, client, { accept: false });
    for (const res of [
      await api(mine).post(`/coach/users/${pending}/resend-invitation`),
      await api(mine).delete(`/coach/users/${pending}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(t.coachUserNotFound);
    }
    expect(await clientRow(pending)).toMatchObject({ coach_id: theirs.coachId, request_status: 'pending' });
    expect((await api(mine).delete('/coach/users/99999999')).statusCode).toBe(404);
  });

  it("a person answering another's invitation gets 404 and the row is unchanged; they cannot read it either", async () => {
    const [coach, invitee, other] = [await buildCoach(app), await buildUser(app), await buildUser(app)];
    const id = await buildCoachClient(app, coach, invitee, { accept: false });
    for (const status of ['accepted', 'rejected']) {
      const res = await api(other).post('/coach/client/invitation/accept', { coach_user_id: id, status });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(t.coachUserNotFound);
    }
    expect((await api(other).get(`/coach/client?coach_user=${id}`)).statusCode).toBe(404);
    expect((await api(other).get('/coach/client')).statusCode).toBe(404);
    expect(await clientRow(id)).toMatchObject({ user_id: invitee.id, request_status: 'pending' });
    expect(await rolesOf(other)).not.toContain('coach_client');
    // The coach themselves cannot answer for the client either.
    expect((await api(coach).post('/coach/client/invitation/accept', { coach_user_id: id, status: 'accepted' })).statusCode).toBe(404);
  });
});

describe('who becomes a coach', () => {
  it('an admin invites an existing member: a notification and a mail; the member reads the pending record, accepts and holds the coach role', async () => {
    const admin = await coachingAdmin(app);
    const member = await buildUser(app);
    const res = await api(admin).post('/admin/coaches', { email: member.email.toUpperCase(), meeting_url: 'https://meet.example.com/sam' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: t.coachInvited,
      item: { email: member.email, user_id: member.id, request_status: 'pending', is_billing_setup_complete: false, accepted_clients: 0 },
    });
    const coachId = res.json().item.id as number;
    expect(await notificationsOf(member)).toEqual([
      expect.objectContaining({
        meta: expect.objectContaining({ type: types.coachInvited, target: targets.coachInvitation, coach_id: coachId }),
      }),
    ]);
    const mail = await lastMailTo(app, member.email);
    expect(mail?.links).toEqual([`http://app.test${targets.coachInvitation}`]);

    const pending = await api(member).get('/coach');
    expect(pending.statusCode).toBe(200);
    expect(coachDetailSchema.parse(pending.json())).toMatchObject({
      id: coachId,
      user_id: member.id,
      request_status: 'pending',
      meeting_url: 'https://meet.example.com/sam',
      is_billing_setup_complete: false,
      subscription_status: null,
      trial_end: null,
      users: [],
    });
    expect(pending.json().user).toMatchObject({ id: member.id, email: member.email });

    const accepted = await api(member).patch('/coach/invitation/accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(t.coachInvitationUpdated);
    expect(accepted.json().item).toMatchObject({ id: coachId, user_id: member.id, request_status: 'accepted' });
    expect(await rolesOf(member)).toContain('coach');
    // Billing is the next step: the centre stays closed until it is set up.
    const blocked = await api(member).post('/coach/users', { email: uniqueUser().email });
    expect(blocked.json().message).toBe(t.billingIncomplete);
    // Accepting again changes nothing.
    expect((await api(member).patch('/coach/invitation/accept')).statusCode).toBe(200);
    expect(await coachRow(coachId)).toMatchObject({ user_id: member.id, request_status: 'accepted' });
  });

  it('an address with no account gets the registration link; registering through it gives the record to the new account', async () => {
    const admin = await coachingAdmin(app);
    const u = uniqueUser('coach');
    const res = await api(admin).post('/admin/coaches', { email: u.email });
    expect(res.statusCode).toBe(201);
    const coachId = res.json().item.id as number;
    expect(res.json().item).toMatchObject({ user_id: null, request_status: 'pending' });
    const link = new URL((await lastMailTo(app, u.email))!.links[0]!);
    expect(link.pathname).toBe('/invited-user');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ email: u.email, context_type: 'coach', context_id: String(coachId) });

    const registered = await request(app).post('/users/invitation/register', {
      username: u.username,
      email: u.email,
      password: STRONG_PASSWORD,
      token: link.searchParams.get('token'),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().redirect).toEqual({ url: targets.coachInvitation, isExternal: false });
    const token = registered.json().access_token as string;
    const me = (await request(app, token).get('/users/profile')).json();
    expect((await coachRow(coachId))?.user_id).toBe(me.id);
    expect((await request(app, token).get('/coach')).json()).toMatchObject({ id: coachId, user_id: me.id, request_status: 'pending' });
    expect((await request(app, token).patch('/coach/invitation/accept')).statusCode).toBe(200);
    expect(((await request(app, token).get('/users/profile')).json().roles as { name: string }[]).map((r) => r.name)).toContain('coach');
  });

  it('a member who signed up without the link still finds and accepts the invitation of their address', async () => {
    const admin = await coachingAdmin(app);
    const later = uniqueUser('coach');
    const res = await api(admin).post('/admin/coaches', { email: later.email });
    const coachId = res.json().item.id as number;
    // They register the ordinary way, with the invited address.
    expect((await request(app).post('/register', later)).statusCode).toBe(201);
    const verify = (await lastMailTo(app, later.email))!.links[0]!;
    expect((await app.app.inject({ method: 'GET', url: verify.replace('http://app.test', '') })).statusCode).toBe(302);
    const token = await login(app, later.email);
    expect((await request(app, token).get('/coach')).json()).toMatchObject({ id: coachId, request_status: 'pending' });
    expect((await request(app, token).patch('/coach/invitation/accept')).statusCode).toBe(200);
    expect((await coachRow(coachId))?.request_status).toBe('accepted');
  });

  it('an address invited twice (any case) is refused with a clear message, and an account that already coaches too', async () => {
    const admin = await coachingAdmin(app);
    const coach = await buildCoach(app);
    const again = await api(admin).post('/admin/coaches', { email: coach.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.coachAlreadyInvited);
    // The account's address changed since: the account still has its record.
    await selectRows(app.db, sql`update coaches set email = ${'old-' + coach.email} where id = ${coach.coachId}`);
    expect((await api(admin).post('/admin/coaches', { email: coach.email })).statusCode).toBe(409);
    expect(await selectRows(app.db, sql`select id from coaches where user_id = ${coach.id}`)).toHaveLength(1);
  });

  it.each([
    [{}, 'email', m.required],
    [{ email: '  ' }, 'email', m.required],
    [{ email: 'not-an-address' }, 'email', m.email],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', m.email],
    [{ email: 'ok@example.com', meeting_url: 'not a link' }, 'meeting_url', m.invalid],
  ])('POST admin/coaches %o -> 422 on %s', async (body, field, message) => {
    const admin = await coachingAdmin(app);
    const res = await api(admin).post('/admin/coaches', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('GET admin/coaches lists every coach newest first, paged, with their accepted clients', async () => {
    const admin = await coachingAdmin(app);
    const coach = await buildCoach(app);
    await buildCoachClient(app, coach, await buildUser(app));
    await buildCoachClient(app, coach, await buildUser(app), { accept: false });
    const newest = await buildCoach(app, { billing: false });
    const page = await api(admin).get('/admin/coaches?perPage=2');
    expect(page.statusCode).toBe(200);
    const body = adminCoachPageSchema.parse(page.json());
    expect(body.items.map((c) => c.id)).toEqual([newest.coachId, coach.coachId]);
    expect(body.items[1]).toMatchObject({
      request_status: 'accepted',
      is_billing_setup_complete: true,
      subscription_status: 'trialing',
      accepted_clients: 1,
    });
    expect(body).toMatchObject({ page: 1, perPage: 2 });
    expect(body.totalItems).toBeGreaterThanOrEqual(2);
    const past = adminCoachPageSchema.parse((await api(admin).get('/admin/coaches?page=999')).json());
    expect(past.items).toEqual([]);
    expect(past.totalItems).toBe(body.totalItems);
  });
});

describe('who becomes a client', () => {
  it('a coach invites a member: a notification to the accept screen, a mail with accept and reject links; the member sees the coach and accepts with their switches', async () => {
    const coach = await buildCoach(app, { meetingUrl: 'https://meet.example.com/coach' });
    const client = await buildUser(app);
    const res = await api(coach).post('/coach/users', { email: client.email });
    expect(res.statusCode).toBe(201);
    const item = clientWriteResponseSchema.parse(res.json()).item;
    expect(res.json().message).toBe(t.clientInvited);
    // Pending: the coach sees the address they typed, not the account behind it.
    expect(item).toMatchObject({ coach_id: coach.coachId, user_id: null, request_status: 'pending', sharing: null });
    expect(item.user).toMatchObject({ id: null, display_name: client.email, email: client.email });
    expect(await clientRow(item.id)).toMatchObject({ user_id: client.id, request_status: 'pending' });
    expect(await notificationsOf(client)).toEqual([
      expect.objectContaining({
        title: 'Coaching invitation',
        meta: expect.objectContaining({ type: types.clientInvited, target: `/coaching-center/client?coach_user=${item.id}` }),
      }),
    ]);
    const mail = await lastMailTo(app, client.email);
    expect(mail?.links).toEqual([
      `http://app.test/coaching-center/client?coach_user=${item.id}&status=accepted`,
      `http://app.test/coaching-center/client?coach_user=${item.id}&status=rejected`,
    ]);

    const view = await api(client).get(`/coach/client?coach_user=${item.id}`);
    expect(view.statusCode).toBe(200);
    expect(coachClientViewSchema.parse(view.json())).toMatchObject({
      id: item.id,
      coach_id: coach.coachId,
      request_status: 'pending',
      sharing: { check_ins: true, crash_reports: true, faster: true, streaks: true },
      coach: { id: coach.coachId, meeting_url: 'https://meet.example.com/coach', subscription_status: 'trialing', is_open: true },
    });
    expect(view.json().coach.user).toMatchObject({ id: coach.id, display_name: 'Sam Rivers', email: null });
    expect((await api(client).get('/coach/client')).json().id).toBe(item.id);

    const coachSocket = heard(await connectSocket(app, coach.token));
    const accepted = await api(client).post('/coach/client/invitation/accept', {
      coach_user_id: item.id,
      status: 'accepted',
      sharing: { crash_reports: false, streaks: false },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(t.invitationAccepted);
    expect(await clientRow(item.id)).toMatchObject({
      request_status: 'accepted',
      check_ins: true,
      crash_reports: false,
      faster: true,
      streaks: false,
    });
    expect(await rolesOf(client)).toContain('coach_client');
    expect(await coachSocket.next('coaching.clients-changed')).toEqual({ coach_id: coach.coachId });
    expect((await notificationsOf(coach)).at(-1)).toMatchObject({
      title: 'Coaching invitation answered',
      message: 'Sam Rivers accepted your coaching invitation',
      meta: { type: types.clientAnswered, target: targets.centre, coach_id: coach.coachId, coach_user_id: item.id },
    });
    expect((await api(client).get('/coach/client')).json()).toMatchObject({
      request_status: 'accepted',
      sharing: { crash_reports: false },
    });
    // The coach's record lists the client; the same answer again changes nothing.
    expect((await api(coach).get('/coach')).json().users).toEqual([{ id: item.id, request_status: 'accepted' }]);
    expect((await api(client).post('/coach/client/invitation/accept', { coach_user_id: item.id, status: 'accepted' })).statusCode).toBe(
      200,
    );
    expect((await clientRow(item.id))?.crash_reports).toBe(false);
    // The consent source grants the coach what the switches allow.
    const grants = (await app.ctx.consent.grantsFor(coach.id, { ownerId: client.id })).get(client.id);
    expect(grants?.grants).toEqual([
      expect.objectContaining({
        via: 'coach',
        contextId: item.id,
        sharing: { check_ins: true, crash_reports: false, faster: true, streaks: false },
      }),
    ]);
  });

  it('an address with no account gets the registration link; registering attaches the row, which the new member then accepts', async () => {
    const coach = await buildCoach(app);
    const u = uniqueUser('client');
    const res = await api(coach).post('/coach/users', { email: u.email });
    expect(res.statusCode).toBe(201);
    const id = res.json().item.id as number;
    const link = new URL((await lastMailTo(app, u.email))!.links[0]!);
    expect(link.pathname).toBe('/invited-user');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ email: u.email, context_type: 'coaching', context_id: String(id) });
    const registered = await request(app).post('/users/invitation/register', {
      username: u.username,
      email: u.email,
      password: STRONG_PASSWORD,
      token: link.searchParams.get('token'),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().redirect).toEqual({ url: targets.clientAccept(id), isExternal: false });
    const token = registered.json().access_token as string;
    const me = (await request(app, token).get('/users/profile')).json();
    expect(await clientRow(id)).toMatchObject({ user_id: me.id, request_status: 'pending' });
    expect((await request(app, token).get('/coach/client')).json()).toMatchObject({ id, request_status: 'pending' });
    const accepted = await request(app, token).post('/coach/client/invitation/accept', { coach_user_id: id });
    expect(accepted.statusCode).toBe(200);
    expect((await clientRow(id))?.request_status).toBe('accepted');
  });

  it('rejecting: the row is rejected, no role; the coach may invite again, which makes it pending with fresh switches', async () => {
    const [coach, client] = [await buildCoach(app), await buildUser(app)];
    const id = await buildCoachClient(app, coach, client, { accept: false });
    const rejected = await api(client).post('/coach/client/invitation/accept', { coach_user_id: id, status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(t.invitationRejected);
    expect(await clientRow(id)).toMatchObject({ request_status: 'rejected' });
    expect(await rolesOf(client)).not.toContain('coach_client');
    // A rejected invitation is not accepted later: the coach invites again.
    const late = await api(client).post('/coach/client/invitation/accept', { coach_user_id: id, status: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(rt.notPending);
    expect((await api(client).get('/coach/client')).statusCode).toBe(404);
    expect((await api(client).get(`/coach/client?coach_user=${id}`)).json().request_status).toBe('rejected');
    const again = await api(coach).post('/coach/users', { email: client.email });
    expect(again.statusCode).toBe(201);
    expect(again.json().item).toMatchObject({ id, request_status: 'pending' });
    expect(await clientRow(id)).toMatchObject({ request_status: 'pending' });
  });

  it('refuses oneself, an address this coach already invited, and a person who has an accepted coach (nothing is made)', async () => {
    const [coach, other, client, pending] = [await buildCoach(app), await buildCoach(app), await buildUser(app), await buildUser(app)];
    const self = await api(coach).post('/coach/users', { email: coach.email.toUpperCase() });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.email).toEqual([t.cannotCoachYourself]);
    await buildCoachClient(app, other, client);
    const taken = await api(coach).post('/coach/users', { email: client.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(t.hasAnotherCoach);
    await buildCoachClient(app, coach, pending, { accept: false });
    const twice = await api(coach).post('/coach/users', { email: pending.email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(t.clientAlreadyInvited);
    const accepted = await api(other).post('/coach/users', { email: client.email });
    expect(accepted.json().message).toBe(t.clientAlreadyInvited);
    expect(await selectRows(app.db, sql`select id from coach_users where coach_id = ${coach.coachId}`)).toHaveLength(1);
  });

  it.each([
    [{}, m.required],
    [{ email: '' }, m.required],
    [{ email: 'not-an-address' }, m.email],
    [{ email: `${'a'.repeat(250)}@example.com` }, m.email],
  ])('POST coach/users %o -> 422 with the field text', async (body, message) => {
    const coach = await buildCoach(app);
    const res = await api(coach).post('/coach/users', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toContain(message);
    expect(await selectRows(app.db, sql`select id from coach_users where coach_id = ${coach.coachId}`)).toEqual([]);
  });

  it.each([
    [{}, 'coach_user_id'],
    [{ coach_user_id: 'x' }, 'coach_user_id'],
    [{ coach_user_id: 1, status: 'maybe' }, 'status'],
    [{ coach_user_id: 1, sharing: { check_ins: 'yes' } }, 'sharing.check_ins'],
  ])('POST coach/client/invitation/accept %o -> 422 on %s', async (body, field) => {
    const res = await api(await buildUser(app)).post('/coach/client/invitation/accept', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('resend: "Invitation Resent" and the mail again, for pending rows only, a few times an hour', async () => {
    const [coach, client, accepted] = [await buildCoach(app), await buildUser(app), await buildUser(app)];
    const id = await buildCoachClient(app, coach, client, { accept: false });
    await lastMailTo(app, client.email);
    const before = app.mails.filter((x) => x.to === client.email).length;
    const res = await api(coach).post(`/coach/users/${id}/resend-invitation`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.invitationResent);
    await lastMailTo(app, client.email);
    expect(app.mails.filter((x) => x.to === client.email)).toHaveLength(before + 1);
    const acceptedId = await buildCoachClient(app, coach, accepted);
    const done = await api(coach).post(`/coach/users/${acceptedId}/resend-invitation`);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(rt.notPending);
    expect((await api(coach).post(`/coach/users/${id}/resend-invitation`)).statusCode).toBe(200);
    expect((await api(coach).post(`/coach/users/${id}/resend-invitation`)).statusCode).toBe(200);
    const tooMany = await api(coach).post(`/coach/users/${id}/resend-invitation`);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(rt.resendTooSoon);
  });

  it("removing an accepted client: the row and its notes go, the role goes, the client's pages hear forced_refresh and the coach's clients-changed", async () => {
    const [coach, client] = [await buildCoach(app), await buildUser(app)];
    const id = await buildCoachClient(app, coach, client);
    await selectRows(app.db, sql`insert into coach_notes (coach_user_id, note) values (${id}, 'Talked about evenings')`);
    const clientSocket = heard(await connectSocket(app, client.token));
    const coachSocket = heard(await connectSocket(app, coach.token));
    const res = await api(coach).delete(`/coach/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.clientRemoved);
    expect(await clientSocket.next('forced_refresh')).toEqual({ reason: 'coach_removed' });
    expect(await coachSocket.next('coaching.clients-changed')).toEqual({ coach_id: coach.coachId });
    expect(await clientRow(id)).toBeNull();
    expect(await selectRows(app.db, sql`select id from coach_notes where coach_user_id = ${id}`)).toEqual([]);
    expect(await rolesOf(client)).not.toContain('coach_client');
    expect((await api(client).get('/coach/client')).statusCode).toBe(404);
    expect(await app.ctx.consent.viewersOf(client.id)).toEqual(new Map());
    // Gone is gone: a second removal is 404.
    expect((await api(coach).delete(`/coach/users/${id}`)).statusCode).toBe(404);
  });

  it('removing a pending invitation: its registration link stops working; a coach whose payment failed may still remove', async () => {
    const coach = await buildCoach(app);
    const u = uniqueUser('client');
    const id = (await api(coach).post('/coach/users', { email: u.email })).json().item.id as number;
    const token = new URL((await lastMailTo(app, u.email))!.links[0]!).searchParams.get('token');
    await setCoachBilling(app, coach.coachId, 'past_due');
    expect((await api(coach).delete(`/coach/users/${id}`)).statusCode).toBe(200);
    const registered = await request(app).post('/users/invitation/register', {
      username: u.username,
      email: u.email,
      password: STRONG_PASSWORD,
      token,
    });
    expect(registered.statusCode).toBe(422);
  });

  it('a client has one accepted coach: two accepts at once let one through and answer the other 409, never 500', async () => {
    const [a, b, client] = [await buildCoach(app), await buildCoach(app), await buildUser(app)];
    const fromA = await buildCoachClient(app, a, client, { accept: false });
    const fromB = await buildCoachClient(app, b, client, { accept: false });
    const answers = await Promise.all(
      [fromA, fromB].map((id) => api(client).post('/coach/client/invitation/accept', { coach_user_id: id, status: 'accepted' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(t.hasAnotherCoach);
    const rows = await selectRows<{ request_status: string }>(
      app.db,
      sql`select request_status from coach_users where user_id = ${client.id} and request_status = 'accepted'`,
    );
    expect(rows).toHaveLength(1);
    expect(await rolesOf(client)).toContain('coach_client');
  });

  it('sharing: the client changes the switches later (accepted link only); a bad body changes nothing', async () => {
    const [coach, client, pending] = [await buildCoach(app), await buildUser(app), await buildUser(app)];
    const id = await buildCoachClient(app, coach, client, { sharing: { faster: false } });
    expect(await clientRow(id)).toMatchObject({ check_ins: true, faster: false });
    const coachSocket = heard(await connectSocket(app, coach.token));
    const res = await api(client).patch('/coach/client/sharing', { check_ins: false, faster: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: t.sharingUpdated,
      sharing: { check_ins: false, crash_reports: true, faster: true, streaks: true },
    });
    expect(await clientRow(id)).toMatchObject({ check_ins: false, crash_reports: true, faster: true, streaks: true });
    expect(await coachSocket.next('coaching.clients-changed')).toEqual({ coach_id: coach.coachId });
    for (const body of [{}, { check_ins: 'off' }]) {
      expect((await api(client).patch('/coach/client/sharing', body)).statusCode).toBe(422);
    }
    expect(await clientRow(id)).toMatchObject({ check_ins: false, faster: true });
    // A pending invitee has no link to change yet.
    await buildCoachClient(app, coach, pending, { accept: false });
    expect((await api(pending).patch('/coach/client/sharing', { check_ins: false })).statusCode).toBe(404);
  });

  it('a suspended member invited as a client hears nothing, and the coach learns nothing of it', async () => {
    const [coach, client] = [await buildCoach(app), await buildUser(app)];
    await selectRows(app.db, sql`update users set suspended_at = now() where id = ${client.id}`);
    await lastMailTo(app, client.email);
    const before = app.mails.filter((x) => x.to === client.email).length;
    const res = await api(coach).post('/coach/users', { email: client.email });
    expect(res.statusCode).toBe(201);
    await lastMailTo(app, client.email);
    expect(app.mails.filter((x) => x.to === client.email)).toHaveLength(before);
    expect(await notificationsOf(client)).toEqual([]);
  });
});
