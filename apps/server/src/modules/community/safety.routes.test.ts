import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityNotificationTypes,
  communityTexts as t,
  FLAG_HIDE_THRESHOLD,
  HIDE_CONTENT_WARNINGS_META,
  type ForumSearchPage,
  type Thread,
} from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: { token: string }) => request(app, u.token);

/** The bell rows of one user of the struggling type, newest first. */
async function strugglingBells(userId: number) {
  await app.ctx.jobs.idle();
  return selectRows<{ title: string; message: string; meta: { type: string; thread_id: number; reply_id?: number } }>(
    app.db,
    sql`select title, message, meta from notifications where user_id = ${userId} and meta->>'type' = ${communityNotificationTypes.struggling} order by id desc`,
  );
}

const struggling = async (kind: 'threads' | 'replies', id: number) =>
  (
    await selectRows<{ is_struggling: boolean }>(
      app.db,
      kind === 'threads'
        ? sql`select is_struggling from community_threads where id = ${id}`
        : sql`select is_struggling from community_replies where id = ${id}`,
    )
  )[0]?.is_struggling;

async function startThread(author: { token: string }, topicId: number, body: Record<string, unknown>) {
  const res = await api(author).post(`/community/topics/${topicId}/threads`, {
    title: 'Hard night',
    content: '<p>Tonight is hard.</p>',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as Thread;
}

describe('community safety: sign-in', () => {
  it.each([
    ['PATCH', '/community/threads/1/struggling'],
    ['PATCH', '/community/replies/1/struggling'],
    ['GET', '/community/search?q=hope'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url, { is_struggling: true })).statusCode).toBe(401);
  });

  it('a member without the agreement can neither mark nor search (403)', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { veteran: true });
    const th = await buildThread(app, author, topic.id);
    const outsider = await buildCommunityMember(app, { agreement: false });
    expect((await api(outsider).patch(`/community/threads/${th.id}/struggling`, { is_struggling: true })).statusCode).toBe(403);
    expect((await api(outsider).get('/community/search?q=story')).statusCode).toBe(403);
    expect(await struggling('threads', th.id)).toBe(false);
  });
});

