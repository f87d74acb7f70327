import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountabilityTexts as t, accountabilityTargets, accountabilityNotificationTypes as types } from '@holdfast/shared/accountability';
import { validationMessages as m } from '@holdfast/shared/validation';
import { listAccessBy } from '../../platform/access-log/access-log';
import { selectRows } from '../../platform/db/client';
import type { PushMessage, PushSender } from '../../platform/push/push';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';

// One app per file; every test builds its own users.
let app: TestApp;
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = { transport: 'log', send: async (userId, message) => void pushes.push({ userId, message }) };
beforeAll(async () => {
  app = await createTestApp({}, { push });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const send = (from: TestUser, body: Record<string, unknown>) => api(from).post('/accountability-partners', body);
const byUser = (from: TestUser, to: TestUser, request_type: 'mutual' | 'standard' = 'standard', extra: Record<string, unknown> = {}) =>
  send(from, { action_type: 'user', request_type, user_id: to.id, ...extra });
const rowsBetween = (a: number, b: number) =>
  selectRows<{ id: number; status: string; request_type: string }>(
    app.db,
    sql`select id, status, request_type from accountability_partners where least(requester_id, recipient_id) = least(${a}::int, ${b}::int) and greatest(requester_id, recipient_id) = greatest(${a}::int, ${b}::int) order by id`,
  );

describe('accountability partners: sign-in', () => {
  it.each([
    ['GET', '/accountability-partners'],
    ['POST', '/accountability-partners'],
    ['GET', '/accountability-partners/count/unique'],
    ['GET', '/accountability-partners/requests'],
    ['GET', '/accountability-partners/lookup?user_id=1'],
    ['GET', '/accountability-partners/system-triggers?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/accountability-partners/digest'],
    ['PUT', '/accountability-partners/digest'],
    ['GET', '/accountability-partners/check-ins/1'],
    ['GET', '/accountability-partners/crash-reports/1'],
    ['GET', '/accountability-partners/1'],
    ['PATCH', '/accountability-partners/1/update-status'],
    ['DELETE', '/accountability-partners/1'],
    ['POST', '/accountability-partners/1/resend-invitation'],
    ['GET', '/accountability-partners/1/sharing'],
    ['PUT', '/accountability-partners/1/sharing'],
    ['GET', '/accountability-partners/1/sharing/preview?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/users/access-log'],
    ['POST', '/users/invitation'],
    ['POST', '/sos'],
    ['GET', '/sos'],
    ['GET', '/sos/1'],
    ['POST', '/sos/1/acknowledge'],
    ['POST', '/sos/1/close'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('an unverified member is refused (403)', async () => {
    const unverified = await buildUser(app, { verified: false, profile: false });
    expect((await api(unverified).get('/accountability-partners')).statusCode).toBe(403);
  });
});

describe('sending a request', () => {
  it('by user: the recipient gets it live, in the bell (tap target requests) and by mail', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await byUser(a, b, 'standard', { message: 'Would you walk with me?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(t.requestSent);
    const item = res.json().item;
    expect(item).toMatchObject({
      user_id: a.id,
      partner_id: b.id,
      mutual_partner_id: null,
      request_status: 'pending',
      request_type: 'standard',
      is_requester: true,
      relationship: 'accountable_for',
      message: 'Would you walk with me?',
    });
    expect(item.partner).toMatchObject({ id: b.id, display_name: 'Sam Rivers' });

    const created = publish.mock.calls.find(([userId, event]) => userId === b.id && event === 'accountability.created');
    expect(created?.[2]).toMatchObject({
      item: { id: item.id, is_requester: false, relationship: 'my_accountable', partner: { id: a.id } },
    });
    publish.mockRestore();

    const theirs = (await api(b).get('/accountability-partners/requests')).json();
    expect(theirs.action_required).toBe(1);
    expect(theirs.items[0]).toMatchObject({ id: item.id, is_requester: false });
    expect((await api(a).get('/accountability-partners/requests')).json()).toMatchObject({
      action_required: 0,
      items: [{ id: item.id, is_requester: true }],
    });

    const bell = (await api(b).get('/notifications')).json().items[0];
    expect(bell.meta).toMatchObject({ type: types.request, target: accountabilityTargets.requests, relationship_id: item.id });
    // Ids only: no title, no body (platform/push).
    expect(pushes.find((p) => p.userId === b.id)?.message).toEqual({
      type: types.request,
      notification_id: bell.id,
      target: '/accountability/requests',
      urgent: false,
    });
    expect((await lastMailTo(app, b.email))?.links).toEqual(['http://app.test/accountability/requests']);
  });

  it.each([
    ['no types', { partner_email: 'a@b.co' }, { action_type: [m.required], request_type: [m.required] }],
    ['no request_type', { action_type: 'email', partner_email: 'a@b.co' }, { request_type: [m.required] }],
    ['by e-mail without partner_email', { action_type: 'email', request_type: 'mutual' }, { partner_email: [m.required] }],
    [
      'an invalid partner_email',
      { action_type: 'email', request_type: 'mutual', partner_email: 'not-an-address' },
      { partner_email: [m.email] },
    ],
    ['by user without user_id', { action_type: 'user', request_type: 'mutual' }, { user_id: [m.required] }],
    ['an unknown request_type', { action_type: 'user', request_type: 'sideways', user_id: 5 }, { request_type: [m.invalid] }],
    [
      'a message over 1000 characters',
      { action_type: 'user', request_type: 'mutual', user_id: 5, message: 'x'.repeat(1001) },
      { message: [m.maxLength(1000)] },
    ],
  ])('%s -> 422 with the spec texts, nothing sent', async (_label, body, errors) => {
    const a = await buildUser(app);
    const res = await send(a, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect((await api(a).get('/accountability-partners/requests')).json().items).toEqual([]);
  });

  it('refuses oneself, by id or by address', async () => {
    const a = await buildUser(app);
    expect((await byUser(a, a)).json().errors).toEqual({ user_id: [t.notYourself] });
    expect((await send(a, { action_type: 'email', request_type: 'mutual', partner_email: a.email.toUpperCase() })).json().errors).toEqual({
      partner_email: [t.notYourself],
    });
  });

  it('an unknown user id is 404 (partner not found)', async () => {
    const a = await buildUser(app);
    const res = await send(a, { action_type: 'user', request_type: 'mutual', user_id: 2_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(t.partnerNotFound);
  });

  it('one pending request per pair, whoever sends it', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    expect((await byUser(a, b)).statusCode).toBe(201);
    const again = await byUser(a, b, 'mutual');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.alreadyPending);
    expect((await byUser(b, a)).statusCode).toBe(409);
    expect(await rowsBetween(a.id, b.id)).toHaveLength(1);
  });

  it('by e-mail to an existing account answers like any address (the partner shows as the address until answered)', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const res = await send(a, { action_type: 'email', request_type: 'mutual', partner_email: b.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({ partner_id: null, partner: { id: null, display_name: b.email, email: b.email } });
    const theirs = (await api(b).get('/accountability-partners/requests')).json();
    expect(theirs.items[0]).toMatchObject({ is_requester: false, partner: { id: a.id } });
  });
});

describe('answering (only the non-requester)', () => {
  it('the requester cannot approve their own request, and nothing changes', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    const res = await api(a).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: t.onlyRecipientAnswers, code: 'not_recipient' });
    expect((await api(a).get(`/accountability-partners/${id}`)).json().request_status).toBe('pending');
  });

  it('validates the status', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    expect((await api(b).patch(`/accountability-partners/${id}/update-status`, {})).json().errors).toEqual({ status: [m.required] });
    expect((await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'pending' })).json().errors).toEqual({
      status: [m.invalid],
    });
  });

  it('accepting a standard request: the recipient holds the requester accountable; lists, counts, event and bell follow', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: t.accepted,
      item: {
        request_status: 'accepted',
        mutual_partner_id: b.id,
        relationship: 'my_accountable',
        shares_with_me: { check_ins: true, crash_reports: true, faster: true, streaks: true },
        i_share: null,
      },
    });
    expect(publish.mock.calls.find(([u, e]) => u === a.id && e === 'accountability.updated')?.[2]).toMatchObject({
      item: { id, request_status: 'accepted', relationship: 'accountable_for' },
    });
    publish.mockRestore();

    const mine = (await api(a).get('/accountability-partners')).json();
    expect(mine.accountable_for.map((p: { partner: { id: number } }) => p.partner.id)).toEqual([b.id]);
    expect(mine.my_accountable).toEqual([]);
    expect(mine.accountable_for[0]).toMatchObject({ i_share: { check_ins: true }, shares_with_me: null });
    const theirs = (await api(b).get('/accountability-partners')).json();
    expect(theirs.my_accountable.map((p: { partner: { id: number } }) => p.partner.id)).toEqual([a.id]);
    expect((await api(a).get('/accountability-partners/count/unique')).json()).toEqual({ count: 1 });
    expect((await api(b).get('/accountability-partners/requests')).json()).toEqual({ items: [], action_required: 0 });
    expect((await api(a).get('/notifications')).json().items[0].meta).toMatchObject({
      type: types.answered,
      target: accountabilityTargets.partners,
    });
  });

  it('a mutual relationship is listed as mutual on both sides', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await buildPartnership(app, a, b, 'mutual');
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = (await api(me).get('/accountability-partners')).json();
      expect(list.mutual.map((p: { partner: { id: number } }) => p.partner.id)).toEqual([other.id]);
      expect(list.mutual[0]).toMatchObject({ shares_with_me: { check_ins: true }, i_share: { check_ins: true } });
    }
  });

  it('a rejected requester cannot ask that person again; the rejecting person still can', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b, 'mutual')).json().item.id;
    const rejected = await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'rejected' });
    expect(rejected.json()).toMatchObject({ message: t.rejected, item: { request_status: 'rejected' } });
    const again = await byUser(a, b, 'standard');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: t.notOpen, code: 'not_open' });
    expect((await send(a, { action_type: 'email', request_type: 'mutual', partner_email: b.email })).statusCode).toBe(403);
    expect((await api(a).get(`/accountability-partners/lookup?user_id=${b.id}`)).json()).toEqual({
      relationship: 'none',
      pending: null,
      can_request: false,
      reason: t.notOpen,
    });
    expect((await api(b).get(`/accountability-partners/lookup?user_id=${a.id}`)).json()).toMatchObject({ can_request: true, reason: null });
    expect((await byUser(b, a, 'standard')).statusCode).toBe(201);
  });

  it('an answered request cannot be answered again', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' });
    const res = await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'rejected' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.alreadyAnswered);
    expect((await api(b).get(`/accountability-partners/${id}`)).json().request_status).toBe('accepted');
  });

  it('two concurrent approvals leave one consistent relationship', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b, 'mutual')).json().item.id;
    const answers = await Promise.all([
      api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' }),
      api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' }),
      api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'rejected' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await rowsBetween(a.id, b.id);
    expect(rows).toHaveLength(1);
    const winner = answers.find((r) => r.statusCode === 200)!.json().item.request_status;
    expect(rows[0]!.status).toBe(winner);
  });

  it('asking to be held accountable in return widens the relationship to mutual (one relationship, same id)', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const { id } = await buildPartnership(app, a, b, 'standard');
    // a is already held by b: a second standard from a is refused; b asking a to hold b is a widening.
    expect((await byUser(a, b, 'standard')).statusCode).toBe(409);
    const widen = await byUser(b, a, 'standard');
    expect(widen.statusCode).toBe(201);
    const res = await api(a).patch(`/accountability-partners/${widen.json().item.id}/update-status`, { status: 'accepted' });
    expect(res.json().item).toMatchObject({ id, request_type: 'mutual', relationship: 'mutual' });
    expect(await rowsBetween(a.id, b.id)).toEqual([{ id, status: 'accepted', request_type: 'mutual' }]);
    expect((await byUser(a, b, 'mutual')).json().message).toBe(t.alreadyPartners);
  });
});

