import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messagingRequestListSchema,
  messagingRequestTexts as rt,
  messagingTexts as t,
  type MessagingRequest,
} from '@holdfast/shared/messaging';
import { buildGroup, buildMembership, buildPartnership, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { spyOnRealtime } from '../../test/realtime-spy';
import { buildCommunityMember } from '../../test/community-factories';

// One app per file; every test builds its own users.
let app: TestApp;
// Community chats need community members at both ends (the community's gate): every user here is one.
const member = () => buildCommunityMember(app);
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const chatWith = (u: TestUser) => `/users/community-messaging/${u.id}/messages`;

async function ask(from: TestUser, to: TestUser) {
  const res = await api(from).post('/messaging-requests', { user_type: 'community', to_user_id: to.id });
  expect(res.statusCode).toBe(201);
  return res.json().item as MessagingRequest;
}
async function requestsOf(u: TestUser, query = '') {
  const res = await api(u).get(`/messaging-requests${query}`);
  expect(res.statusCode).toBe(200);
  return messagingRequestListSchema.parse(res.json()).items;
}

describe('messaging requests and blocking: sign-in', () => {
  it.each([
    ['GET', '/messaging-requests'],
    ['POST', '/messaging-requests'],
    ['PATCH', '/messaging-requests/1/request-status'],
    ['PATCH', '/messaging-requests/1/archive-state'],
    ['GET', '/messages/message-blocking'],
    ['POST', '/messages/message-blocking'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    expect((await api(null).send(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });
});

describe('community requests', () => {
  it('only the recipient accepts; accepting opens the chat both ways and tells the sender', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const spy = spyOnRealtime(app.ctx.realtime);
    const req = await ask(a, b);
    expect(req).toMatchObject({
      from_user_id: a.id,
      to_user_id: b.id,
      user_type: 'community',
      request_status: 'pending',
      from_user_archived: false,
    });
    expect(spy.calls().filter(([u, e]) => u === b.id && e === 'messaging-request.created')).toHaveLength(1);
    // Asking again answers the same request.
    const again = await api(a).post('/messaging-requests', { user_type: 'community', to_user_id: b.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().item.id).toBe(req.id);
    expect((await requestsOf(b, '?user_type=community')).map((r) => r.id)).toEqual([req.id]);
    expect(await requestsOf(b, '?user_type=partner')).toEqual([]);
    expect(await requestsOf(stranger)).toEqual([]);
    // The sender cannot answer their own request; a stranger does not see it.
    expect((await api(a).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' })).statusCode).toBe(403);
    expect((await api(stranger).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' })).statusCode).toBe(404);
    expect((await api(b).get(chatWith(a))).statusCode).toBe(403);
    const accepted = await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: t.toasts.statusUpdated, item: { request_status: 'accepted' } });
    expect(spy.calls().filter(([u, e]) => u === a.id && e === 'messaging-request.updated')).toHaveLength(1);
    spy.restore();
    expect((await api(b).post(chatWith(a), { message: 'Happy to talk' })).statusCode).toBe(201);
    expect((await api(a).get(chatWith(b))).json().items.map((i: { message: string }) => i.message)).toEqual(['Happy to talk']);
    // Answered once.
    expect((await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'rejected' })).json().message).toBe(
      rt.alreadyAnswered,
    );
    expect((await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'maybe' })).statusCode).toBe(422);
  });

  it('a rejected request keeps the chat closed for both', async () => {
    const [a, b] = [await member(), await member()];
    const req = await ask(a, b);
    await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'rejected' });
    expect((await api(a).post(chatWith(b), { message: 'please' })).statusCode).toBe(403);
    expect((await api(b).get(chatWith(a))).statusCode).toBe(403);
    expect((await api(a).get('/messages-info')).json().items).toEqual([]);
  });

  it("archiving hides the chat for the archiver only, and only once accepted; a stranger can't", async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const req = await ask(a, b);
    const early = await api(a).patch(`/messaging-requests/${req.id}/archive-state`, { is_archived: true });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(rt.deleteNeedsAccepted);
    await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' });
    await api(b).post(chatWith(a), { message: 'hello' });
    expect((await api(stranger).patch(`/messaging-requests/${req.id}/archive-state`, { is_archived: true })).statusCode).toBe(404);
    const archived = await api(a).patch(`/messaging-requests/${req.id}/archive-state`, { is_archived: true });
    expect(archived.json().item).toMatchObject({ from_user_archived: true, to_user_archived: false });
    expect((await api(a).get('/messages-info')).json().items).toEqual([]);
    expect((await api(b).get('/messages-info')).json().items).toHaveLength(1);
    // A new message brings the chat back.
    await api(b).post(chatWith(a), { message: 'still there?' });
    expect((await api(a).get('/messages-info')).json().total).toBe(2);
  });

  it('partner and group-member chat entries are accepted at once; strangers cannot make them', async () => {
    const [a, b, c, stranger] = [await member(), await member(), await member(), await member()];
    const rel = await buildPartnership(app, a, b);
    const res = await api(a).post('/messaging-requests', { user_type: 'partner', accountability_id: rel.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      user_type: 'partner',
      request_status: 'accepted',
      accountability_id: rel.id,
      to_user_id: b.id,
    });
    expect((await api(stranger).post('/messaging-requests', { user_type: 'partner', accountability_id: rel.id })).statusCode).toBe(404);
    const group = await buildGroup(app, a);
    const cId = await buildMembership(app, group.id, a, c);
    const gm = await api(a).post('/messaging-requests', { user_type: 'group-member', member_id: cId });
    expect(gm.json().item).toMatchObject({ user_type: 'group-member', request_status: 'accepted', member_id: cId, to_user_id: c.id });
    expect((await api(stranger).post('/messaging-requests', { user_type: 'group-member', member_id: cId })).statusCode).toBe(404);
    expect((await api(a).post('/messaging-requests', { user_type: 'elsewhere', to_user_id: b.id })).statusCode).toBe(422);
    expect((await api(a).post('/messaging-requests', { user_type: 'community', to_user_id: 999999 })).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('a block hides the chat and refuses messages both ways', async () => {
    const [a, b] = [await member(), await member()];
    const req = await ask(a, b);
    await api(b).patch(`/messaging-requests/${req.id}/request-status`, { status: 'accepted' });
    await api(a).post(chatWith(b), { message: 'hi' });
    const blocked = await api(b).post('/messages/message-blocking', { blocked_user_id: a.id });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({ message: t.toasts.userBlocked, item: { blocked_user_id: a.id } });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await api(from).post(chatWith(to), { message: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(t.blocked);
    }
    expect((await api(a).get('/messages-info')).json().items).toEqual([]);
    expect((await api(b).get('/messages-info')).json().items).toEqual([]);
    expect(await requestsOf(a)).toEqual([]);
    expect(
      (await api(b).get('/messages/message-blocking')).json().items.map((i: { blocked_user_id: number }) => i.blocked_user_id),
    ).toEqual([a.id]);
    expect((await api(a).get('/messages/message-blocking')).json().items).toEqual([]);
    // Blocking twice is one block; a new request is refused.
    expect((await api(b).post('/messages/message-blocking', { blocked_user_id: a.id })).statusCode).toBe(201);
    expect((await api(a).post('/messaging-requests', { user_type: 'community', to_user_id: b.id })).json().message).toBe(t.blocked);
  });

  it('is not offered for a partner or a member of my groups (spec 3 section 6), nor for oneself', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await buildPartnership(app, a, b);
    const res = await api(a).post('/messages/message-blocking', { blocked_user_id: b.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(rt.cannotBlock);
    const group = await buildGroup(app, a);
    await buildMembership(app, group.id, a, c);
    expect((await api(c).post('/messages/message-blocking', { blocked_user_id: a.id })).json().message).toBe(rt.cannotBlock);
    expect((await api(a).post('/messages/message-blocking', { blocked_user_id: a.id })).statusCode).toBe(403);
    expect((await api(a).post('/messages/message-blocking', { blocked_user_id: 999999 })).statusCode).toBe(404);
    expect((await api(a).post('/messages/message-blocking', {})).statusCode).toBe(422);
    expect((await api(a).get('/messages/message-blocking')).json().items).toEqual([]);
  });
});