describe("I'm struggling right now", () => {
  it('a thread started as struggling says so, and every community admin (not the author) gets an urgent bell at once', async () => {
    const topic = await buildTopic(app);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    const bystander = await buildCommunityMember(app);
    const author = await buildCommunityMember(app, { veteran: true, name: 'Sam Reed' });
    const th = await startThread(author, topic.id, { is_struggling: true });
    expect(th.is_struggling).toBe(true);
    const [bell] = await strugglingBells(admin.id);
    expect(bell?.title).toBe('Urgent: a member is struggling');
    expect(bell?.message).toContain('Sam Reed');
    expect(bell?.meta.thread_id).toBe(th.id);
    expect(await strugglingBells(author.id)).toEqual([]);
    expect(await strugglingBells(bystander.id)).toEqual([]);
  });

  it('the author marks and unmarks their thread; marking again tells the admins again; others are refused and change nothing', async () => {
    const topic = await buildTopic(app);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    const author = await buildCommunityMember(app, { veteran: true });
    const th = await buildThread(app, author, topic.id);
    const before = (await strugglingBells(admin.id)).length;

    const other = await buildCommunityMember(app);
    const refused = await api(other).patch(`/community/threads/${th.id}/struggling`, { is_struggling: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.notPostAuthor);
    expect(await struggling('threads', th.id)).toBe(false);
    expect((await api(author).patch(`/community/threads/${th.id}/struggling`, {})).statusCode).toBe(422);
    expect((await api(author).patch('/community/threads/999999/struggling', { is_struggling: true })).statusCode).toBe(404);
    expect((await strugglingBells(admin.id)).length).toBe(before);

    const marked = await api(author).patch(`/community/threads/${th.id}/struggling`, { is_struggling: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: t.markedStruggling, is_struggling: true });
    expect((await api(other).get(`/community/threads/${th.id}`)).json().is_struggling).toBe(true);
    expect((await strugglingBells(admin.id)).length).toBe(before + 1);
    // Marking what is already marked tells nobody twice.
    await api(author).patch(`/community/threads/${th.id}/struggling`, { is_struggling: true });
    expect((await strugglingBells(admin.id)).length).toBe(before + 1);

    expect((await api(author).patch(`/community/threads/${th.id}/struggling`, { is_struggling: false })).json()).toEqual({
      message: t.unmarkedStruggling,
      is_struggling: false,
    });
    expect(await struggling('threads', th.id)).toBe(false);
    await api(author).patch(`/community/threads/${th.id}/struggling`, { is_struggling: true });
    expect((await strugglingBells(admin.id)).length).toBe(before + 2);
  });

  it('a struggling reply is never hidden by flags: the flags still reach the moderation queue', async () => {
    const topic = await buildTopic(app);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    const starter = await buildCommunityMember(app, { veteran: true });
    const th = await buildThread(app, starter, topic.id);
    const author = await buildCommunityMember(app, { veteran: true, name: 'Kim Lowe' });
    const created = await api(author).post(`/community/threads/${th.id}/replies`, {
      reply_id: null,
      reply_text: '<p>I am about to give in.</p>',
      is_struggling: true,
    });
    expect(created.statusCode).toBe(201);
    const reply = created.json().item;
    expect(reply.is_struggling).toBe(true);
    expect((await strugglingBells(admin.id))[0]?.meta.reply_id).toBe(reply.id);

    for (let i = 0; i < FLAG_HIDE_THRESHOLD; i++) {
      const flagger = await buildCommunityMember(app);
      expect((await api(flagger).post(`/community/replies/${reply.id}/flag`, { reason: 'Too much' })).statusCode).toBe(200);
    }
    const seen = await api(starter).get(`/community/threads/${th.id}/replies`);
    expect(seen.json().items.map((r: { id: number }) => r.id)).toContain(reply.id);
    const queue = await api(admin).get('/community/moderation/flags');
    expect(JSON.stringify(queue.json())).toContain(`"id":${reply.id}`);

    // An ordinary reply with as many flags is hidden: the rule still holds for others.
    const plain = await buildReply(app, author, th.id, 'Another reply');
    for (let i = 0; i < FLAG_HIDE_THRESHOLD; i++)
      await api(await buildCommunityMember(app)).post(`/community/replies/${plain.id}/flag`, { reason: 'Spam' });
    const after = (await api(starter).get(`/community/threads/${th.id}/replies`)).json().items.map((r: { id: number }) => r.id);
    expect(after).toContain(reply.id);
    expect(after).not.toContain(plain.id);

    // Only the author marks a reply.
    expect((await api(starter).patch(`/community/replies/${reply.id}/struggling`, { is_struggling: false })).statusCode).toBe(403);
    expect(await struggling('replies', reply.id)).toBe(true);
    expect((await api(author).patch(`/community/replies/${reply.id}/struggling`, { is_struggling: false })).json().is_struggling).toBe(
      false,
    );
  });
});

describe('content warnings', () => {
  it('a thread carries its warning; a member who hides them no longer sees it in lists or search, but its link still opens', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { veteran: true });
    const warned = await startThread(author, topic.id, {
      title: 'What happened Friday',
      content: '<p>Details of my lapse and the evening</p>',
      content_warning: 'relapse_details',
    });
    expect(warned.content_warning).toBe('relapse_details');
    const plain = await startThread(author, topic.id, { title: 'A quiet evening', content: '<p>The evening went well</p>' });
    expect(plain.content_warning).toBeNull();
    expect(
      (await api(author).post(`/community/topics/${topic.id}/threads`, { title: 'x', content: '<p>x</p>', content_warning: 'gore' }))
        .statusCode,
    ).toBe(422);

    const reader = await buildCommunityMember(app);
    const ids = async () => (await api(reader).get(`/community/topics/${topic.id}/threads`)).json().items.map((th: Thread) => th.id);
    const found = async () =>
      ((await api(reader).get('/community/search?q=evening')).json() as ForumSearchPage).items.map((h) => h.thread_id);
    expect(await ids()).toEqual(expect.arrayContaining([warned.id, plain.id]));
    expect(await found()).toEqual(expect.arrayContaining([warned.id, plain.id]));

    expect((await api(reader).post(`/users/user-meta/${HIDE_CONTENT_WARNINGS_META}`, { value: true })).statusCode).toBeLessThan(300);
    expect(await ids()).toEqual([plain.id]);
    expect((await api(reader).get(`/community/topics/${topic.id}/threads`)).json().totalItems).toBe(1);
    expect(await found()).not.toContain(warned.id);
    expect((await api(reader).get(`/community/threads/${warned.id}`)).json().content_warning).toBe('relapse_details');
  });
});

