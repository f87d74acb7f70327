import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_RECEIPTS_META, messagePageSchema, messagingTexts as t, type Message } from '@holdfast/shared/messaging';
import type { RealtimeAck, RealtimeClientBody, RealtimeClientEventName } from '@holdfast/shared/realtime';
import { selectRows } from '../../platform/db/client';
import { CLIENT_EVENT_WINDOW_MS, CLIENT_EVENTS_PER_WINDOW } from '../../platform/realtime/realtime';
import { buildGroup, buildMembership, buildPartnership, type TestUser } from '../../test/factories';
import { connectSocket, createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember } from '../../test/community-factories';

// The socket side of messaging: mark-message-read (spec 3 section 7), read receipts and typing.
let app: TestApp;
// Community chats need community members at both ends (the community's gate): every user here is one.
const member = () => buildCommunityMember(app);
beforeAll(async () => {
  app = await createTestApp({}, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);

/** Every event a socket hears, for "nothing was told" checks. */
function record(socket: Socket) {
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return heard;
}

const emit = <E extends RealtimeClientEventName>(socket: Socket, event: E, payload: RealtimeClientBody<E> | unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<RealtimeAck>;

const settle = () => new Promise((r) => setTimeout(r, 150));

async function send(u: TestUser, path: string, message: string) {
  const res = await api(u).post(path, { message });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Message;
}

const receipts = async (u: TestUser, on: boolean) =>
  expect((await api(u).post(`/users/user-meta/${READ_RECEIPTS_META}`, { value: on })).statusCode).toBe(200);

async function seenUpTo(u: TestUser, path: string) {
  const res = await api(u).get(path);
  expect(res.statusCode).toBe(200);
  return messagePageSchema.parse(res.json()).seen_up_to;
}

async function partners() {
  const [a, b, stranger] = [await member(), await member(), await member()];
  const rel = await buildPartnership(app, a, b);
  return { a, b, stranger, relId: rel.id, path: `/accountability-partners/${rel.id}/messages` };
}

describe('client events are limited per socket', () => {
  it(`past ${CLIENT_EVENTS_PER_WINDOW} events in ${CLIENT_EVENT_WINDOW_MS / 1000} s a socket's events are refused with 429 and do nothing`, async () => {
    const { a, b, path } = await partners();
    const sent = await send(b, path, 'Hello');
    const socket = await connectSocket(app, a.token);
    const relId = Number(path.split('/')[2]);
    const answers = await Promise.all(
      Array.from({ length: CLIENT_EVENTS_PER_WINDOW }, () => emit(socket, 'message.typing', { partner_id: relId })),
    );
    expect(answers.every((x) => x.ok)).toBe(true);
    expect(await emit(socket, 'mark-message-read', { message_entity_id: sent.id, partner_id: relId })).toMatchObject({
      ok: false,
      status: 429,
    });
    // The refused read mark was not stored: the message is still unread for a.
    const [row] = await selectRows<{ last_read_id: number | null }>(
      app.db,
      sql`select cm.last_read_message_id as last_read_id from conversation_members cm join messages m on m.conversation_id = cm.conversation_id where m.id = ${sent.id} and cm.user_id = ${a.id}`,
    );
    expect(row?.last_read_id ?? 0).toBeLessThan(sent.id);
    // Another socket of the same person has its own allowance.
    expect(
      await emit(await connectSocket(app, a.token), 'mark-message-read', { message_entity_id: sent.id, partner_id: relId }),
    ).toMatchObject({ ok: true });
  });
});

describe('mark-message-read over the socket', () => {
  it('a payload that names no chat, or two, is 422; a signed-out token is 401; a stranger is 404; a block is 403', async () => {
    const { a, b, stranger, relId } = await partners();
    const mine = await connectSocket(app, a.token);
    expect(await emit(mine, 'mark-message-read', { message_entity_id: 1 })).toMatchObject({ ok: false, status: 422 });
    expect(await emit(mine, 'mark-message-read', { message_entity_id: 1, partner_id: relId, user_id: b.id })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await emit(mine, 'mark-message-read', { message_entity_id: 'x', partner_id: relId })).toMatchObject({ ok: false, status: 422 });

    const theirs = await connectSocket(app, stranger.token);
    expect(await emit(theirs, 'mark-message-read', { message_entity_id: 1, partner_id: relId })).toEqual({
      ok: false,
      status: 404,
      message: 'Not found.',
    });

    const c = await member();
    await send(a, `/users/community-messaging/${c.id}/messages`, 'Hello');
    await selectRows(app.db, sql`insert into message_blocks (blocker_id, blocked_id) values (${c.id}, ${a.id})`);
    expect(await emit(mine, 'mark-message-read', { message_entity_id: 1, user_id: c.id })).toEqual({
      ok: false,
      status: 403,
      message: t.blocked,
    });

    // Signed out after connecting: the socket is disconnected (platform/realtime/ended-sessions.test.ts),
    // so no event of it reaches a handler (the token is also checked again for each event).
    const leaving = await member();
    const socket = await connectSocket(app, leaving.token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await api(leaving).post('/oauth/logout', {})).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it("marks read up to message_entity_id (not past it), as PATCH mark-read does, and tells the reader's tabs", async () => {
    const { a, b, relId, path } = await partners();
    const first = await send(a, path, 'one');
    await send(a, path, 'two');
    const reader = await connectSocket(app, b.token);
    const otherTab = await connectSocket(app, b.token);
    const heard = record(otherTab);
    expect(await emit(reader, 'mark-message-read', { message_entity_id: first.id, partner_id: relId })).toEqual({
      ok: true,
      data: { last_read_id: first.id },
    });
    const info = (await api(b).get('/messages-info')).json() as { items: { chat: { type: string }; unread_count: number }[] };
    expect(info.items.find((i) => i.chat.type === 'partner')?.unread_count).toBe(1);
    await settle();
    expect(heard).toContainEqual([
      'message.read',
      expect.objectContaining({ chat: { type: 'partner', partner_id: relId }, user_id: b.id, last_read_id: first.id }),
    ]);
  });
});

describe('read receipts and typing (both must turn them on)', () => {
  it('off by default and with either side off: no seen or typing event, and the read mark is never revealed', async () => {
    for (const [aOn, bOn] of [
      [false, false],
      [true, false],
      [false, true],
    ] as const) {
      const { a, b, relId, path } = await partners();
      if (aOn) await receipts(a, true);
      if (bOn) await receipts(b, true);
      const sent = await send(a, path, 'How are you today?');
      const sender = await connectSocket(app, a.token);
      const heard = record(sender);
      const reader = await connectSocket(app, b.token);
      expect(await emit(reader, 'mark-message-read', { message_entity_id: sent.id, partner_id: relId })).toMatchObject({ ok: true });
      expect(await emit(reader, 'message.typing', { partner_id: relId })).toEqual({ ok: true, data: {} });
      expect((await api(b).patch(`${path}/mark-read`, {})).statusCode).toBe(200);
      await settle();
      expect(heard.filter(([e]) => e === 'message.seen' || e === 'message.typing' || e === 'message.read')).toEqual([]);
      expect(await seenUpTo(a, path)).toBeNull();
      expect(await seenUpTo(b, path)).toBeNull();
    }
  });

  it('both on: the sender hears message.seen (socket or PATCH) and message.typing, and the page carries seen_up_to', async () => {
    const { a, b, relId, path } = await partners();
    await receipts(a, true);
    await receipts(b, true);
    const sent = await send(a, path, 'Checking in');
    const sender = await connectSocket(app, a.token);
    const heard = record(sender);
    expect(await seenUpTo(a, path)).toBe(0);
    const reader = await connectSocket(app, b.token);
    const readerHeard = record(reader);
    expect(await emit(reader, 'mark-message-read', { message_entity_id: sent.id, partner_id: relId })).toMatchObject({ ok: true });
    expect(await emit(reader, 'message.typing', { partner_id: relId })).toEqual({ ok: true, data: {} });
    await settle();
    expect(heard).toContainEqual(['message.seen', { chat: { type: 'partner', partner_id: relId }, user_id: b.id, last_read_id: sent.id }]);
    expect(heard).toContainEqual(['message.typing', { chat: { type: 'partner', partner_id: relId }, user_id: b.id }]);
    // The typist's own sockets are not told they type.
    expect(readerHeard.filter(([e]) => e === 'message.typing')).toEqual([]);
    expect(await seenUpTo(a, path)).toBe(sent.id);

    // The HTTP mark-read tells it too; one side turning it off stops it at once.
    const later = await send(a, path, 'Still there?');
    expect((await api(b).patch(`${path}/mark-read`, {})).statusCode).toBe(200);
    await settle();
    expect(heard).toContainEqual(['message.seen', expect.objectContaining({ last_read_id: later.id })]);
    await receipts(b, false);
    heard.length = 0;
    await send(a, path, 'Bye');
    expect((await api(b).patch(`${path}/mark-read`, {})).statusCode).toBe(200);
    expect(await emit(reader, 'message.typing', { partner_id: relId })).toMatchObject({ ok: true });
    await settle();
    expect(heard.filter(([e]) => e === 'message.seen' || e === 'message.typing')).toEqual([]);
    expect(await seenUpTo(a, path)).toBeNull();
  });

  it("group-member chats carry them with each side's own chat ref; group chats never; a stranger's typing is 404 and told to nobody", async () => {
    const [owner, m1, stranger] = [await member(), await member(), await member()];
    const group = await buildGroup(app, owner);
    const m1Id = await buildMembership(app, group.id, owner, m1);
    const ownerMemberId = group.members[0]!.id;
    for (const u of [owner, m1, stranger]) await receipts(u, true);
    const ownerSocket = await connectSocket(app, owner.token);
    const heard = record(ownerSocket);
    const m1Socket = await connectSocket(app, m1.token);
    expect(await emit(m1Socket, 'message.typing', { group_id: group.id, member_id: ownerMemberId })).toMatchObject({ ok: true });
    expect(await emit(m1Socket, 'message.typing', { group_id: group.id })).toMatchObject({ ok: true });
    const strangerSocket = await connectSocket(app, stranger.token);
    expect(await emit(strangerSocket, 'message.typing', { group_id: group.id, member_id: ownerMemberId })).toMatchObject({
      ok: false,
      status: 404,
    });
    await send(owner, `/groups/${group.id}/messages`, 'Welcome all');
    expect(await emit(m1Socket, 'mark-message-read', { message_entity_id: 2 ** 30, group_id: group.id })).toMatchObject({ ok: true });
    await settle();
    const typing = heard.filter(([e]) => e === 'message.typing' || e === 'message.seen');
    expect(typing).toEqual([['message.typing', { chat: { type: 'group-member', group_id: group.id, member_id: m1Id }, user_id: m1.id }]]);
    expect(await seenUpTo(owner, `/groups/${group.id}/messages`)).toBeNull();
  });

  it('community chats: nothing reaches the recipient before they accept (their own events are refused); once accepted, seen and typing flow', async () => {
    const [asker, host] = [await member(), await member()];
    for (const u of [asker, host]) await receipts(u, true);
    const first = await send(asker, `/users/community-messaging/${host.id}/messages`, 'Could we talk?');
    const askerSocket = await connectSocket(app, asker.token);
    const askerHeard = record(askerSocket);
    const hostSocket = await connectSocket(app, host.token);
    const hostHeard = record(hostSocket);
    expect(await emit(askerSocket, 'message.typing', { user_id: host.id })).toMatchObject({ ok: true });
    expect(await emit(hostSocket, 'message.typing', { user_id: asker.id })).toEqual({
      ok: false,
      status: 403,
      message: t.communityNotAccepted,
    });
    expect(await emit(hostSocket, 'mark-message-read', { message_entity_id: first.id, user_id: asker.id })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await seenUpTo(asker, `/users/community-messaging/${host.id}/messages`)).toBeNull();
    await settle();
    expect(hostHeard.filter(([e]) => e === 'message.typing')).toEqual([]);

    const requests = (await api(host).get('/messaging-requests?user_type=community')).json() as { items: { id: number }[] };
    expect((await api(host).patch(`/messaging-requests/${requests.items[0]!.id}/request-status`, { status: 'accepted' })).statusCode).toBe(
      200,
    );
    expect(await emit(hostSocket, 'mark-message-read', { message_entity_id: first.id, user_id: asker.id })).toEqual({
      ok: true,
      data: { last_read_id: first.id },
    });
    expect(await emit(hostSocket, 'message.typing', { user_id: asker.id })).toMatchObject({ ok: true });
    await settle();
    expect(askerHeard).toContainEqual([
      'message.seen',
      { chat: { type: 'community', user_id: host.id }, user_id: host.id, last_read_id: first.id },
    ]);
    expect(askerHeard).toContainEqual(['message.typing', { chat: { type: 'community', user_id: host.id }, user_id: host.id }]);
    expect(await seenUpTo(asker, `/users/community-messaging/${host.id}/messages`)).toBe(first.id);
  });
});

describe('a stored message reaches each person of the chat once', () => {
  /** The message.created events a socket hears for one message id. */
  function heardOf(socket: Socket) {
    const heard: { chat: unknown; message: Message }[] = [];
    socket.on('message.created', (payload: { chat: unknown; message: Message }) => heard.push(payload));
    return (id: number) => heard.filter((p) => p.message.id === id);
  }

  it("a group message: every member's every tab hears it once (one broadcast when their events are the same), and a photo is signed for each reader", async () => {
    const [owner, m1, m2] = [await member(), await member(), await member()];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, m1);
    await buildMembership(app, group.id, owner, m2);
    const path = `/groups/${group.id}/messages`;
    // m1 has two tabs open; the owner one; m2 one.
    const tabs = [await connectSocket(app, m1.token), await connectSocket(app, m1.token), await connectSocket(app, m2.token)];
    const ownerTab = await connectSocket(app, owner.token);
    const heard = tabs.map(heardOf);
    const ownerHeard = heardOf(ownerTab);
    // The broadcasts messaging makes, each with the people it goes to.
    const broadcasts: { ids: number[]; messageId: number }[] = [];
    const publish = app.ctx.realtime.publishToUsers;
    app.ctx.realtime.publishToUsers = (ids, event, payload) => {
      if (event === 'message.created')
        broadcasts.push({ ids: [...ids].sort((x, y) => x - y), messageId: (payload as { message: Message }).message.id });
      publish(ids, event, payload);
    };
    const everyone = [owner.id, m1.id, m2.id].sort((x, y) => x - y);

    const plain = await send(owner, path, 'No photo on this account');
    await settle();
    expect(broadcasts.filter((b) => b.messageId === plain.id)).toEqual([{ ids: everyone, messageId: plain.id }]);
    for (const h of heard) expect(h(plain.id)).toEqual([{ chat: { type: 'group', group_id: group.id }, message: plain }]);
    expect(ownerHeard(plain.id)).toEqual([{ chat: { type: 'group', group_id: group.id }, message: plain }]);

    // With a photo each reader's event differs (the link names its reader), and each still hears it once.
    await app.db.execute(sql`update profiles set profile_icon = ${`avatars/face-${owner.id}.png`} where user_id = ${owner.id}`);
    const withPhoto = await send(owner, path, 'Now with a photo');
    await settle();
    const linkOf = (events: { message: Message }[]) => {
      expect(events).toHaveLength(1);
      return JSON.stringify(events[0]!.message.user);
    };
    expect(linkOf(heard[0]!(withPhoto.id))).toContain(`uid=${m1.id}&`);
    expect(linkOf(heard[1]!(withPhoto.id))).toContain(`uid=${m1.id}&`);
    expect(linkOf(heard[2]!(withPhoto.id))).toContain(`uid=${m2.id}&`);
    expect(linkOf(ownerHeard(withPhoto.id))).toContain(`uid=${owner.id}&`);
    // Nobody's event carries a link signed for someone else: one broadcast each.
    expect(linkOf(heard[2]!(withPhoto.id))).not.toContain(`uid=${m1.id}&`);
    expect(broadcasts.filter((b) => b.messageId === withPhoto.id).map((b) => b.ids)).toEqual(
      expect.arrayContaining(everyone.map((id) => [id])),
    );
    expect(broadcasts.filter((b) => b.messageId === withPhoto.id)).toHaveLength(3);
    app.ctx.realtime.publishToUsers = publish;
  });
});
