import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushSender } from '../../platform/push/push';
import { buildCrashReport, buildGroup, buildMembership, buildPartnership, buildTodaysCheckIn, type TestUser } from '../../test/factories';
import { connectSocket, createTestApp, request, type TestApp } from '../../test/harness';
import { JOB_SYSTEM_MESSAGE } from './system-messages';
import { buildCommunityMember } from '../../test/community-factories';

// One app per file (with realtime on, to see who has an open socket); every test builds its own users.
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = {
  transport: 'log',
  send: async (userId, message) => void pushes.push({ userId, message }),
};
let app: TestApp;
// Community chats need community members at both ends (the community's gate): every user here is one.
const member = () => buildCommunityMember(app);
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true, push });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const redirect = async (viewer: TestUser, other: { id: number }) => {
  const res = await api(viewer).get(`/messages/redirect/user/${other.id}`);
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
};

describe('redirect: sign-in and input', () => {
  it('401 without a token; 404 for an unknown person; 422 for an unknown type', async () => {
    expect((await api(null).get('/messages/redirect/user/1')).statusCode).toBe(401);
    const me = await member();
    expect((await api(me).get('/messages/redirect/user/999999')).statusCode).toBe(404);
    expect((await api(me).get('/messages/redirect/coach/1')).statusCode).toBe(422);
    expect(await redirect(me, me)).toBe('/messages');
  });
});

describe('redirect rules in priority order (spec 3 section 4)', () => {
  it('partner, then group member, then community request, then the community chat; blocked goes to the list', async () => {
    const [me, partner, fellow, asker, asked, stranger, blocked] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    // A partner who is also in my group: the partner chat wins.
    const rel = await buildPartnership(app, me, partner);
    const group = await buildGroup(app, me);
    await buildMembership(app, group.id, me, partner);
    const fellowId = await buildMembership(app, group.id, me, fellow);
    expect(await redirect(me, partner)).toBe(`/messages/partners/${rel.id}`);
    expect(await redirect(me, fellow)).toBe(`/messages/groups/${group.id}/members/${fellowId}`);
    // A request someone else sent me and I have not answered: the list; one I sent: the chat.
    await api(asker).post('/messaging-requests', { user_type: 'community', to_user_id: me.id });
    expect(await redirect(me, asker)).toBe('/messages');
    expect(await redirect(asker, me)).toBe(`/messages/community-user/${me.id}`);
    await api(me).post('/messaging-requests', { user_type: 'community', to_user_id: asked.id });
    expect(await redirect(me, asked)).toBe(`/messages/community-user/${asked.id}`);
    expect(await redirect(me, stranger)).toBe(`/messages/community-user/${stranger.id}`);
    await api(blocked).post('/messages/message-blocking', { blocked_user_id: me.id });
    expect(await redirect(me, blocked)).toBe('/messages');
  });
});

describe('push when the recipient has no open socket', () => {
  it('queues a push with ids only for the offline recipient, none for one with a socket open, none to the sender', async () => {
    const [a, b] = [await member(), await member()];
    const rel = await buildPartnership(app, a, b);
    await app.ctx.jobs.idle();
    pushes.length = 0;
    const sent = await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'A secret only b should read' });
    expect(sent.statusCode).toBe(201);
    await app.ctx.jobs.idle();
    expect(pushes).toEqual([
      {
        userId: b.id,
        message: {
          type: 'message.created',
          notification_id: sent.json().item.id,
          target: `/messages/partners/${rel.id}`,
          urgent: false,
          collapse: `chat-${sent.json().item.conversation_id}`,
        },
      },
    ]);
    expect(JSON.stringify(pushes)).not.toContain('secret');
    // b opens the app: the message arrives on the socket, and no push is sent.
    const socket = await connectSocket(app, b.token);
    const arrived = new Promise<{ chat: unknown; message: { message: string } }>((r) => socket.on('message.created', r));
    pushes.length = 0;
    await api(a).post(`/accountability-partners/${rel.id}/messages`, { message: 'are you there?' });
    expect(await arrived).toMatchObject({ chat: { type: 'partner', partner_id: rel.id }, message: { message: 'are you there?' } });
    await app.ctx.jobs.idle();
    expect(pushes).toEqual([]);
  });

  it('group chats push each offline accepted member with the group page; the group-member chat names the sender', async () => {
    const [owner, m1, m2] = [await member(), await member(), await member()];
    const group = await buildGroup(app, owner);
    const m1Id = await buildMembership(app, group.id, owner, m1);
    const m2Id = await buildMembership(app, group.id, owner, m2);
    await app.ctx.jobs.idle();
    pushes.length = 0;
    await api(m1).post(`/groups/${group.id}/messages`, { message: 'hi all' });
    await app.ctx.jobs.idle();
    expect(pushes.map((p) => [p.userId, p.message.target]).sort()).toEqual(
      [
        [owner.id, `/messages/groups/${group.id}`],
        [m2.id, `/messages/groups/${group.id}`],
      ].sort(),
    );
    pushes.length = 0;
    await api(m2).post(`/groups/${group.id}/members/${m1Id}/messages`, { message: 'just you' });
    await app.ctx.jobs.idle();
    expect(pushes.map((p) => [p.userId, p.message.target])).toEqual([[m1.id, `/messages/groups/${group.id}/members/${m2Id}`]]);
  });
});

describe('system messages in group chats', () => {
  it("a sharing member's check-in and crash report post cards to the group chat once; not for leaders, nor members who do not share", async () => {
    const [owner, sharer, quiet, co] = [await member(), await member(), await member(), await member()];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, sharer, { share: true });
    await buildMembership(app, group.id, owner, quiet);
    await buildMembership(app, group.id, owner, co, { role: 'group-leader', share: true });
    const socket = await connectSocket(app, owner.token);
    const cards: { message: { message_type: string } }[] = [];
    socket.on('message.created', (e: { message: { message_type: string } }) => cards.push(e));
    const checkIn = await buildTodaysCheckIn(app, sharer);
    const crash = await buildCrashReport(app, sharer);
    await buildTodaysCheckIn(app, quiet);
    await buildTodaysCheckIn(app, co);
    await buildCrashReport(app, co);
    await app.ctx.jobs.idle();
    const items = (await api(quiet).get(`/groups/${group.id}/messages`)).json().items as {
      message_type: string;
      from_user: number;
      content: Record<string, unknown>;
    }[];
    expect(items.map((i) => [i.message_type, i.from_user])).toEqual([
      ['check-in submit', sharer.id],
      ['trigger submit', sharer.id],
    ]);
    expect(items[0]!.content).toMatchObject({ record_id: checkIn.id, feeling_zone: 'danger', feeling_notes: 'A long day' });
    expect(items[1]!.content).toMatchObject({ record_id: crash.id, systemTrigger: { show_details_in_messaging: true } });
    await new Promise((r) => setTimeout(r, 50));
    expect(cards.map((c) => c.message.message_type)).toEqual(['check-in submit', 'trigger submit']);
    // A job run twice posts one card.
    await app.ctx.jobs.enqueue(JOB_SYSTEM_MESSAGE, { kind: 'check-in', userId: sharer.id, id: checkIn.id });
    await app.ctx.jobs.idle();
    expect((await api(quiet).get(`/groups/${group.id}/messages`)).json().items).toHaveLength(2);
  });
});