describe('search', () => {
  it('finds threads and replies by their words (not their markup), best first, with a plain-text snippet and the author', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { veteran: true, name: 'Noah Park' });
    const th = await startThread(author, topic.id, {
      title: 'Lighthouse keepers',
      content: '<p>The <strong>lighthouse</strong> kept me &amp; my brother steady.</p>',
    });
    const replier = await buildCommunityMember(app, { veteran: true });
    const reply = await buildReply(app, replier, th.id, 'A lighthouse for the lost');
    const reader = await buildCommunityMember(app);

    const res = await api(reader).get('/community/search?q=lighthouse');
    expect(res.statusCode).toBe(200);
    const page = res.json() as ForumSearchPage;
    const threadHit = page.items.find((h) => h.type === 'thread' && h.thread_id === th.id);
    const replyHit = page.items.find((h) => h.type === 'reply' && h.reply_id === reply.id);
    expect(threadHit?.thread_title).toBe('Lighthouse keepers');
    expect(threadHit?.snippet).toContain('me & my brother');
    expect(threadHit?.snippet).not.toMatch(/<|strong/);
    expect(threadHit?.author?.name).toBe('Noah Park');
    expect(replyHit?.thread_id).toBe(th.id);
    // Markup is not searchable: a tag name finds nothing.
    expect(((await api(reader).get('/community/search?q=strong')).json() as ForumSearchPage).items.some((h) => h.thread_id === th.id)).toBe(
      false,
    );
    // Paging: one a page.
    const first = (await api(reader).get('/community/search?q=lighthouse&perPage=1')).json() as ForumSearchPage;
    expect(first.items).toHaveLength(1);
    expect(first.totalItems).toBe(page.totalItems);
  });

  it('leaves out hidden replies (moderators find them), blocked people and the certified category', async () => {
    const topic = await buildTopic(app);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    const author = await buildCommunityMember(app, { veteran: true });
    const th = await buildThread(app, author, topic.id, 'Morning routine');
    const hidden = await buildReply(app, author, th.id, 'zephyrine hidden words');
    expect((await api(admin).patch(`/community/replies/${hidden.id}/visibility`, { is_hidden: true })).statusCode).toBe(200);
    const reader = await buildCommunityMember(app);
    const search = async (who: { token: string }, q: string) =>
      ((await api(who).get(`/community/search?q=${encodeURIComponent(q)}`)).json() as ForumSearchPage).items;
    expect(await search(reader, 'zephyrine')).toEqual([]);
    expect((await search(admin, 'zephyrine')).map((h) => h.reply_id)).toEqual([hidden.id]);

    const blocker = await buildCommunityMember(app, { veteran: true });
    const blockedThread = await buildThread(app, blocker, topic.id, 'Quillfeather journal');
    expect((await search(reader, 'quillfeather')).map((h) => h.thread_id)).toEqual([blockedThread.id]);
    expect((await api(blocker).post(`/community/users/${reader.id}/block`)).statusCode).toBeLessThan(300);
    expect(await search(reader, 'quillfeather')).toEqual([]);

    const certifiedTopic = await buildTopic(app, 'certified', 'Leaders only');
    const leader = await buildCommunityMember(app, { veteran: true, roles: ['certified_leader'] });
    await buildThread(app, leader, certifiedTopic.id, 'Marmalade strategy');
    expect(await search(reader, 'marmalade')).toEqual([]);
    expect((await search(leader, 'marmalade')).length).toBe(1);
  });

  it('needs 3 characters (422 with the text) and answers an empty page for words found nowhere', async () => {
    const reader = await buildCommunityMember(app);
    const short = await api(reader).get('/community/search?q=%20ab%20');
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(m.minLength(3));
    expect((await api(reader).get('/community/search')).statusCode).toBe(422);
    const none = (await api(reader).get('/community/search?q=xylophonequartz')).json() as ForumSearchPage;
    expect(none.items).toEqual([]);
    expect(none.totalItems).toBe(0);
    // Search syntax cannot break the statement: quotes, minus, operators.
    expect((await api(reader).get(`/community/search?q=${encodeURIComponent('"hope -fear) & | !(')}`)).statusCode).toBe(200);
  });
});
