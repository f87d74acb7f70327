import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountabilityNotificationTypes as types, sosTexts as t } from '@holdfast/shared/accountability';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { PushMessage, PushSender } from '../../platform/push/push';
import { buildGroup, buildMembership, buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

let app: TestApp;
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = { transport: 'log', send: async (userId, message) => void pushes.push({ userId, message }) };
beforeAll(async () => {
  app = await createTestApp({ MAIL_RECIPIENT_LIMIT: 100 }, { push });
});
afterAll(() => app.app.close());
afterEach(() => vi.useRealTimers());

const api = (u: TestUser) => request(app, u.token);
/** The SOS mails `u` received. */
const mailsTo = async (u: TestUser) => {
  await app.ctx.jobs.idle();
  return app.mails.filter((x) => x.to === u.email.toLowerCase() && (x.subject === t.mailSubject || x.subject === t.mailSubjectAgain));
};

/**
 * A member with: `mutual` (sees the member's data), `holder` (holds the member accountable), and
 * `held` (the member holds them accountable: `held` does not see the member's data).
 */
async function circle() {
  const [member, mutual, holder, held] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
  await buildPartnership(app, member, mutual, 'mutual');
  await buildPartnership(app, member, holder, 'standard');
  await buildPartnership(app, held, member, 'standard');
  return { member, mutual, holder, held };
}

/** Moves the clock (Date only) and runs the jobs due then, as the worker would. */
async function at(ms: number) {
  // Nothing in flight while the clock jumps (a running job's lease would seem to have run out).
  await app.ctx.jobs.idle();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
  await app.ctx.jobs.runDue(new Date());
  await app.ctx.jobs.idle();
}

describe('SOS', () => {
  it('reaches everyone who sees the member’s data: live, urgent in the bell and push, and by a neutral mail', async () => {
    const { member, mutual, holder, held } = await circle();
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(member).post('/sos', { level: 'call', phone: '+1 555 0100', message: 'Hard night' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(t.sent);
    const sos = res.json().item;
    expect(sos).toMatchObject({
      level: 'call',
      level_label: 'Call me now',
      phone: '+1 555 0100',
      status: 'open',
      is_mine: true,
      recipients: 2,
      acknowledged_by: null,
      escalated_at: null,
    });
    const told = publish.mock.calls
      .filter(([, e]) => e === 'sos.created')
      .map(([u]) => u)
      .sort();
    expect(told).toEqual([mutual.id, holder.id].sort());
    publish.mockRestore();
    for (const u of [mutual, holder]) {
      const bell = (await api(u).get('/notifications')).json().items[0];
      expect(bell).toMatchObject({ title: t.notificationTitle, meta: { type: types.sos, target: `/sos/${sos.id}`, sos_id: sos.id } });
      expect(pushes.find((p) => p.userId === u.id && p.message.type === types.sos)?.message.urgent).toBe(true);
      const mails = await mailsTo(u);
      expect(mails.at(-1)).toMatchObject({ subject: t.mailSubject, links: [`http://app.test/sos/${sos.id}`] });
      expect((await api(u).get('/sos')).json().received.map((s: { id: number }) => s.id)).toEqual([sos.id]);
    }
    expect((await api(held).get(`/sos/${sos.id}`)).statusCode).toBe(404);
    expect((await api(held).get('/sos')).json().received).toEqual([]);
    expect((await api(member).get('/sos')).json().mine).toMatchObject({ id: sos.id, status: 'open' });
  });

  it('validates the level and the phone', async () => {
    const { member } = await circle();
    expect((await api(member).post('/sos', {})).json().errors).toEqual({ level: [m.required] });
    expect((await api(member).post('/sos', { level: 'scream' })).json().errors).toEqual({ level: [m.invalid] });
    expect((await api(member).post('/sos', { level: 'text', phone: 'later' })).json().errors).toEqual({ phone: [m.invalid] });
    expect((await api(member).get('/sos')).json().mine).toBeNull();
  });

  it('needs someone to tell', async () => {
    const alone = await buildUser(app);
    const res = await api(alone).post('/sos', { level: 'pray' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: t.nobodyToTell, code: 'no_recipients' });
  });

  it('without a partner it reaches the leaders of the groups the member shares data with, at once; not the members, nor groups they do not share with', async () => {
    const [member, owner, co, fellow, otherOwner] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, co, { role: 'group-leader' });
    await buildMembership(app, group.id, owner, fellow, { share: true });
    const quiet = await buildGroup(app, otherOwner, 'Not shared with');
    await buildMembership(app, quiet.id, otherOwner, member);
    // Accepted but not sharing: nobody to tell yet.
    const memberRow = await buildMembership(app, group.id, owner, member);
    expect((await api(member).post('/sos', { level: 'pray' })).statusCode).toBe(409);
    expect((await api(member).put(`/groups/${group.id}/members/${memberRow}`, { share_data: true })).statusCode).toBe(200);

    const res = await api(member).post('/sos', { level: 'text', message: 'Please' });
    expect(res.statusCode).toBe(201);
    const sos = res.json().item;
    expect(sos.recipients).toBe(2);
    for (const leader of [owner, co]) {
      expect((await mailsTo(leader)).map((x) => x.subject)).toEqual([t.mailSubject]);
      expect((await api(leader).get(`/sos/${sos.id}`)).json()).toMatchObject({ id: sos.id, is_mine: false, message: 'Please' });
    }
    for (const outsider of [fellow, otherOwner]) {
      expect(await mailsTo(outsider)).toEqual([]);
      expect((await api(outsider).get(`/sos/${sos.id}`)).statusCode).toBe(404);
    }
    expect((await api(co).post(`/sos/${sos.id}/acknowledge`)).json().item).toMatchObject({ status: 'acknowledged' });
  });

  it('escalated, it also reaches the leaders of the groups the member shares data with; the first round went to the partners only', async () => {
    const { member, mutual, holder } = await circle();
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, member, { share: true });
    const sos = (await api(member).post('/sos', { level: 'call' })).json().item;
    expect(sos.recipients).toBe(2);
    expect(await mailsTo(owner)).toEqual([]);
    expect((await api(owner).get(`/sos/${sos.id}`)).statusCode).toBe(404);
    await at(16 * 60_000);
    const seen = (await api(member).get(`/sos/${sos.id}`)).json();
    expect(seen).toMatchObject({ recipients: 3, status: 'open' });
    expect(seen.escalated_at).not.toBeNull();
    expect((await mailsTo(owner)).map((x) => x.subject)).toEqual([t.mailSubjectAgain]);
    for (const u of [mutual, holder]) expect((await mailsTo(u)).map((x) => x.subject)).toEqual([t.mailSubject, t.mailSubjectAgain]);
    const bell = (await api(owner).get('/notifications')).json().items[0];
    expect(bell.meta).toMatchObject({ type: types.sos, sos_id: sos.id });
    expect((await api(owner).post(`/sos/${sos.id}/acknowledge`)).statusCode).toBe(200);
  });

  it('one open at a time', async () => {
    const { member } = await circle();
    const first = (await api(member).post('/sos', { level: 'pray' })).json().item;
    const second = await api(member).post('/sos', { level: 'text' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: t.alreadyOpen, code: 'sos_open', sos_id: first.id });
    await api(member).post(`/sos/${first.id}/close`);
    expect((await api(member).post('/sos', { level: 'text' })).statusCode).toBe(201);
  });

  it('is rate-limited', async () => {
    const { member } = await circle();
    for (let i = 0; i < 5; i++) {
      const sent = (await api(member).post('/sos', { level: 'pray' })).json().item;
      await api(member).post(`/sos/${sent.id}/close`);
    }
    const res = await api(member).post('/sos', { level: 'pray' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(t.tooMany);
  });

  it("the first 'I'm here' wins; the member sees who and when", async () => {
    const { member, mutual, holder } = await circle();
    const sos = (await api(member).post('/sos', { level: 'text' })).json().item;
    expect((await api(member).post(`/sos/${sos.id}/acknowledge`)).statusCode).toBe(403);
    const [one, two] = await Promise.all([api(holder).post(`/sos/${sos.id}/acknowledge`), api(mutual).post(`/sos/${sos.id}/acknowledge`)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? holder : mutual;
    const loser = one.statusCode === 200 ? two : one;
    expect(loser.json()).toMatchObject({ message: t.alreadyAcknowledged, code: 'sos_acknowledged' });
    const seen = (await api(member).get(`/sos/${sos.id}`)).json();
    expect(seen).toMatchObject({ status: 'acknowledged', acknowledged_by: { id: winner.id, display_name: 'Sam Rivers' } });
    expect(Date.parse(seen.acknowledged_at)).toBeGreaterThan(0);
    expect((await api(member).get('/notifications')).json().items[0].meta).toMatchObject({ type: types.sosAcknowledged, sos_id: sos.id });
    // Acknowledged, it no longer blocks a new one.
    expect((await api(member).post('/sos', { level: 'pray' })).statusCode).toBe(201);
  });

  it('a stranger can neither read, acknowledge nor close it', async () => {
    const { member } = await circle();
    const stranger = await buildUser(app);
    const sos = (await api(member).post('/sos', { level: 'pray', message: 'private words' })).json().item;
    for (const res of [
      await api(stranger).get(`/sos/${sos.id}`),
      await api(stranger).post(`/sos/${sos.id}/acknowledge`),
      await api(stranger).post(`/sos/${sos.id}/close`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private words');
    }
    expect((await api(member).get(`/sos/${sos.id}`)).json().status).toBe('open');
  });

  it('not acknowledged within 15 minutes: sent again to the same people and marked escalated', async () => {
    const { member, mutual, holder, held } = await circle();
    const sos = (await api(member).post('/sos', { level: 'call' })).json().item;
    await app.ctx.jobs.idle();
    const before = (await mailsTo(mutual)).length;
    await at(14 * 60_000);
    expect((await api(member).get(`/sos/${sos.id}`)).json().escalated_at).toBeNull();
    await at(2 * 60_000);
    const seen = (await api(member).get(`/sos/${sos.id}`)).json();
    expect(seen.escalated_at).not.toBeNull();
    expect(seen.status).toBe('open');
    for (const u of [mutual, holder]) expect((await mailsTo(u)).at(-1)).toMatchObject({ subject: t.mailSubjectAgain });
    expect((await mailsTo(mutual)).length).toBe(before + 1);
    expect(await mailsTo(held)).toEqual([]);
    // Once only.
    await at(30 * 60_000);
    expect((await mailsTo(mutual)).length).toBe(before + 1);
  });

  it('an acknowledged or closed SOS is not escalated', async () => {
    const { member, mutual } = await circle();
    const acked = (await api(member).post('/sos', { level: 'text' })).json().item;
    await api(mutual).post(`/sos/${acked.id}/acknowledge`);
    const closedMember = (await circle()).member;
    const closed = (await api(closedMember).post('/sos', { level: 'pray' })).json().item;
    expect((await api(closedMember).post(`/sos/${closed.id}/close`)).json()).toMatchObject({
      message: t.closed,
      item: { status: 'closed' },
    });
    expect((await api(closedMember).post(`/sos/${closed.id}/close`)).statusCode).toBe(409);
    await at(20 * 60_000);
    expect((await api(member).get(`/sos/${acked.id}`)).json().escalated_at).toBeNull();
    expect((await api(closedMember).get(`/sos/${closed.id}`)).json().escalated_at).toBeNull();
  });

  it('only the member closes it', async () => {
    const { member, mutual } = await circle();
    const sos = (await api(member).post('/sos', { level: 'pray' })).json().item;
    expect((await api(mutual).post(`/sos/${sos.id}/close`)).statusCode).toBe(403);
    expect((await api(member).get(`/sos/${sos.id}`)).json().status).toBe('open');
  });
});
