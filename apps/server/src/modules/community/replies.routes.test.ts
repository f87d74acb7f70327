import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityNotificationTypes, communityTexts as t, type Reply } from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import type { RealtimePublisher } from '../../platform/context';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';
import { JOB_NOTIFY_REPLY_WATCHERS } from './replies.service';

let app: TestApp;
/** Realtime events the server published, as [userId, event, payload]. */
const published: [number, string, unknown][] = [];
beforeAll(async () => {
  app = await createTestApp();
  const original: RealtimePublisher['publishToUser'] = app.ctx.realtime.publishToUser.bind(app.ctx.realtime);
  app.ctx.realtime.publishToUser = (userId, event, payload) => {
    published.push([userId, event, payload]);
    original(userId, event, payload);
  };
});
afterAll(() => app.app.close());

const api = (u: { token: string }) => request(app, u.token);
const replyRow = async (id: number) =>
  (await selectRows<{ id: number; is_hidden: boolean }>(app.db, sql`select id, is_hidden from community_replies where id = ${id}`))[0] ??
  null;

/** A thread in a fresh topic, started by a veteran member (30 posts an hour). */
async function thread() {
  const topic = await buildTopic(app);
  const author = await buildCommunityMember(app, { veteran: true, name: 'Thread Author' });
  return { topic, author, thread: await buildThread(app, author, topic.id) };
}