describe("another member's relationship", () => {
  it('is 404 to a stranger, who can neither read, answer, resend, share nor delete it', async () => {
    const [a, b, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const pending = (await byUser(a, b)).json().item.id;
    const { id } = await buildPartnership(app, a, await buildUser(app), 'mutual');
    const s = api(stranger);
    for (const res of [
      await s.get(`/accountability-partners/${id}`),
      await s.get(`/accountability-partners/${id}/sharing`),
      await s.put(`/accountability-partners/${id}/sharing`, { check_ins: false }),
      await s.get(`/accountability-partners/${id}/sharing/preview?startDate=2026-11-01&endDate=2026-11-30`),
      await s.patch(`/accountability-partners/${pending}/update-status`, { status: 'accepted' }),
      await s.post(`/accountability-partners/${pending}/resend-invitation`),
      await s.delete(`/accountability-partners/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(a.username);
    }
    expect((await api(a).get(`/accountability-partners/${id}`)).json()).toMatchObject({
      request_status: 'accepted',
      shares_with_me: { check_ins: true },
    });
    expect((await api(b).get(`/accountability-partners/${pending}`)).json().request_status).toBe('pending');
    expect((await s.get('/accountability-partners')).json()).toEqual({ mutual: [], my_accountable: [], accountable_for: [] });
  });
});

describe('removing', () => {
  it('either side ends it; the other is told live and in the bell', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const { id } = await buildPartnership(app, a, b, 'mutual');
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(b).delete(`/accountability-partners/${id}`);
    expect(res.json()).toEqual({ message: t.removed });
    expect(publish).toHaveBeenCalledWith(a.id, 'accountability.removed', { id });
    publish.mockRestore();
    expect((await api(a).get('/accountability-partners')).json().mutual).toEqual([]);
    expect((await api(a).get(`/accountability-partners/${id}`)).statusCode).toBe(404);
    expect((await api(a).get('/notifications')).json().items[0].meta).toMatchObject({
      type: types.removed,
      target: accountabilityTargets.partners,
    });
    expect((await api(a).delete(`/accountability-partners/${id}`)).statusCode).toBe(404);
  });

  it('the requester withdraws a pending request', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    expect((await api(a).delete(`/accountability-partners/${id}`)).statusCode).toBe(200);
    expect((await api(b).get('/accountability-partners/requests')).json().items).toEqual([]);
  });
});

describe('resending', () => {
  it('only the requester, only while pending, a few times an hour', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const id = (await byUser(a, b)).json().item.id;
    const refused = await api(b).post(`/accountability-partners/${id}/resend-invitation`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.onlyRequesterResends);
    for (let i = 0; i < 3; i++)
      expect((await api(a).post(`/accountability-partners/${id}/resend-invitation`)).json()).toEqual({ message: t.invitationResent });
    const limited = await api(a).post(`/accountability-partners/${id}/resend-invitation`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(t.resendTooSoon);
    await api(b).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' });
    const after = await api(a).post(`/accountability-partners/${id}/resend-invitation`);
    expect(after.statusCode).toBe(409);
  });
});

describe('sharing (consent) and the digest switch', () => {
  it('is all on by default, changes per switch, and refuses an empty change', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const { id } = await buildPartnership(app, a, b, 'standard');
    const sharing = (await api(a).get(`/accountability-partners/${id}/sharing`)).json();
    expect(sharing).toMatchObject({
      relationship_id: id,
      applies: true,
      partner: { id: b.id },
      sharing: { check_ins: true, crash_reports: true, faster: true, streaks: true },
    });
    expect((await api(a).put(`/accountability-partners/${id}/sharing`, {})).statusCode).toBe(422);
    expect((await api(a).put(`/accountability-partners/${id}/sharing`, { faster: 'no' })).json().errors).toEqual({ faster: [m.invalid] });
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const changed = (await api(a).put(`/accountability-partners/${id}/sharing`, { crash_reports: false })).json();
    expect(changed.sharing).toEqual({ check_ins: true, crash_reports: false, faster: true, streaks: true });
    expect(publish.mock.calls.find(([u, e]) => u === b.id && e === 'accountability.updated')?.[2]).toMatchObject({
      item: { shares_with_me: { crash_reports: false } },
    });
    publish.mockRestore();
    // Check-ins off takes FASTER with it.
    expect((await api(a).put(`/accountability-partners/${id}/sharing`, { check_ins: false })).json().sharing).toMatchObject({
      check_ins: false,
      faster: false,
    });
    // b holds a accountable: b's own choices wait until b's data is seen.
    expect((await api(b).get(`/accountability-partners/${id}/sharing`)).json().applies).toBe(false);
  });

  it("a partner's streaks are logged in the owner's access log (one line a day), and not read once they stop sharing them", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const { id } = await buildPartnership(app, a, b, 'standard');
    const logged = () => listAccessBy(app.db, b.id, a.id);
    // a asked b to hold them accountable: b sees a's streaks; a sees none of b's.
    const seen = (await api(b).get(`/accountability-partners/${id}`)).json();
    expect(seen.streaks).toMatchObject({ purity_streak: expect.any(Number), checkin_streak: expect.any(Number) });
    await api(b).get(`/accountability-partners/${id}`);
    expect((await logged()).map((r) => [r.kind, r.via])).toEqual([['streaks', 'partner']]);
    expect((await api(a).get(`/accountability-partners/${id}`)).json().streaks).toBeNull();
    expect(await listAccessBy(app.db, a.id, b.id)).toEqual([]);
    await api(a).put(`/accountability-partners/${id}/sharing`, { streaks: false });
    await app.db.execute(sql`delete from access_log where viewer_id = ${b.id}`);
    expect((await api(b).get(`/accountability-partners/${id}`)).json().streaks).toBeNull();
    expect(await logged()).toEqual([]);
  });

  it('the digest is on until turned off', async () => {
    const a = await buildUser(app);
    expect((await api(a).get('/accountability-partners/digest')).json()).toEqual({ enabled: true });
    expect((await api(a).put('/accountability-partners/digest', { enabled: false })).json()).toEqual({ enabled: false });
    expect((await api(a).get('/accountability-partners/digest')).json()).toEqual({ enabled: false });
    expect((await api(a).put('/accountability-partners/digest', {})).json().errors).toEqual({ enabled: [m.required] });
  });
});
