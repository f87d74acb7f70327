import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coachingTexts as ct } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { messagePageSchema, messagesInfoSchema, messagingTexts as t, type Message, type MessagesInfo } from '@holdfast/shared/messaging';
import type { RealtimeAck } from '@holdfast/shared/realtime';
import { selectRows } from '../../platform/db/client';
import type { PushMessage, PushSender } from '../../platform/push/push';
import { buildClient, buildCoach, removeClient, setSubscription, type TestClient } from '../../test/coach-chat-fixture';
import { buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { connectSocket, createTestApp, request, type TestApp } from '../../test/harness';
import { spyOnRealtime } from '../../test/realtime-spy';
import { coachChatUnread } from '.';
import { pushTargets } from './push-targets.repository';

// Coach chats (spec 3 section 7): the coach with an accepted client, the client with their coach, on
// the messaging mechanism. One app per file (realtime on, pushes kept); every test builds its own people.
const pushes: { userId: number; message: PushMessage }[] = [];
const push: PushSender = { transport: 'log', send: async (userId, message) => void pushes.push({ userId, message }) };
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true, push });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const coachPath = (c: TestClient) => `/coach/users/${c.coachUserId}/messages`;
const CLIENT_PATH = '/coach/client/messages';
const messageCount = async () => Number((await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from messages`))[0]!.n);

/** A coach (active subscription unless told) with one accepted client. */
async function cast(opts: { status?: 'active' | 'trialing' | 'past_due' } = {}) {
  const coach = await buildCoach(app, { status: opts.status });
  const client = await buildClient(app, coach);
  return { coach, client };
}

async function send(u: TestUser, path: string, message: string) {
  const res = await api(u).post(path, { message });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Message;
}
async function page(u: TestUser, path: string) {
  const res = await api(u).get(path);
  expect(res.statusCode).toBe(200);
  return messagePageSchema.parse(res.json());
}
async function info(u: TestUser): Promise<MessagesInfo> {
  const res = await api(u).get('/messages-info');
  expect(res.statusCode).toBe(200);
  // The chat list is written without zod (plainJsonSerializer): its answer must be its own parse.
  expect(messagesInfoSchema.parse(res.json())).toEqual(res.json());
  return res.json();
}

/** Every call of one chat is refused with `status` and stores nothing. */
async function refusedEverywhere(u: TestUser, path: string, status: number) {
  const before = await messageCount();
  const answers = [await api(u).get(path), await api(u).post(path, { message: 'hello?' }), await api(u).patch(`${path}/mark-read`, {})];
  expect(answers.map((r) => r.statusCode)).toEqual([status, status, status]);
  expect(await messageCount()).toBe(before);
  return answers[0]!.json() as { message: string; code?: string };
}

describe('coach chats: sign-in', () => {
  it.each([
    ['GET', '/coach/users/1/messages'],
    ['POST', '/coach/users/1/messages'],
    ['PATCH', '/coach/users/1/messages/mark-read'],
    ['GET', '/coach/client/messages'],
    ['POST', '/coach/client/messages'],
    ['PATCH', '/coach/client/messages/mark-read'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    const res = await api(null).send(method, url, method === 'GET' ? undefined : { message: 'hi' });
    expect(res.statusCode).toBe(401);
  });

  it('a bad id or an empty message is a 4xx and stores nothing', async () => {
    const { coach, client } = await cast();
    const before = await messageCount();
    expect((await api(coach.user).get('/coach/users/abc/messages')).statusCode).toBe(422);
    expect((await api(coach.user).post(coachPath(client), { message: '   ' })).statusCode).toBe(422);
    expect((await api(client.user).post(CLIENT_PATH, {})).statusCode).toBe(422);
    expect((await api(client.user).post(CLIENT_PATH, { message: 'x'.repeat(5001) })).statusCode).toBe(422);
    expect((await api(client.user).get(`${CLIENT_PATH}?before_id=0`)).statusCode).toBe(422);
    expect(await messageCount()).toBe(before);
  });
});

describe('coach chats: both ways', () => {
  it('the coach and the client send, list and mark read; each message reaches both with their own ref', async () => {
    const { coach, client } = await cast();
    const ids = { coach_id: coach.coachId, coach_user_id: client.coachUserId };
    const spy = spyOnRealtime(app.ctx.realtime);
    const first = await send(coach.user, coachPath(client), 'How was your week?');
    const created = spy.calls().filter(([, event]) => event === 'message.created');
    expect(created.map(([userId, , payload]) => [userId, (payload as { chat: unknown }).chat])).toEqual(
      expect.arrayContaining([
        [coach.user.id, { type: 'coach-user', ...ids }],
        [client.user.id, { type: 'coach-client', ...ids }],
      ]),
    );
    expect(created).toHaveLength(2);
    spy.restore();

    const reply = await send(client.user, CLIENT_PATH, 'Better, thank you');
    expect(reply).toMatchObject({ from_user: client.user.id, message_type: 'message', conversation_id: first.conversation_id });
    const clientSees = await page(client.user, CLIENT_PATH);
    expect(clientSees.items.map((m) => [m.from_user, m.message])).toEqual([
      [coach.user.id, 'How was your week?'],
      [client.user.id, 'Better, thank you'],
    ]);
    expect((await page(coach.user, coachPath(client))).items.map((m) => m.id)).toEqual([first.id, reply.id]);

    // Unread until read: the coach has the client's reply unread, the client the coach's message.
    expect((await coachChatUnread(app.db, coach.user.id, [client.coachUserId])).get(client.coachUserId)).toBe(1);
    const coachRead = await api(coach.user).patch(`${coachPath(client)}/mark-read`, {});
    expect(coachRead.statusCode).toBe(200);
    expect(coachRead.json()).toEqual({ message: t.markedRead, last_read_id: reply.id });
    expect((await coachChatUnread(app.db, coach.user.id, [client.coachUserId])).get(client.coachUserId)).toBe(0);
    const clientRead = await api(client.user).patch(`${CLIENT_PATH}/mark-read`, {});
    expect(clientRead.json()).toEqual({ message: t.markedRead, last_read_id: reply.id });
  });

  it('a trialing coach chats as an active one; an empty chat is an empty page', async () => {
    const { coach, client } = await cast({ status: 'trialing' });
    expect(await page(client.user, CLIENT_PATH)).toMatchObject({ items: [], has_more: false, next_before_id: null });
    await send(client.user, CLIENT_PATH, 'Hello coach');
    expect((await page(coach.user, coachPath(client))).items.map((m) => m.message)).toEqual(['Hello coach']);
  });

  it('the client in a second coach chat of another coach: each coach reads only their own', async () => {
    const { coach, client } = await cast();
    await send(coach.user, coachPath(client), 'Mine');
    const other = await cast();
    await send(other.coach.user, coachPath(other.client), 'Theirs');
    expect((await page(coach.user, coachPath(client))).items.map((m) => m.message)).toEqual(['Mine']);
    expect((await page(other.client.user, CLIENT_PATH)).items.map((m) => m.message)).toEqual(['Theirs']);
  });
});

describe('coach chats: who may not', () => {
  it('a stranger gets 404 on a client id and has no coach chat of their own', async () => {
    const { client } = await cast();
    const stranger = await buildUser(app);
    expect((await refusedEverywhere(stranger, coachPath(client), 404)).message).toBe(ct.coachUserNotFound);
    expect((await refusedEverywhere(stranger, CLIENT_PATH, 404)).message).toBe(ct.coachNotFound);
    expect((await api(stranger).get('/coach/users/999999/messages')).statusCode).toBe(404);
  });

  it("another coach's client is 404 to a coach, as an unknown id is; the client cannot name it either", async () => {
    const { coach } = await cast();
    const other = await cast();
    await send(other.coach.user, coachPath(other.client), 'Only for my client');
    await refusedEverywhere(coach.user, coachPath(other.client), 404);
    // The client reaches only their own coach: the coach's side of the chat is not theirs to open.
    await refusedEverywhere(other.client.user, coachPath(other.client), 404);
  });

  it('a pending or rejected client has no chat: 404 both ways', async () => {
    const coach = await buildCoach(app);
    for (const status of ['pending', 'rejected'] as const) {
      const client = await buildClient(app, coach, { status });
      await refusedEverywhere(coach.user, coachPath(client), 404);
      await refusedEverywhere(client.user, CLIENT_PATH, 404);
    }
  });

  it('a removed client reads and sends nothing; the coach cannot write to them; their socket hears nothing more', async () => {
    const { coach, client } = await cast();
    await send(coach.user, coachPath(client), 'Before');
    const socket = await connectSocket(app, client.user.token);
    const heard: string[] = [];
    socket.on('message.created', (e: { message: { message: string } }) => heard.push(e.message.message));
    await send(coach.user, coachPath(client), 'Live');
    await vi.waitFor(() => expect(heard).toEqual(['Live']));

    await removeClient(app, client);
    await refusedEverywhere(client.user, CLIENT_PATH, 404);
    await refusedEverywhere(coach.user, coachPath(client), 404);
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toEqual(['Live']);
    expect((await info(client.user)).items).toEqual([]);
    expect((await info(coach.user)).items).toEqual([]);
    socket.disconnect();
  });

  it("a past_due coach's client is refused with the spec's text, and the coach too; active again, the chat is back", async () => {
    const { coach, client } = await cast();
    await send(client.user, CLIENT_PATH, 'Before the card failed');
    await setSubscription(app, coach, 'past_due');
    const clientAnswer = await refusedEverywhere(client.user, CLIENT_PATH, 403);
    expect(clientAnswer).toMatchObject({ message: ct.coachingDisabledText, code: ERROR_CODES.coachingDisabled });
    const coachAnswer = await refusedEverywhere(coach.user, coachPath(client), 403);
    expect(coachAnswer).toMatchObject({ message: ct.subscriptionInactive, code: ERROR_CODES.coachSubscriptionInactive });
    expect((await info(client.user)).items).toEqual([]);
    expect((await info(coach.user)).coach_unread).toEqual([]);
    await setSubscription(app, coach, 'active');
    expect((await page(coach.user, coachPath(client))).items.map((m) => m.message)).toEqual(['Before the card failed']);
  });

  it('a block either way refuses with Messaging is blocked', async () => {
    const { coach, client } = await cast();
    await selectRows(app.db, sql`insert into message_blocks (blocker_id, blocked_id) values (${client.user.id}, ${coach.user.id})`);
    const res = await api(coach.user).post(coachPath(client), { message: 'hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.blocked);
    expect((await api(client.user).get(CLIENT_PATH)).statusCode).toBe(403);
  });
});

describe('coach chats in the chat list', () => {
  it("shows each side its coach chat; a coach's messages-info carries the unread per client; others get no coach list", async () => {
    const coach = await buildCoach(app);
    const [c1, c2] = [await buildClient(app, coach), await buildClient(app, coach)];
    await buildClient(app, coach, { status: 'pending' });
    await send(c1.user, CLIENT_PATH, 'One');
    await send(c1.user, CLIENT_PATH, 'Two');
    await send(coach.user, coachPath(c2), 'Checking in');

    const mine = await info(coach.user);
    expect(mine.items.map((i) => [i.chat, i.user_id, i.unread_count, i.user_type])).toEqual([
      [{ type: 'coach-user', coach_id: coach.coachId, coach_user_id: c2.coachUserId }, c2.user.id, 0, 'user'],
      [{ type: 'coach-user', coach_id: coach.coachId, coach_user_id: c1.coachUserId }, c1.user.id, 2, 'user'],
    ]);
    expect(mine.items[1]).toMatchObject({ title: 'Sam Rivers', person: { id: c1.user.id }, last_message: { preview: 'Two' } });
    expect(mine.total).toBe(2);
    expect(mine.coach_unread).toEqual([
      { coach_user_id: c2.coachUserId, coach_id: coach.coachId, user_id: c2.user.id, unread_count: 0 },
      { coach_user_id: c1.coachUserId, coach_id: coach.coachId, user_id: c1.user.id, unread_count: 2 },
    ]);

    const theirs = await info(c2.user);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({
      chat: { type: 'coach-client', coach_id: coach.coachId, coach_user_id: c2.coachUserId },
      user_id: coach.user.id,
      unread_count: 1,
    });
    expect(theirs.total).toBe(1);
    expect(theirs).not.toHaveProperty('coach_unread');
    expect(await coachChatUnread(app.db, coach.user.id, [c1.coachUserId, c2.coachUserId, 999999])).toEqual(
      new Map([
        [c1.coachUserId, 2],
        [c2.coachUserId, 0],
        [999999, 0],
      ]),
    );
    // Another account asking for the coach's client rows counts nothing of the coach's chats.
    expect(await coachChatUnread(app.db, c2.user.id, [c1.coachUserId])).toEqual(new Map([[c1.coachUserId, 0]]));
  });

  it('coach chats sit beside the other chats of the same two people', async () => {
    const { coach, client } = await cast();
    const rel = await buildPartnership(app, coach.user, client.user);
    await send(coach.user, `/accountability-partners/${rel.id}/messages`, 'As a partner');
    await send(coach.user, coachPath(client), 'As a coach');
    const types = (await info(client.user)).items.map((i) => i.chat.type).sort();
    expect(types).toEqual(['coach-client', 'partner']);
    expect((await page(client.user, CLIENT_PATH)).items.map((m) => m.message)).toEqual(['As a coach']);
  });
});

describe('coach chats over the socket and by push', () => {
  const emit = (socket: Socket, event: string, payload: unknown) =>
    socket.timeout(5000).emitWithAck(event, payload) as Promise<RealtimeAck>;

  it('mark-message-read names a coach chat by its link and side; a wrong side or link is refused', async () => {
    const { coach, client } = await cast();
    const sent = await send(client.user, CLIENT_PATH, 'Read me');
    const ids = { coach_id: coach.coachId, coach_user_id: client.coachUserId };
    const socket = await connectSocket(app, coach.user.token);
    expect(await emit(socket, 'mark-message-read', { message_entity_id: sent.id, ...ids, coach_side: 'client' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await emit(socket, 'mark-message-read', { message_entity_id: sent.id, coach_user_id: client.coachUserId })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(
      await emit(socket, 'mark-message-read', { message_entity_id: sent.id, ...ids, coach_id: coach.coachId + 1000, coach_side: 'coach' }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await emit(socket, 'mark-message-read', { message_entity_id: sent.id, ...ids, coach_side: 'coach' })).toEqual({
      ok: true,
      data: { last_read_id: sent.id },
    });
    const clientSocket = await connectSocket(app, client.user.token);
    expect(await emit(clientSocket, 'mark-message-read', { message_entity_id: sent.id, ...ids, coach_side: 'client' })).toMatchObject({
      ok: true,
    });
    socket.disconnect();
    clientSocket.disconnect();
  });

  it("an offline party gets a push with ids only, naming their own side's page; none once the client is removed", async () => {
    const { coach, client } = await cast();
    await app.ctx.jobs.idle();
    pushes.length = 0;
    const sent = await send(coach.user, coachPath(client), 'A private word');
    await app.ctx.jobs.idle();
    expect(pushes.map((p) => [p.userId, p.message])).toEqual([
      [
        client.user.id,
        {
          type: 'message.created',
          notification_id: sent.id,
          target: `/messages/coach/${coach.coachId}/client/${client.coachUserId}`,
          urgent: false,
          collapse: expect.stringMatching(/^chat-\d+$/),
        },
      ],
    ]);
    pushes.length = 0;
    await send(client.user, CLIENT_PATH, 'Thanks');
    await app.ctx.jobs.idle();
    expect(pushes.map((p) => [p.userId, p.message.target])).toEqual([
      [coach.user.id, `/messages/coach/${coach.coachId}/users/${client.coachUserId}`],
    ]);
    // A message whose push runs after the link ended is pushed to no one (the job reads the live link).
    const last = await send(coach.user, coachPath(client), 'Last one');
    await app.ctx.jobs.idle();
    const targets = () => pushTargets(app.db, app.ctx.consent.linkSql(), app.ctx.answers.ask('coaching.chat-links').sql(), last.id);
    expect((await targets()).map((r) => Number(r.user_id))).toEqual([client.user.id]);
    await removeClient(app, client);
    expect(await targets()).toEqual([]);
  });
});