describe('replies: sign-in', () => {
  it.each([
    ['GET', '/community/threads/1/replies'],
    ['GET', '/community/threads/1/favourite-replies'],
    ['GET', '/community/threads/1/my-reactions'],
    ['POST', '/community/threads/1/replies'],
    ['DELETE', '/community/replies/1'],
    ['PUT', '/community/replies/1/reaction'],
    ['POST', '/community/replies/1/flag'],
    ['PATCH', '/community/replies/1/visibility'],
    ['GET', '/community/users/1/replies'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('a member without the agreement can neither read nor reply, and nothing is written', async () => {
    const { thread: th } = await thread();
    const outsider = await buildCommunityMember(app, { agreement: false });
    expect((await api(outsider).get(`/community/threads/${th.id}/replies`)).statusCode).toBe(403);
    const res = await api(outsider).post(`/community/threads/${th.id}/replies`, { reply_id: null, reply_text: 'hi' });
    expect(res.statusCode).toBe(403);
    expect((await api(outsider).get(`/community/threads/${th.id}`)).statusCode).toBe(403);
    const member = await buildCommunityMember(app);
    expect((await api(member).get(`/community/threads/${th.id}/replies`)).json().totalItems).toBe(0);
  });
});

describe('reading replies', () => {
  it('pages top-level replies 15 at a time, each with its first 5 nested replies; nested ones page 5 at a time', async () => {
    const { thread: th, author } = await thread();
    const other = await buildCommunityMember(app, { veteran: true, name: 'Other One' });
    const tops: Reply[] = [];
    for (let i = 0; i < 16; i++) tops.push(await buildReply(app, i % 2 ? other : author, th.id, `Top ${i}`));
    const first = tops[0]!;
    const nested: Reply[] = [];
    for (let i = 0; i < 6; i++) nested.push(await buildReply(app, other, th.id, `Nested ${i}`, i === 5 ? nested[0]!.id : first.id));
    const page1 = (await api(author).get(`/community/threads/${th.id}/replies`)).json();
    expect(page1).toMatchObject({ page: 1, perPage: 15, totalItems: 16, totalPages: 2, offset: 0 });
    expect(page1.items).toHaveLength(15);
    const head: Reply = page1.items[0];
    expect(head).toMatchObject({
      id: first.id,
      primary_reply_id: null,
      replied_to: null,
      total_replies: 6,
      reply_text: '<p>Top 0</p>',
      user: { id: author.id, name: 'Thread Author' },
    });
    expect(head.flatten_replies.map((r) => r.reply_text)).toEqual([
      '<p>Nested 0</p>',
      '<p>Nested 1</p>',
      '<p>Nested 2</p>',
      '<p>Nested 3</p>',
      '<p>Nested 4</p>',
    ]);
    // A reply to a nested reply sits under the same top-level reply and names whom it answers.
    expect(nested[5]).toMatchObject({
      primary_reply_id: first.id,
      replied_to: { id: nested[0]!.id, user_id: other.id, name: 'Other One' },
    });
    const page2 = (await api(author).get(`/community/threads/${th.id}/replies?page=2`)).json();
    expect(page2.items.map((r: Reply) => r.id)).toEqual([tops[15]!.id]);
    const nestedPage = (await api(author).get(`/community/threads/${th.id}/replies?parent_reply_id=${first.id}&page=2`)).json();
    expect(nestedPage).toMatchObject({ page: 2, perPage: 5, totalItems: 6, totalPages: 2, offset: 5 });
    expect(nestedPage.items.map((r: Reply) => r.id)).toEqual([nested[5]!.id]);
    expect((await api(author).get(`/community/threads/${th.id}`)).json().total_replies).toBe(22);
  });

  it('a parent reply of another thread, or an unknown thread, is 404', async () => {
    const a = await thread();
    const b = await thread();
    const inB = await buildReply(app, b.author, b.thread.id);
    expect((await api(a.author).get(`/community/threads/${a.thread.id}/replies?parent_reply_id=${inB.id}`)).statusCode).toBe(404);
    expect((await api(a.author).get('/community/threads/999999/replies')).statusCode).toBe(404);
    const res = await api(a.author).post(`/community/threads/${a.thread.id}/replies`, { reply_id: inB.id, reply_text: 'wrong thread' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(t.parentReplyNotFound);
    expect((await api(a.author).get(`/community/threads/${a.thread.id}`)).json().total_replies).toBe(0);
  });
});

describe('posting replies', () => {
  it('stores sanitised HTML and answers the reply; the thread counts it', async () => {
    const { thread: th } = await thread();
    const member = await buildCommunityMember(app);
    const res = await api(member).post(`/community/threads/${th.id}/replies`, {
      reply_id: null,
      reply_text: '<p><em>Keep going</em> 🙏<img src=x onerror=alert(1)></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: t.replyCreated,
      item: {
        reply_text: '<p><em>Keep going</em> 🙏</p>',
        user_id: member.id,
        is_hidden: false,
        reaction_counts: { liked: 0, loved: 0 },
        flatten_replies: [],
      },
    });
    expect((await api(member).get(`/community/threads/${th.id}`)).json()).toMatchObject({ total_replies: 1, total_users: 2 });
  });

  it.each([
    [{ reply_id: null }, m.required],
    [{ reply_id: null, reply_text: '   ' }, m.required],
    [{ reply_id: null, reply_text: '<script>alert(1)</script>' }, m.required],
  ])('a reply %j is refused (422) and nothing is stored', async (body, text) => {
    const { thread: th } = await thread();
    const member = await buildCommunityMember(app);
    const res = await api(member).post(`/community/threads/${th.id}/replies`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reply_text).toEqual([text]);
    expect((await api(member).get(`/community/threads/${th.id}/replies`)).json().totalItems).toBe(0);
  });

  it('notifies the watchers of the thread and of its topic once each (bell and realtime), never the author', async () => {
    const { topic, thread: th, author: starter } = await thread();
    const threadWatcher = await buildCommunityMember(app);
    const topicWatcher = await buildCommunityMember(app);
    const both = await buildCommunityMember(app);
    await api(threadWatcher).post('/community/watch', { entity_id: th.id, entity_type: 'thread' });
    await api(topicWatcher).post('/community/watch', { entity_id: topic.id, entity_type: 'topic' });
    await api(both).post('/community/watch', { entity_id: th.id, entity_type: 'thread' });
    await api(both).post('/community/watch', { entity_id: topic.id, entity_type: 'topic' });
    const replier = await buildCommunityMember(app, { name: 'Kind Voice' });
    await api(replier).post('/community/watch', { entity_id: th.id, entity_type: 'thread' });
    published.length = 0;
    const reply = await buildReply(app, replier, th.id);
    await app.ctx.jobs.idle();
    // The job again (as after a crash) writes nothing twice.
    await app.ctx.jobs.enqueue(JOB_NOTIFY_REPLY_WATCHERS, { replyId: reply.id });
    await app.ctx.jobs.idle();
    for (const watcher of [threadWatcher, topicWatcher, both, starter]) {
      const items = (await api(watcher).get('/notifications')).json().items;
      expect(items, `user ${watcher.id}`).toHaveLength(1);
      expect(items[0]).toMatchObject({
        title: 'New reply',
        message: `Kind Voice replied in "${th.title}"`,
        meta: { type: communityNotificationTypes.watchedReply, thread_id: th.id, target: `/community/threads/${th.id}` },
      });
    }
    expect((await api(replier).get('/notifications')).json().items).toEqual([]);
    const events = published.filter(([, e]) => e === 'community-reply.created');
    expect(events.map(([u]) => u).sort()).toEqual([threadWatcher.id, topicWatcher.id, both.id, starter.id].sort());
    expect(events[0]![2]).toEqual({ thread_id: th.id, topic_id: topic.id, reply_id: reply.id });
  });

  it('a certified thread notifies no watcher who lost sight of the category', async () => {
    const topic = await buildTopic(app, 'certified', 'Leaders room');
    const leader = await buildCommunityMember(app, { roles: ['certified_leader'] });
    const th = await buildThread(app, leader, topic.id);
    const formerLeader = await buildCommunityMember(app, { roles: ['certified_leader'] });
    await api(formerLeader).post('/community/watch', { entity_id: th.id, entity_type: 'thread' });
    await app.db.execute(sql`delete from user_roles where user_id = ${formerLeader.id}`);
    const other = await buildCommunityMember(app, { roles: ['certified_leader'] });
    await buildReply(app, other, th.id);
    await app.ctx.jobs.idle();
    expect((await api(formerLeader).get('/notifications')).json().items).toEqual([]);
    expect((await api(leader).get('/notifications')).json().items).toHaveLength(1);
  });
});

describe('deleting replies', () => {
  it('the author deletes their reply (its nested replies go with it); anyone else is 403 and it stays', async () => {
    const { thread: th, author } = await thread();
    const writer = await buildCommunityMember(app);
    const mine = await buildReply(app, writer, th.id);
    await buildReply(app, author, th.id, 'Answer', mine.id);
    const refused = await api(author).delete(`/community/replies/${mine.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: t.notReplyAuthor, code: ERROR_CODES.notReplyAuthor });
    expect(await replyRow(mine.id)).not.toBeNull();
    const res = await api(writer).delete(`/community/replies/${mine.id}`);
    expect(res.json()).toEqual({ message: t.replyDeleted });
    expect(await replyRow(mine.id)).toBeNull();
    expect((await api(writer).get(`/community/threads/${th.id}`)).json().total_replies).toBe(0);
    expect((await api(writer).delete(`/community/replies/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('reactions', () => {
  it('toggles Liked and Loved (added, removed, replaced), lists mine and picks up to 3 favourites', async () => {
    const { thread: th, author } = await thread();
    const replies: Reply[] = [];
    for (let i = 0; i < 4; i++) replies.push(await buildReply(app, author, th.id, `R${i}`));
    const fans = [await buildCommunityMember(app), await buildCommunityMember(app), await buildCommunityMember(app)];
    const react = (u: { token: string }, r: Reply, type: string) =>
      api(u).put(`/community/replies/${r.id}/reaction`, { reaction_type: type });
    expect((await react(fans[0]!, replies[2]!, 'Liked')).json()).toEqual({
      result: 'added',
      reaction_type: 'Liked',
      reaction_counts: { liked: 1, loved: 0 },
    });
    expect((await react(fans[0]!, replies[2]!, 'Loved')).json()).toEqual({
      result: 'added',
      reaction_type: 'Loved',
      reaction_counts: { liked: 0, loved: 1 },
    });
    expect((await react(fans[0]!, replies[2]!, 'Loved')).json()).toEqual({
      result: 'removed',
      reaction_type: 'Loved',
      reaction_counts: { liked: 0, loved: 0 },
    });
    for (const f of fans) await react(f, replies[2]!, 'Liked');
    await react(fans[0]!, replies[1]!, 'Loved');
    await react(fans[1]!, replies[1]!, 'Loved');
    await react(fans[0]!, replies[3]!, 'Liked');
    expect((await api(fans[0]!).get(`/community/threads/${th.id}/my-reactions`)).json()).toEqual([
      { reply_id: replies[1]!.id, reaction_type: 'Loved' },
      { reply_id: replies[2]!.id, reaction_type: 'Liked' },
      { reply_id: replies[3]!.id, reaction_type: 'Liked' },
    ]);
    expect((await api(fans[2]!).get(`/community/threads/${th.id}/my-reactions`)).json()).toEqual([
      { reply_id: replies[2]!.id, reaction_type: 'Liked' },
    ]);
    const favourites = (await api(author).get(`/community/threads/${th.id}/favourite-replies`)).json();
    expect(favourites.map((r: Reply) => r.id)).toEqual([replies[2]!.id, replies[1]!.id, replies[3]!.id]);
    expect(favourites[0].reaction_counts).toEqual({ liked: 3, loved: 0 });
    const bad = await react(fans[0]!, replies[0]!, 'Hated');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reaction_type).toEqual([m.invalid]);
    expect((await react(fans[0]!, { id: 999999 } as Reply, 'Liked')).statusCode).toBe(404);
  });
});

describe('flags and visibility', () => {
  it('a flag needs a reason, not on my own reply, once per member; the third member hides it pending review', async () => {
    const { thread: th, author } = await thread();
    const reply = await buildReply(app, author, th.id, 'Hurtful words');
    const flaggers = [await buildCommunityMember(app), await buildCommunityMember(app), await buildCommunityMember(app)];
    expect((await api(flaggers[0]!).post(`/community/replies/${reply.id}/flag`, { reason: ' ' })).json().errors.reason).toEqual([
      m.required,
    ]);
    const own = await api(author).post(`/community/replies/${reply.id}/flag`, { reason: 'mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(ERROR_CODES.ownReply);
    expect((await api(flaggers[0]!).post(`/community/replies/${reply.id}/flag`, { reason: 'Unkind' })).json()).toEqual({
      message: t.replyFlagged,
    });
    expect((await api(flaggers[0]!).post(`/community/replies/${reply.id}/flag`, { reason: 'Again' })).statusCode).toBe(409);
    const seen = (await api(flaggers[0]!).get(`/community/threads/${th.id}/replies`)).json().items[0];
    expect(seen.is_flagged_by_current_user).toBe(true);
    expect((await api(flaggers[1]!).get(`/community/threads/${th.id}/replies`)).json().items[0].is_flagged_by_current_user).toBe(false);
    await api(flaggers[1]!).post(`/community/replies/${reply.id}/flag`, { reason: 'Unkind' });
    expect((await replyRow(reply.id))!.is_hidden).toBe(false);
    await api(flaggers[2]!).post(`/community/replies/${reply.id}/flag`, { reason: 'Unkind' });
    expect((await replyRow(reply.id))!.is_hidden).toBe(true);
    // Hidden: gone for members (the author too), there for community admins.
    for (const u of [flaggers[0]!, author]) expect((await api(u).get(`/community/threads/${th.id}/replies`)).json().totalItems).toBe(0);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    expect((await api(admin).get(`/community/threads/${th.id}/replies`)).json().items[0]).toMatchObject({ id: reply.id, is_hidden: true });
    expect((await api(author).get(`/community/threads/${th.id}`)).json().total_replies).toBe(0);
  });

  it('only community and upgrade admins hide and show; members never see a hidden reply, nor reach it', async () => {
    const { thread: th, author } = await thread();
    const reply = await buildReply(app, author, th.id);
    const nested = await buildReply(app, author, th.id, 'Nested', reply.id);
    const member = await buildCommunityMember(app);
    const refused = await api(member).patch(`/community/replies/${reply.id}/visibility`, { is_hidden: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.notModerator);
    expect((await replyRow(reply.id))!.is_hidden).toBe(false);
    const upgrade = await buildCommunityMember(app, { roles: ['upgrade_admin'] });
    expect((await api(upgrade).patch(`/community/replies/${reply.id}/visibility`, {})).json().errors.is_hidden).toEqual([m.required]);
    const hid = await api(upgrade).patch(`/community/replies/${nested.id}/visibility`, { is_hidden: true });
    expect(hid.json()).toMatchObject({ message: t.replyHidden, item: { id: nested.id, is_hidden: true } });
    const top = (await api(member).get(`/community/threads/${th.id}/replies`)).json().items[0];
    expect(top).toMatchObject({ id: reply.id, total_replies: 0, flatten_replies: [] });
    expect((await api(member).get(`/community/threads/${th.id}/replies?parent_reply_id=${reply.id}`)).json().totalItems).toBe(0);
    expect((await api(member).put(`/community/replies/${nested.id}/reaction`, { reaction_type: 'Liked' })).statusCode).toBe(404);
    expect((await api(member).post(`/community/threads/${th.id}/replies`, { reply_id: nested.id, reply_text: 'x' })).statusCode).toBe(404);
    expect((await api(upgrade).get(`/community/threads/${th.id}/replies`)).json().items[0]).toMatchObject({
      total_replies: 1,
      flatten_replies: [{ id: nested.id, is_hidden: true }],
    });
    const shown = await api(upgrade).patch(`/community/replies/${nested.id}/visibility`, { is_hidden: false });
    expect(shown.json()).toMatchObject({ message: t.replyShown, item: { is_hidden: false } });
    expect((await api(member).get(`/community/threads/${th.id}/replies`)).json().items[0].total_replies).toBe(1);
  });
});

describe("a member's activity", () => {
  it('lists their visible replies newest first with their thread, leaving out hidden ones and the certified category', async () => {
    const { thread: th, author } = await thread();
    const writer = await buildCommunityMember(app, { roles: ['certified_leader'] });
    const first = await buildReply(app, writer, th.id, 'First');
    const second = await buildReply(app, writer, th.id, 'Second');
    const hidden = await buildReply(app, writer, th.id, 'Hidden');
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    await api(admin).patch(`/community/replies/${hidden.id}/visibility`, { is_hidden: true });
    const certified = await buildTopic(app, 'certified', 'Leaders');
    const inCertified = await buildThread(app, writer, certified.id);
    await buildReply(app, writer, inCertified.id, 'Leaders only');
    const page = (await api(author).get(`/community/users/${writer.id}/replies`)).json();
    expect(page).toMatchObject({ page: 1, perPage: 15, totalItems: 2, totalPages: 1 });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ reply_text: '<p>Second</p>', thread: { id: th.id, title: th.title } });
    expect((await api(admin).get(`/community/users/${writer.id}/replies`)).json().totalItems).toBe(3);
    expect((await api(writer).get(`/community/users/${writer.id}/replies`)).json().totalItems).toBe(3);
    expect((await api(author).get('/community/users/999999/replies')).json()).toMatchObject({ totalItems: 0, items: [] });
    const outsider = await buildCommunityMember(app, { agreement: false });
    expect((await api(outsider).get(`/community/users/${writer.id}/replies`)).statusCode).toBe(403);
  });
});
