import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_PREVIEW_LENGTH,
  messagePageSchema,
  messagesInfoSchema,
  messagingTexts as t,
  type Message,
  type MessagePage,
} from '@holdfast/shared/messaging';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
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
const messageCount = async () => Number((await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from messages`))[0]!.n);
const block = (a: TestUser, b: TestUser) =>
  selectRows(app.db, sql`insert into message_blocks (blocker_id, blocked_id) values (${a.id}, ${b.id})`);

async function partners() {
  const [a, b, stranger] = [await member(), await member(), await member()];
  const rel = await buildPartnership(app, a, b);
  return { a, b, stranger, path: `/accountability-partners/${rel.id}/messages`, relId: rel.id };
}

/** A group with an owner, two accepted members, one pending invitee and a stranger. */
async function groupCast() {
  const [owner, m1, m2, pending, stranger] = [await member(), await member(), await member(), await member(), await member()];
  const group = await buildGroup(app, owner);
  const m1Id = await buildMembership(app, group.id, owner, m1);
  const m2Id = await buildMembership(app, group.id, owner, m2);
  const pendingId = await buildMembership(app, group.id, owner, pending, { accept: false });
  return { owner, m1, m2, pending, stranger, group, m1Id, m2Id, pendingId, ownerId: group.members[0]!.id };
}

async function send(u: TestUser, path: string, message: string) {
  const res = await api(u).post(path, { message });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Message;
}
async function page(u: TestUser, path: string, query = '') {
  const res = await api(u).get(`${path}${query}`);
  expect(res.statusCode).toBe(200);
  return messagePageSchema.parse(res.json()) as MessagePage;
}

describe('messaging: sign-in', () => {
  it.each([
    ['GET', '/accountability-partners/1/messages'],
    ['POST', '/accountability-partners/1/messages'],
    ['PATCH', '/accountability-partners/1/messages/mark-read'],
    ['GET', '/groups/1/messages'],
    ['POST', '/groups/1/messages'],
    ['PATCH', '/groups/1/messages/mark-read'],
    ['GET', '/groups/1/members/1/messages'],
    ['POST', '/groups/1/members/1/messages'],
    ['PATCH', '/groups/1/members/1/messages/mark-read'],
    ['GET', '/users/community-messaging/1/messages'],
    ['POST', '/users/community-messaging/1/messages'],
    ['PATCH', '/users/community-messaging/1/messages/mark-read'],
    ['GET', '/messages-info'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    const res = await api(null).send(method, url, method === 'GET' ? undefined : { message: 'hi' });
    expect(res.statusCode).toBe(401);
  });
});

describe('partner chat', () => {
  it('partners send and read; the message reaches both sides as an event with its chat ref', async () => {
    const { a, b, path, relId } = await partners();
    const spy = spyOnRealtime(app.ctx.realtime);
    const sent = await send(a, path, '  Praying for you today <b>brother</b>  ');
    expect(sent).toMatchObject({ message: 'Praying for you today <b>brother</b>', message_type: 'message', from_user: a.id });
    const events = spy.calls().filter(([, event]) => event === 'message.created');
    expect(events.map(([userId]) => userId).sort()).toEqual([a.id, b.id].sort());
    expect(events[0]![2]).toMatchObject({ chat: { type: 'partner', partner_id: relId }, message: { id: sent.id } });
    spy.restore();
    const seen = await page(b, path);
    expect(seen.items.map((i) => i.message)).toEqual(['Praying for you today <b>brother</b>']);
    expect(seen.items[0]!.user?.id).toBe(a.id);
  });

  it('a stranger gets 404 and cannot write; a pending request is 403; nothing is stored', async () => {
    const { stranger, path } = await partners();
    const before = await messageCount();
    expect((await api(stranger).get(path)).statusCode).toBe(404);
    expect((await api(stranger).post(path, { message: 'hello' })).statusCode).toBe(404);
    expect((await api(stranger).patch(`${path}/mark-read`, {})).statusCode).toBe(404);
    expect((await api(stranger).get('/accountability-partners/999999/messages')).statusCode).toBe(404);
    const [x, y] = [await member(), await member()];
    const pending = await api(x).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: y.id });
    const res = await api(x).post(`/accountability-partners/${pending.json().item.id}/messages`, { message: 'too soon' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.notPartners);
    expect(await messageCount()).toBe(before);
  });

  it('ending the partnership closes the chat', async () => {
    const { a, b, path, relId } = await partners();
    await send(a, path, 'before');
    expect((await api(b).delete(`/accountability-partners/${relId}`)).statusCode).toBe(200);
    expect([403, 404]).toContain((await api(a).post(path, { message: 'after' })).statusCode);
    expect((await api(a).get('/messages-info')).json().items).toEqual([]);
  });

  it('a block either way refuses with Messaging is blocked', async () => {
    const { a, b, path } = await partners();
    await block(b, a);
    const res = await api(a).post(path, { message: 'hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.blocked);
    expect((await api(b).get(path)).json().message).toBe(t.blocked);
  });

  it('validates the text: required, at most 5,000 characters', async () => {
    const { a, path } = await partners();
    const empty = await api(a).post(path, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual([m.required]);
    const long = await api(a).post(path, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.message).toEqual([m.maxLength(5000)]);
    expect((await api(a).post(path, { message: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect((await api(a).get(`${path}?before_id=abc`)).statusCode).toBe(422);
    expect((await api(a).patch(`${path}/mark-read`, { before_date: 'yesterday' })).statusCode).toBe(422);
  });
});

describe('paging', () => {
  it('pages newest first by before_id without gaps or duplicates while new messages arrive', async () => {
    const { a, b, path } = await partners();
    const sent: number[] = [];
    for (let i = 0; i < 40; i++) sent.push((await send(i % 2 ? a : b, path, `m${i}`)).id);
    const first = await page(a, path);
    expect(first.items.map((i) => i.id)).toEqual(sent.slice(25));
    expect(first.has_more).toBe(true);
    const seen = [...first.items.map((i) => i.id)];
    let cursor = first.next_before_id;
    let extra = 0;
    while (cursor !== null) {
      // New messages keep arriving between page reads.
      await send(b, path, `late ${extra++}`);
      const older = await page(a, path, `?before_id=${cursor}`);
      seen.unshift(...older.items.map((i) => i.id));
      cursor = older.next_before_id;
    }
    expect(seen).toEqual(sent);
    expect(new Set(seen).size).toBe(40);
    // Catching up after a reconnect: what came after the newest id held, oldest first.
    const missed = await page(a, path, `?after_id=${sent[39]}`);
    expect(missed.items.map((i) => i.message)).toEqual(['late 0', 'late 1']);
    expect(missed.has_more).toBe(false);
  });
});

describe('group chats', () => {
  it('accepted members write to the group; everyone accepted hears of it; the pending invitee and a stranger cannot', async () => {
    const c = await groupCast();
    const path = `/groups/${c.group.id}/messages`;
    const spy = spyOnRealtime(app.ctx.realtime);
    await send(c.m1, path, 'Hello group');
    const told = spy
      .calls()
      .filter(([, e]) => e === 'message.created')
      .map(([u]) => u);
    spy.restore();
    expect(told.sort()).toEqual([c.owner.id, c.m1.id, c.m2.id].sort());
    expect((await page(c.owner, path)).items.map((i) => i.message)).toEqual(['Hello group']);
    expect((await api(c.stranger).get(path)).statusCode).toBe(404);
    expect((await api(c.stranger).post(path, { message: 'x' })).statusCode).toBe(404);
    const pending = await api(c.pending).post(path, { message: 'x' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(t.notGroupMember);
    expect((await api(c.owner).get('/groups/999999/messages')).statusCode).toBe(404);
  });

  it('group-member chats: one pair per group; refs name the other member; guards', async () => {
    const c = await groupCast();
    const toM2 = `/groups/${c.group.id}/members/${c.m2Id}/messages`;
    const spy = spyOnRealtime(app.ctx.realtime);
    await send(c.m1, toM2, 'just us');
    const events = spy.calls().filter(([, e]) => e === 'message.created');
    spy.restore();
    expect(events.find(([u]) => u === c.m2.id)![2]).toMatchObject({
      chat: { type: 'group-member', group_id: c.group.id, member_id: c.m1Id },
    });
    expect(events.find(([u]) => u === c.m1.id)![2]).toMatchObject({ chat: { type: 'group-member', member_id: c.m2Id } });
    // The other side reads it through the sender's member id.
    expect((await page(c.m2, `/groups/${c.group.id}/members/${c.m1Id}/messages`)).items.map((i) => i.message)).toEqual(['just us']);
    // Not seen by a third member in their chat with either.
    expect((await page(c.owner, toM2)).items).toEqual([]);
    expect((await api(c.stranger).get(toM2)).statusCode).toBe(404);
    const toPending = await api(c.m1).post(`/groups/${c.group.id}/members/${c.pendingId}/messages`, { message: 'x' });
    expect(toPending.statusCode).toBe(403);
    expect(toPending.json().message).toBe(t.memberNotAccepted);
    expect((await api(c.m1).post(`/groups/${c.group.id}/members/${c.m1Id}/messages`, { message: 'x' })).json().message).toBe(t.notYourself);
    const other = await buildGroup(app, c.stranger);
    expect((await api(c.m1).get(`/groups/${c.group.id}/members/${other.members[0]!.id}/messages`)).statusCode).toBe(404);
  });
});

describe('read marks and messages-info', () => {
  it('counts unread per conversation and in total; mark-read up to before_date', async () => {
    const { a, b, path, relId } = await partners();
    const first = await send(b, path, 'one');
    await new Promise((r) => setTimeout(r, 15));
    const cut = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 15));
    await send(b, path, 'two');
    await send(b, path, 'three');
    await send(a, path, 'mine does not count');
    const info = messagesInfoSchema.parse((await api(a).get('/messages-info')).json());
    expect(info.items).toEqual([
      expect.objectContaining({ chat: { type: 'partner', partner_id: relId }, user_type: 'user', user_id: b.id, unread_count: 3 }),
    ]);
    expect(info.total).toBe(3);
    const partial = await api(a).patch(`${path}/mark-read`, { before_date: cut });
    expect(partial.json().last_read_id).toBe(first.id);
    expect((await api(a).get('/messages-info')).json().total).toBe(2);
    await api(a).patch(`${path}/mark-read`, {});
    expect((await api(a).get('/messages-info')).json().total).toBe(0);
    // A mark never moves back.
    expect((await api(a).patch(`${path}/mark-read`, { before_date: cut })).json().last_read_id).toBeGreaterThan(first.id);
    expect((await api(b).get('/messages-info')).json().total).toBe(1);
  });

  it("a group's messages count for a member from when they joined", async () => {
    const c = await groupCast();
    const path = `/groups/${c.group.id}/messages`;
    await send(c.owner, path, 'before you came');
    const late = await member();
    await buildMembership(app, c.group.id, c.owner, late);
    await send(c.m1, path, 'welcome');
    const info = (await api(late).get('/messages-info')).json();
    expect(info.items).toEqual([
      expect.objectContaining({ chat: { type: 'group', group_id: c.group.id }, user_type: 'group', unread_count: 1 }),
    ]);
    expect((await api(c.m2).get('/messages-info')).json().total).toBe(2);
    expect((await api(c.pending).get('/messages-info')).json().items).toEqual([]);
  });
});

describe('messages-info: the chat list in one call', () => {
  const rename = (u: TestUser, name: string) => selectRows(app.db, sql`update profiles set display_name = ${name} where user_id = ${u.id}`);
  /** The answer, checked to hold nothing outside the contract (the route skips zod on the way out). */
  const infoOf = async (u: TestUser) => {
    const body: unknown = (await api(u).get('/messages-info')).json();
    const parsed = messagesInfoSchema.parse(body);
    expect(body).toEqual(parsed);
    return parsed;
  };

  it("names each chat and carries its newest message (preview, time, sender); nobody else's chats show", async () => {
    const c = await groupCast();
    const x = await member();
    await Promise.all([
      rename(c.owner, 'Olive Grant'),
      rename(c.m1, 'Mia Lane'),
      rename(c.m2, 'Noah Park'),
      rename(c.stranger, 'Stan Gray'),
      rename(x, 'Xena Hart'),
    ]);
    const rel = await buildPartnership(app, c.m1, c.m2);
    await send(c.m2, `/accountability-partners/${rel.id}/messages`, 'first');
    const long = await send(c.m2, `/accountability-partners/${rel.id}/messages`, `Partner news ${'x'.repeat(400)}`);
    const group = await send(c.owner, `/groups/${c.group.id}/messages`, 'Group hello');
    const pair = await send(c.m1, `/groups/${c.group.id}/members/${c.ownerId}/messages`, 'Just us two');
    const request = await send(c.m1, `/users/community-messaging/${c.stranger.id}/messages`, 'Can we talk?');
    // The stranger's own chat with someone else, and a chat nobody wrote in yet.
    const theirs = await buildPartnership(app, c.stranger, x);
    await send(x, `/accountability-partners/${theirs.id}/messages`, 'private to them');

    const info = await infoOf(c.m1);
    const byType = Object.fromEntries(info.items.map((i) => [i.chat.type, i]));
    expect(info.items.map((i) => i.chat.type)).toEqual(['community', 'group-member', 'group', 'partner']);
    expect(byType.partner).toMatchObject({
      title: 'Noah Park',
      person: { id: c.m2.id, display_name: 'Noah Park' },
      group_name: null,
      unread_count: 2,
      last_message: { id: long.id, message_type: 'message', from_user: c.m2.id, sender_name: 'Noah Park', messaged_on: long.messaged_on },
    });
    expect(byType.partner!.last_message!.preview).toBe(`Partner news ${'x'.repeat(400)}`.slice(0, MESSAGE_PREVIEW_LENGTH));
    expect(byType.group).toMatchObject({
      title: 'Men of Courage',
      person: null,
      group_name: 'Men of Courage',
      last_message: { id: group.id, preview: 'Group hello', sender_name: 'Olive Grant' },
    });
    expect(byType['group-member']).toMatchObject({
      title: 'Olive Grant',
      person: { id: c.owner.id },
      group_name: 'Men of Courage',
      unread_count: 0,
      last_message: { id: pair.id, preview: 'Just us two', from_user: c.m1.id, sender_name: 'Mia Lane' },
    });
    expect(byType.community).toMatchObject({
      title: 'Stan Gray',
      person: { id: c.stranger.id },
      last_message: { id: request.id, preview: 'Can we talk?' },
    });
    const text = JSON.stringify(info);
    expect(text).not.toContain('private to them');
    expect(text).not.toContain('Xena Hart');

    // The stranger sees their partner chat only: not the group's, not the pending request to them.
    const strangers = await infoOf(c.stranger);
    expect(strangers.items.map((i) => [i.title, i.last_message?.preview])).toEqual([['Xena Hart', 'private to them']]);
    expect(JSON.stringify(strangers)).not.toContain('Can we talk?');
    expect(JSON.stringify(await infoOf(c.m2))).not.toContain('Just us two');
    // An empty chat (its chat entry made, nothing written yet): named, with no last message.
    const quiet = await buildPartnership(app, c.m1, x);
    expect((await api(c.m1).post('/messaging-requests', { user_type: 'partner', accountability_id: quiet.id })).statusCode).toBeLessThan(
      300,
    );
    expect((await infoOf(c.m1)).items.find((i) => i.chat.type === 'partner' && i.chat.partner_id === quiet.id)).toMatchObject({
      title: 'Xena Hart',
      last_message: null,
      messaged_on: null,
    });
  });

  it('a block hides the chat, its name and its last message', async () => {
    const { a, b, path } = await partners();
    await send(b, path, 'before the block');
    await block(a, b);
    expect((await infoOf(a)).items).toEqual([]);
    expect(JSON.stringify(await infoOf(b))).not.toContain('before the block');
  });
});

describe('community chats (before requests are answered)', () => {
  it('the first message is a pending request; the recipient cannot read it until it is accepted', async () => {
    const [a, b] = [await member(), await member()];
    expect((await page(a, `/users/community-messaging/${b.id}/messages`)).items).toEqual([]);
    await send(a, `/users/community-messaging/${b.id}/messages`, 'Hi, can we talk?');
    expect((await page(a, `/users/community-messaging/${b.id}/messages`)).items).toHaveLength(1);
    const res = await api(b).get(`/users/community-messaging/${a.id}/messages`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.communityNotAccepted);
    expect((await api(b).post(`/users/community-messaging/${a.id}/messages`, { message: 'x' })).statusCode).toBe(403);
    expect((await api(a).get('/users/community-messaging/999999/messages')).statusCode).toBe(404);
    expect((await api(a).post(`/users/community-messaging/${a.id}/messages`, { message: 'x' })).json().message).toBe(t.notYourself);
  });
});
