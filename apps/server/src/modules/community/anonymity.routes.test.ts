import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerRequestsSchema, accountabilityPartnerSchema } from '@holdfast/shared/accountability';
import {
  communityTexts as t,
  forumSearchPageSchema,
  replyPageSchema,
  threadPageSchema,
  threadSchema,
  type Reply,
  type ReplyPage,
  type Thread,
} from '@holdfast/shared/community';
import {
  blockedListSchema,
  messagesInfoSchema,
  messagingRequestListSchema,
  messagingRequestResponseSchema,
} from '@holdfast/shared/messaging';
import { selectRows } from '../../platform/db/client';
import { API, createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';

/**
 * A post signed 'Anonymous member' gives away nothing that leads to its
 * author (id, username, names, initials, avatar) in any answer that lists or shows it; what a reader
 * does about the author goes through the post's author_handle, and the answers to those actions
 * name only 'Anonymous member' until the author accepts.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: { token: string }) => request(app, u.token);

let serial = 0;
/** A member who chose anonymity at the agreement, with names, username and an avatar that must never show. */
async function anonymousMember() {
  serial += 1;
  const user = await buildCommunityMember(app, { veteran: true });
  const names = {
    community: `Zebulon Quill ${serial}`,
    display: `Zeb Q Display ${serial}`,
    first: `Zebulonius${serial}`,
    last: `Quillfeather${serial}`,
    username: `zebulon_q_${serial}_${user.id}`,
  };
  const profile = await api(user).put('/users/profile', {
    first_name: names.first,
    last_name: names.last,
    display_name: names.display,
    gender: 'Male',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const agreement = await api(user).post('/community/agreement', {
    display_name: names.community,
    age: 40,
    accept: true,
    aboveEighteen: true,
    is_anonymous: true,
  });
  expect(agreement.statusCode, agreement.body).toBe(200);
  await app.db.execute(sql`update users set username = ${names.username} where id = ${user.id}`);
  await app.db.execute(sql`update profiles set profile_icon = ${`avatars/secret-face-${user.id}.png`} where user_id = ${user.id}`);
  await app.db.execute(sql`update community_agreements set accepted_at = now() - interval '2 days' where user_id = ${user.id}`);
  return { ...user, names };
}
type Anonymous = Awaited<ReturnType<typeof anonymousMember>>;

/** The keys under which answers carry a person's id. */
const PERSON_ID_KEYS = new Set(['user_id', 'to_user_id', 'from_user_id', 'partner_id', 'mutual_partner_id', 'blocked_user_id', 'other_id']);
// A person object (not replied_to, whose id is the reply's and user_id the person's).
const personLike = (o: Record<string, unknown>) => ('name' in o || 'display_name' in o || 'username' in o) && !('user_id' in o);

/** Every person id an answer carries (ids of person objects and the *_user_id fields). */
function personIds(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((v) => personIds(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'number' && (PERSON_ID_KEYS.has(k) || (k === 'id' && personLike(o)))) out.push(v);
      else personIds(v, out);
    }
  }
  return out;
}

/** The answer's text names nothing of the author: no id, username, names, initials or avatar. */
function expectUnlinkable(body: string, who: Anonymous, what: string) {
  const { names } = who;
  for (const secret of [names.community, names.display, names.first, names.last, names.username, `secret-face-${who.id}`])
    expect(body, `${what} shows ${secret}`).not.toContain(secret);
  expect(body, `${what} shows initials`).not.toMatch(/"initials":"ZQ"/);
  expect(personIds(JSON.parse(body)), `${what} carries the author's id`).not.toContain(who.id);
}

async function anonymousScene() {
  const topic = await buildTopic(app, 'general', `Anonymity ${++serial}`);
  const anon = await anonymousMember();
  const reader = await buildCommunityMember(app, { veteran: true, name: `Reader ${serial}` });
  const thread = await buildThread(app, anon, topic.id, `Quietly sharing unlinkable${serial}`);
  const reply = await buildReply(app, anon, thread.id, `An anonymous word unlinkable${serial}`);
  const readerReply = await buildReply(app, reader, thread.id, 'Answering you', reply.id);
  const second = await buildReply(app, anon, thread.id, 'And again', readerReply.id);
  return { topic, anon, reader, thread, reply, second };
}

describe('author handles: sign-in', () => {
  it.each([
    ['POST', '/community/authors/r00000000000000000000000000000000/flag'],
    ['POST', '/community/authors/r00000000000000000000000000000000/block'],
    ['DELETE', '/community/authors/r00000000000000000000000000000000/block'],
  ])('%s %s without a token -> 401', async (method, url) => {
    const res = await app.app.inject({ method: method as 'POST', url: `${API}${url}`, payload: { reason: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('an anonymous post answers nothing of its author', () => {
  it('in thread lists, thread detail, replies pages, favourites, search, watched threads, participants and notifications', async () => {
    const { topic, anon, reader, thread, reply, second } = await anonymousScene();
    await api(reader).put(`/community/replies/${reply.id}/reaction`, { reaction_type: 'Loved' });
    await api(reader).post('/community/watch', { entity_id: thread.id, entity_type: 'thread' });
    await buildReply(app, anon, thread.id, 'Watched reply');
    await app.ctx.jobs.idle();
    const answers: [string, string][] = [
      ['thread list', `/community/topics/${topic.id}/threads`],
      ['thread', `/community/threads/${thread.id}`],
      ['threads by id', `/community/threads?ids=${thread.id}`],
      ['replies', `/community/threads/${thread.id}/replies`],
      ['nested replies', `/community/threads/${thread.id}/replies?parent_reply_id=${reply.id}`],
      ['favourites', `/community/threads/${thread.id}/favourite-replies`],
      ['search', `/community/search?q=unlinkable${serial}`],
      ['watched threads', '/community/watched-threads'],
      ['categories', '/community/categories'],
      ['topics', '/community/categories/general/topics'],
      ['topic', `/community/topics/${topic.id}`],
      ['bell', '/notifications'],
      ["the author's replies by id", `/community/users/${anon.id}/replies`],
    ];
    for (const [what, url] of answers) {
      const res = await api(reader).get(url);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
      expectUnlinkable(res.body, anon, what);
    }
    const page = replyPageSchema.parse((await api(reader).get(`/community/threads/${thread.id}/replies`)).json());
    const mine = page.items.find((r) => r.id === reply.id)!;
    expect(mine).toMatchObject({
      user_id: 0,
      user: { id: 0, name: 'Anonymous member', profile_icon: null, roles: [], is_looking_for_partner: false },
      is_mine: false,
    });
    expect(mine.flatten_replies.find((n) => n.id === second.id)!.replied_to).toMatchObject({ name: `Reader ${serial}` });
    // Two anonymous posts share no handle, and a handle is no id.
    const handles = [
      threadSchema.parse((await api(reader).get(`/community/threads/${thread.id}`)).json()).author_handle,
      mine.author_handle,
      mine.flatten_replies.find((n) => n.id === second.id)!.author_handle,
    ];
    expect(new Set(handles).size).toBe(3);
    for (const h of handles) expect(h).toMatch(/^[tr][0-9a-f]{32}$/);
    const search = forumSearchPageSchema.parse((await api(reader).get(`/community/search?q=unlinkable${serial}`)).json());
    expect(search.items.length).toBeGreaterThan(0);
    for (const hit of search.items) expect(hit.author).toMatchObject({ id: 0, name: 'Anonymous member' });
    // The bell names them 'Anonymous member' too.
    const bell = (await api(reader).get('/notifications')).json() as { items: { message: string }[] };
    expect(bell.items.some((n) => n.message.startsWith('Anonymous member replied'))).toBe(true);
    // Their profile's activity counts no anonymous post (count and time would point at them).
    expect((await api(reader).get(`/community/users/${anon.id}`)).json()).toMatchObject({
      activity: { reply_count: 0, latest_activity: null },
    });
    // The author still knows their own posts.
    const own = replyPageSchema.parse((await api(anon).get(`/community/threads/${thread.id}/replies`)).json());
    expect(own.items.find((r) => r.id === reply.id)).toMatchObject({
      is_mine: true,
      user_id: anon.id,
      user: { name: 'Anonymous member', profile_icon: null },
    });
    const listed = threadPageSchema.parse((await api(anon).get(`/community/topics/${topic.id}/threads`)).json());
    expect(listed.items[0]).toMatchObject({ is_mine: true, author: { id: anon.id, name: 'Anonymous member' } });
  });

  it('stays unlinkable after the author turns anonymity off; what they write afterwards names them', async () => {
    const { anon, reader, thread, reply } = await anonymousScene();
    const off = await api(anon).post('/community/agreement', {
      display_name: anon.names.community,
      age: 40,
      accept: true,
      aboveEighteen: true,
      is_anonymous: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const later = await buildReply(app, anon, thread.id, 'Now with my name');
    const res = await api(reader).get(`/community/threads/${thread.id}/replies?perPage=50`);
    const page = res.json() as ReplyPage;
    const before = page.items.find((r) => r.id === reply.id)!;
    expect(before).toMatchObject({ user_id: 0, user: { name: 'Anonymous member', profile_icon: null } });
    expect(JSON.stringify(before)).not.toContain(anon.names.community);
    expect(page.items.find((r) => r.id === later.id)).toMatchObject({ user_id: anon.id, user: { name: anon.names.community } });
    expect(threadSchema.parse((await api(reader).get(`/community/threads/${thread.id}`)).json()).author).toMatchObject({
      id: 0,
      name: 'Anonymous member',
    });
    // Their activity page lists only what names them.
    const activity = (await api(reader).get(`/community/users/${anon.id}/replies`)).json() as { items: { id: number }[] };
    expect(activity.items.map((r) => r.id)).toEqual([later.id]);
  });
});

describe('acting on an anonymous author by handle', () => {
  it('a messaging request reaches the author; the requester sees only Anonymous member until the author accepts', async () => {
    const { anon, reader, reply } = await anonymousScene();
    const redirectBefore = (await api(reader).get(`/messages/redirect/user/${anon.id}`)).json();
    const res = await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle });
    expect(res.statusCode, res.body).toBe(201);
    const made = messagingRequestResponseSchema.parse(res.json()).item;
    expectUnlinkable(res.body, anon, 'the request answer');
    expect(made).toMatchObject({
      to_user_id: 0,
      to_user: { id: null, display_name: 'Anonymous member', profile_icon: null, username: null },
      request_status: 'pending',
      through_anonymous_post: true,
    });
    // It reached the right person: the author sees it, from the reader.
    const theirs = messagingRequestListSchema
      .parse((await api(anon).get('/messaging-requests')).json())
      .items.find((r) => r.id === made.id)!;
    expect(theirs).toMatchObject({ from_user_id: reader.id, to_user_id: anon.id, through_anonymous_post: true });
    // The requester's lists name nobody either.
    for (const url of ['/messaging-requests', '/messages-info']) {
      const list = await api(reader).get(url);
      expect(list.statusCode).toBe(200);
      expectUnlinkable(list.body, anon, url);
    }
    expect(messagesInfoSchema.parse((await api(reader).get('/messages-info')).json()).items).toEqual([]);
    // Trying ids on the redirect finds no trace of it.
    expect((await api(reader).get(`/messages/redirect/user/${anon.id}`)).json()).toEqual(redirectBefore);
    // Asking again by handle answers the same request, unnamed.
    const again = await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle });
    expect(again.statusCode, again.body).toBe(200);
    expectUnlinkable(again.body, anon, 'the repeated request');
    // Accepting reveals them to the requester (the web says so before).
    const accept = await api(anon).patch(`/messaging-requests/${made.id}/request-status`, { status: 'accepted' });
    expect(accept.statusCode, accept.body).toBe(200);
    const after = messagingRequestListSchema
      .parse((await api(reader).get('/messaging-requests')).json())
      .items.find((r) => r.id === made.id)!;
    expect(after).toMatchObject({ to_user_id: anon.id, request_status: 'accepted' });
  });

  it('a refused messaging request keeps the author unnamed', async () => {
    const { anon, reader, reply } = await anonymousScene();
    const made = (await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle })).json()
      .item as { id: number };
    expect((await api(anon).patch(`/messaging-requests/${made.id}/request-status`, { status: 'rejected' })).statusCode).toBe(200);
    const list = await api(reader).get('/messaging-requests');
    expectUnlinkable(list.body, anon, 'the refused request');
  });

  it('a partner request reaches the author; the requester sees only Anonymous member, a refusal and its notice too', async () => {
    const { anon, reader, thread } = await anonymousScene();
    const res = await api(reader).post('/accountability-partners', {
      action_type: 'user',
      request_type: 'mutual',
      author_handle: thread.author_handle,
      message: 'Walk with me?',
    });
    expect(res.statusCode, res.body).toBe(201);
    expectUnlinkable(res.body, anon, 'the partner request answer');
    const item = accountabilityPartnerSchema.parse(res.json().item);
    expect(item).toMatchObject({
      partner_id: null,
      partner: { id: null, display_name: 'Anonymous member', username: null, profile_icon: null },
      through_anonymous_post: true,
    });
    const mine = await api(reader).get('/accountability-partners/requests');
    expectUnlinkable(mine.body, anon, 'my partner requests');
    // The author has it, from the reader.
    const theirs = partnerRequestsSchema.parse((await api(anon).get('/accountability-partners/requests')).json());
    expect(theirs.items.find((r) => r.id === item.id)).toMatchObject({
      user_id: reader.id,
      is_requester: false,
      partner: { id: reader.id },
    });
    expect((await api(anon).patch(`/accountability-partners/${item.id}/update-status`, { status: 'rejected' })).statusCode).toBe(200);
    const bell = await api(reader).get('/notifications');
    expectUnlinkable(bell.body, anon, "the refusal's notice");
    expect(bell.body).toContain('Anonymous member is not able');
  });

  it('accepting a partner request asked by handle shows the author to the requester', async () => {
    const { anon, reader, reply } = await anonymousScene();
    const item = (
      await api(reader).post('/accountability-partners', {
        action_type: 'user',
        request_type: 'mutual',
        author_handle: reply.author_handle,
      })
    ).json().item as { id: number };
    expect((await api(anon).patch(`/accountability-partners/${item.id}/update-status`, { status: 'accepted' })).statusCode).toBe(200);
    const list = (await api(reader).get('/accountability-partners')).json() as { mutual: { id: number; partner: { id: number | null } }[] };
    expect(list.mutual.find((p) => p.id === item.id)?.partner.id).toBe(anon.id);
  });

  it('flags and blocks the author by handle: the blocked list names nobody, the handle lifts it', async () => {
    const { anon, reader, reply } = await anonymousScene();
    const flag = await api(reader).post(`/community/authors/${reply.author_handle}/flag`, { reason: 'Unkind' });
    expect(flag.json()).toEqual({ message: t.userFlagged });
    // A second flag answers as the first (a refusal would say it is someone already flagged).
    expect((await api(reader).post(`/community/authors/${reply.author_handle}/flag`, { reason: 'Again' })).json()).toEqual({
      message: t.userFlagged,
    });
    const flags = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from community_user_flags where user_id = ${anon.id}`,
    );
    expect(Number(flags[0]!.n)).toBe(1);
    expect((await api(reader).post(`/community/authors/${reply.author_handle}/block`)).statusCode).toBe(200);
    const blocked = await api(reader).get('/messages/message-blocking');
    expectUnlinkable(blocked.body, anon, 'the blocked list');
    const entry = blockedListSchema.parse(blocked.json()).items[0]!;
    expect(entry).toMatchObject({ blocked_user_id: 0, user: { display_name: 'Anonymous member' }, author_handle: reply.author_handle });
    // The block holds: their posts are gone for me.
    const page = (await api(reader).get(`/community/threads/${reply.thread_id}/replies`)).json() as ReplyPage;
    expect(page.items.some((r) => r.id === reply.id)).toBe(false);
    expect((await api(reader).delete(`/community/authors/${reply.author_handle}/block`)).statusCode).toBe(200);
    expect(blockedListSchema.parse((await api(reader).get('/messages/message-blocking')).json()).items).toEqual([]);
    // Messaging's block accepts the handle too.
    const viaMessaging = await api(reader).post('/messages/message-blocking', { author_handle: reply.author_handle });
    expect(viaMessaging.statusCode, viaMessaging.body).toBe(201);
    expectUnlinkable(viaMessaging.body, anon, "messaging's block answer");
  });

  it('a forged or guessed handle is 404 and makes nothing; a malformed one is 422', async () => {
    const { reader } = await anonymousScene();
    const forged = 'r' + '0'.repeat(32);
    const calls = [
      () => api(reader).post('/messaging-requests', { user_type: 'community', author_handle: forged }),
      () => api(reader).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', author_handle: forged }),
      () => api(reader).post(`/community/authors/${forged}/flag`, { reason: 'x' }),
      () => api(reader).post(`/community/authors/${forged}/block`),
      () => api(reader).post('/messages/message-blocking', { author_handle: forged }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await api(reader).get('/messaging-requests')).json().items).toEqual([]);
    expect((await api(reader).get('/accountability-partners/requests')).json().items).toEqual([]);
    expect((await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: 'not-a-handle' })).statusCode).toBe(422);
    expect((await api(reader).post('/messaging-requests', { user_type: 'community' })).statusCode).toBe(422);
    expect((await api(reader).post(`/community/authors/42/flag`, { reason: 'x' })).statusCode).toBe(422);
  });

  it("a stranger's handle of a post they cannot see (another category, a hidden reply, a blocker's) is 404", async () => {
    const { anon, reader, reply } = await anonymousScene();
    const leaders = await buildTopic(app, 'certified', `Leaders ${serial}`);
    const leader = await buildCommunityMember(app, { roles: ['certified_leader'], veteran: true });
    const certifiedThread = await buildThread(app, leader, leaders.id, 'Only for leaders');
    expect(
      (await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: certifiedThread.author_handle })).statusCode,
    ).toBe(404);
    await app.db.execute(sql`insert into message_blocks (blocker_id, blocked_id) values (${anon.id}, ${reader.id})`);
    expect((await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle })).statusCode).toBe(
      404,
    );
    const outsider = await buildCommunityMember(app, { agreement: false });
    expect(
      (await api(outsider).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle })).statusCode,
    ).toBe(403);
  });

  it("a handle of a named post works like the author's id", async () => {
    const topic = await buildTopic(app, 'general', `Named ${++serial}`);
    const named = await buildCommunityMember(app, { veteran: true, name: `Named Author ${serial}` });
    const reader = await buildCommunityMember(app, { veteran: true });
    const thread: Thread = await buildThread(app, named, topic.id);
    const reply: Reply = await buildReply(app, named, thread.id);
    expect(reply).toMatchObject({ user_id: named.id, user: { name: `Named Author ${serial}` } });
    const res = await api(reader).post('/messaging-requests', { user_type: 'community', author_handle: reply.author_handle });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ to_user_id: named.id, through_anonymous_post: false, to_user: { id: named.id } });
    const partner = await api(reader).post('/accountability-partners', {
      action_type: 'user',
      request_type: 'mutual',
      author_handle: thread.author_handle,
    });
    expect(partner.statusCode, partner.body).toBe(201);
    expect(partner.json().item).toMatchObject({ partner_id: named.id, through_anonymous_post: false });
    // The old payload by id still works.
    const other = await buildCommunityMember(app);
    expect((await api(reader).post('/messaging-requests', { user_type: 'community', to_user_id: other.id })).statusCode).toBe(201);
  });
});
