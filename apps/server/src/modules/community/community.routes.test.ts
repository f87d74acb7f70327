import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import { communityTexts as t, TOPIC_DESCRIPTION_MAX, TOPIC_NAME_MAX, type Thread } from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';

// One app per file; every test builds its own members, topics and threads.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: { token: string }) => request(app, u.token);
const threadCount = async (topicId: number) =>
  Number(
    (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from community_threads where topic_id = ${topicId}`))[0]!.n,
  );

describe('community forum: sign-in and the agreement gate', () => {
  it.each([
    ['POST', '/community/agreement'],
    ['GET', '/community/categories'],
    ['GET', '/community/categories/general/topics'],
    ['POST', '/community/categories/general/topics'],
    ['GET', '/community/topics/1'],
    ['GET', '/community/topics/1/threads'],
    ['POST', '/community/topics/1/threads'],
    ['GET', '/community/threads?ids=1'],
    ['GET', '/community/threads/1'],
    ['POST', '/community/threads/1/view'],
    ['POST', '/community/watch'],
    ['DELETE', '/community/watch'],
    ['GET', '/community/watched-threads'],
    ['GET', '/community/watched-topics'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('a member who has not accepted the agreement is refused every community call (403 community_agreement_required)', async () => {
    const topic = await buildTopic(app);
    const outsider = await buildUser(app);
    for (const url of [
      '/community/categories',
      '/community/categories/general/topics',
      `/community/topics/${topic.id}`,
      `/community/topics/${topic.id}/threads`,
      '/community/watched-threads',
    ]) {
      const res = await api(outsider).get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ message: t.agreementRequired, code: ERROR_CODES.communityAgreementRequired });
    }
    const refused = await api(outsider).post(`/community/topics/${topic.id}/threads`, { title: 'Hello', content: '<p>Hi</p>' });
    expect(refused.statusCode).toBe(403);
    expect(await threadCount(topic.id)).toBe(0);
  });

  it('accepting the agreement trims the display name, sets the profile fields and opens the community', async () => {
    const user = await buildUser(app);
    const res = await api(user).post('/community/agreement', {
      display_name: '  Quiet Oak  ',
      age: '41',
      is_married: true,
      needs_accountability: true,
      accept: true,
      aboveEighteen: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: t.agreementAccepted, community_agreement_accepted: true });
    const profile = (await api(user).get('/users/profile')).json().profile;
    expect(profile).toMatchObject({
      display_name: 'Quiet Oak',
      age: 41,
      is_married: true,
      needs_accountability: true,
      community_agreement_accepted: true,
    });
    expect((await api(user).get('/community/categories')).statusCode).toBe(200);
  });

  it.each([
    [{ display_name: 'Sam', age: 30, aboveEighteen: true }, 'accept', t.acceptRequired],
    [{ display_name: 'Sam', age: 30, accept: false, aboveEighteen: true }, 'accept', t.acceptRequired],
    [{ display_name: 'Sam', age: 30, accept: true, aboveEighteen: false }, 'aboveEighteen', t.aboveEighteenRequired],
    [{ display_name: '   ', age: 30, accept: true, aboveEighteen: true }, 'display_name', m.required],
    [{ display_name: 'Sam', age: 0, accept: true, aboveEighteen: true }, 'age', m.minValue(1)],
    [{ display_name: 'Sam', accept: true, aboveEighteen: true }, 'age', m.required],
  ])('the agreement %j is refused on %s and changes nothing', async (body, field, text) => {
    const user = await buildUser(app);
    const res = await api(user).post('/community/agreement', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([text]);
    expect((await api(user).get('/community/categories')).statusCode).toBe(403);
    expect((await api(user).get('/users/profile')).json().profile.community_agreement_accepted).toBe(false);
  });
});

describe('categories and topics', () => {
  it('lists the five open categories to a member and the sixth to certified leaders, with counts and up to 3 recent participants', async () => {
    const topic = await buildTopic(app, 'marriage', 'Rebuilding trust');
    const posters = [];
    for (let i = 0; i < 4; i++) posters.push(await buildCommunityMember(app, { name: `Poster ${i}` }));
    const thread = await buildThread(app, posters[0]!, topic.id);
    for (const p of posters.slice(1)) await buildReply(app, p, thread.id);
    const member = await buildCommunityMember(app);
    const list = (await api(member).get('/community/categories')).json();
    expect(list.map((c: { key: string }) => c.key)).toEqual(['general', 'outgrow', 'share', 'program', 'marriage']);
    const marriage = list.find((c: { key: string }) => c.key === 'marriage');
    expect(marriage).toMatchObject({ name: 'Marriage and Parenting', total_topics: expect.any(Number), total_users: expect.any(Number) });
    expect(marriage.total_threads).toBeGreaterThanOrEqual(1);
    expect(marriage.users).toHaveLength(3);
    // Most recent first: the last replier leads; nobody's e-mail is in the answer.
    expect(marriage.users[0]).toMatchObject({ id: posters[3]!.id, name: 'Poster 3' });
    expect(JSON.stringify(list)).not.toContain('@example.com');
    const leader = await buildCommunityMember(app, { roles: ['certified_leader'] });
    expect((await api(leader).get('/community/categories')).json().map((c: { key: string }) => c.key)).toContain('certified');
  });

  it("the certified category's topics and threads are 403 for members and open to certified leaders", async () => {
    const topic = await buildTopic(app, 'certified', 'Leading well');
    const leader = await buildCommunityMember(app, { roles: ['certified_leader'] });
    const thread = await buildThread(app, leader, topic.id, 'Leaders only');
    const member = await buildCommunityMember(app);
    for (const url of [
      '/community/categories/certified/topics',
      `/community/topics/${topic.id}`,
      `/community/topics/${topic.id}/threads`,
      `/community/threads/${thread.id}`,
      `/community/threads/${thread.id}/replies`,
    ]) {
      const res = await api(member).get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.categoryRestricted);
    }
    const refused = await api(member).post(`/community/topics/${topic.id}/threads`, { title: 'Sneaking in', content: '<p>x</p>' });
    expect(refused.statusCode).toBe(403);
    expect(await threadCount(topic.id)).toBe(1);
    expect((await api(member).get(`/community/threads?ids=${thread.id}`)).json()).toEqual([]);
    expect((await api(leader).get('/community/categories/certified/topics')).json().map((x: { id: number }) => x.id)).toContain(topic.id);
  });

  it('only community admins (and ff_admin) add topics; a refused topic is not made', async () => {
    const member = await buildCommunityMember(app);
    const refused = await api(member).post('/community/categories/share/topics', { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect((await api(member).get('/community/categories/share/topics')).json().map((x: { name: string }) => x.name)).not.toContain('Mine');
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    expect((await api(admin).post('/community/categories/share/topics', { name: ' ' })).json().errors.name).toEqual([m.required]);
    const made = await api(admin).post('/community/categories/share/topics', { name: 'First steps', description: 'Where to begin' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      message: t.topicCreated,
      item: { category_key: 'share', name: 'First steps', total_threads: 0, latest_thread: null, is_watched: false },
    });
    expect((await api(member).get(`/community/topics/${made.json().item.id}`)).json().name).toBe('First steps');
  });

  it('an ff_admin adds topics (the same validation texts), and starts and pins threads once past the agreement like anyone', async () => {
    const ffAdmin = await buildCommunityMember(app, { roles: ['ff_admin'], agreement: false });
    const topicCount = async () =>
      Number((await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from community_topics`))[0]!.n);
    const before = await topicCount();
    for (const [body, field, text] of [
      [{}, 'name', m.required],
      [{ name: 'x'.repeat(TOPIC_NAME_MAX + 1) }, 'name', m.maxLength(TOPIC_NAME_MAX)],
      [{ name: 'Ok', description: 'x'.repeat(TOPIC_DESCRIPTION_MAX + 1) }, 'description', m.maxLength(TOPIC_DESCRIPTION_MAX)],
    ] as const) {
      const res = await api(ffAdmin).post('/community/categories/program/topics', body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([text]);
    }
    expect((await api(ffAdmin).post('/community/categories/secret/topics', { name: 'Hidden' })).statusCode).toBe(422);
    expect(await topicCount()).toBe(before);
    const made = await api(ffAdmin).post('/community/categories/program/topics', {
      name: '  Using the journal  ',
      description: 'Tips for the daily journal',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      message: t.topicCreated,
      item: { category_key: 'program', name: 'Using the journal', description: 'Tips for the daily journal' },
    });
    const topicId = made.json().item.id as number;
    // A thread needs the author's community name: the agreement gate holds for admins too.
    const gated = await api(ffAdmin).post(`/community/topics/${topicId}/threads`, { title: 'Welcome', content: '<p>Start here</p>' });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe(ERROR_CODES.communityAgreementRequired);
    expect(await threadCount(topicId)).toBe(0);
    const agreed = await api(ffAdmin).post('/community/agreement', {
      display_name: 'Holdfast Team',
      age: 40,
      accept: true,
      aboveEighteen: true,
    });
    expect(agreed.statusCode).toBe(200);
    const thread = await api(ffAdmin).post(`/community/topics/${topicId}/threads`, {
      title: 'Welcome',
      content: '<p>Start here <script>x()</script></p>',
      is_pinned: true,
    });
    expect(thread.statusCode).toBe(201);
    expect(thread.json().item).toMatchObject({
      title: 'Welcome',
      content: '<p>Start here </p>',
      is_pinned: true,
      author: { id: ffAdmin.id, name: 'Holdfast Team' },
    });
  });

  it('an unknown topic is 404 and an unknown category key 422', async () => {
    const member = await buildCommunityMember(app);
    expect((await api(member).get('/community/topics/999999')).statusCode).toBe(404);
    expect((await api(member).get('/community/categories/secret/topics')).statusCode).toBe(422);
  });
});

describe('threads', () => {
  it('starts a thread with sanitised content, the starter watching it; the topic lists it with its counts', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { name: 'Steady Ash' });
    const res = await api(author).post(`/community/topics/${topic.id}/threads`, {
      title: '  Thirty days  ',
      content:
        '<p style="text-align:center" onclick="x()">I made it <b>30</b> days</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://help.example">help</a>',
    });
    expect(res.statusCode).toBe(201);
    const item: Thread = res.json().item;
    expect(res.json().message).toBe(t.threadCreated);
    expect(item).toMatchObject({
      title: 'Thirty days',
      topic_id: topic.id,
      total_replies: 0,
      total_views: 0,
      is_pinned: false,
      is_watched: true,
      author: { id: author.id, name: 'Steady Ash' },
    });
    expect(item.content).toBe(
      '<p style="text-align:center">I made it <b>30</b> days</p><a target="_blank" rel="nofollow noopener noreferrer">x</a><a href="https://help.example" target="_blank" rel="nofollow noopener noreferrer">help</a>',
    );
    expect(item.short_description).toBe('I made it 30 days xhelp');
    const page = (await api(author).get(`/community/topics/${topic.id}/threads`)).json();
    expect(page).toMatchObject({ page: 1, perPage: 15, totalItems: 1, totalPages: 1, offset: 0 });
    expect(page.items[0]).toMatchObject({ id: item.id, users: [{ id: author.id }], total_users: 1 });
    const topicAfter = (await api(author).get(`/community/topics/${topic.id}`)).json();
    expect(topicAfter).toMatchObject({ total_threads: 1, latest_thread: { id: item.id, title: 'Thirty days' } });
  });

  it.each([
    [{ content: '<p>x</p>' }, 'title', m.required],
    [{ title: 'x'.repeat(201), content: '<p>x</p>' }, 'title', m.maxLength(200)],
    [{ title: 'Hello' }, 'content', m.required],
    [{ title: 'Hello', content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, 'content', m.required],
  ])('a thread %j is refused on %s and nothing is made', async (body, field, text) => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app);
    const res = await api(author).post(`/community/topics/${topic.id}/threads`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([text]);
    expect(await threadCount(topic.id)).toBe(0);
  });

  it('only community admins pin; a pinned thread leads the list', async () => {
    const topic = await buildTopic(app);
    const member = await buildCommunityMember(app);
    const refused = await api(member).post(`/community/topics/${topic.id}/threads`, {
      title: 'Pin me',
      content: '<p>x</p>',
      is_pinned: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(await threadCount(topic.id)).toBe(0);
    const admin = await buildCommunityMember(app, { roles: ['community_admin'] });
    const pinned = (
      await api(admin).post(`/community/topics/${topic.id}/threads`, { title: 'Read first', content: '<p>Rules</p>', is_pinned: true })
    ).json().item;
    await buildThread(app, member, topic.id, 'Newer');
    const items = (await api(member).get(`/community/topics/${topic.id}/threads`)).json().items;
    expect(items.map((x: Thread) => x.title)).toEqual(['Read first', 'Newer']);
    expect(pinned.is_pinned).toBe(true);
  });

  it('pages threads (perPage), and threads?ids answers in the order asked, skipping unknown ids', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app);
    const a = await buildThread(app, author, topic.id, 'A');
    const b = await buildThread(app, author, topic.id, 'B');
    const c = await buildThread(app, author, topic.id, 'C');
    const second = (await api(author).get(`/community/topics/${topic.id}/threads?page=2&perPage=2`)).json();
    expect(second).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2, offset: 2 });
    expect(second.items.map((x: Thread) => x.title)).toEqual(['A']);
    const byIds = (await api(author).get(`/community/threads?ids=${c.id},999999,${a.id},${b.id}`)).json();
    expect(byIds.map((x: Thread) => x.id)).toEqual([c.id, a.id, b.id]);
    const bad = await api(author).get('/community/threads?ids=1,abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ids).toEqual([t.threadIdsInvalid]);
  });

  it('an unknown thread is 404', async () => {
    const member = await buildCommunityMember(app);
    expect((await api(member).get('/community/threads/999999')).statusCode).toBe(404);
    expect((await api(member).post('/community/threads/999999/view')).statusCode).toBe(404);
  });

  it('a view counts once per member per day', async () => {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app);
    const thread = await buildThread(app, author, topic.id);
    const reader = await buildCommunityMember(app);
    expect((await api(reader).post(`/community/threads/${thread.id}/view`)).json()).toEqual({ total_views: 1, counted: true });
    expect((await api(reader).post(`/community/threads/${thread.id}/view`)).json()).toEqual({ total_views: 1, counted: false });
    expect((await api(author).post(`/community/threads/${thread.id}/view`)).json()).toEqual({ total_views: 2, counted: true });
    // Yesterday's view does not stop today's from counting.
    await app.db.execute(sql`update community_thread_views set day = day - 1 where thread_id = ${thread.id} and user_id = ${reader.id}`);
    expect((await api(reader).post(`/community/threads/${thread.id}/view`)).json()).toEqual({ total_views: 3, counted: true });
  });

  it('a new member may post 5 times an hour; the sixth is 429 and makes nothing', async () => {
    const topic = await buildTopic(app);
    const fresh = await buildCommunityMember(app);
    for (let i = 0; i < 5; i++) await buildThread(app, fresh, topic.id, `Post ${i}`);
    const sixth = await api(fresh).post(`/community/topics/${topic.id}/threads`, { title: 'One more', content: '<p>x</p>' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(t.postingTooFast);
    expect(await threadCount(topic.id)).toBe(5);
    // A member past their first day has 30 an hour.
    const veteran = await buildCommunityMember(app, { veteran: true });
    for (let i = 0; i < 6; i++) await buildThread(app, veteran, topic.id, `Veteran ${i}`);
    expect(await threadCount(topic.id)).toBe(11);
  });
});

describe('watching', () => {
  it('watches and unwatches a topic and a thread, and lists what I watch', async () => {
    const topic = await buildTopic(app, 'outgrow', 'Triggers');
    const author = await buildCommunityMember(app);
    const thread = await buildThread(app, author, topic.id, 'Late nights');
    const me = await buildCommunityMember(app);
    const topicWatch = await api(me).post('/community/watch', { entity_id: topic.id, entity_type: 'topic' });
    expect(topicWatch.json()).toEqual({ message: t.topicWatched });
    expect((await api(me).post('/community/watch', { entity_id: thread.id, entity_type: 'thread' })).json()).toEqual({
      message: t.watchListUpdated,
    });
    // Twice is still one watch.
    await api(me).post('/community/watch', { entity_id: thread.id, entity_type: 'thread' });
    expect((await api(me).get('/community/watched-threads')).json()).toMatchObject({
      totalItems: 1,
      perPage: 15,
      items: [{ id: thread.id, is_watched: true }],
    });
    expect((await api(me).get('/community/watched-topics')).json()).toMatchObject({
      totalItems: 1,
      items: [{ id: topic.id, is_watched: true }],
    });
    expect((await api(me).get(`/community/threads/${thread.id}`)).json().is_watched).toBe(true);
    expect((await api(me).send('DELETE', '/community/watch', { entity_id: thread.id, entity_type: 'thread' })).json()).toEqual({
      message: t.watchListUpdated,
    });
    expect((await api(me).get('/community/watched-threads')).json().totalItems).toBe(0);
    // Someone else's watch list is their own.
    expect((await api(author).get('/community/watched-topics')).json().totalItems).toBe(0);
  });

  it('refuses an unknown entity (404) or type (422), and a certified thread to a member (403), watching nothing', async () => {
    const me = await buildCommunityMember(app);
    expect((await api(me).post('/community/watch', { entity_id: 999999, entity_type: 'thread' })).statusCode).toBe(404);
    const bad = await api(me).post('/community/watch', { entity_id: 1, entity_type: 'reply' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.entity_type).toEqual([m.invalid]);
    expect((await api(me).post('/community/watch', { entity_type: 'topic' })).json().errors.entity_id).toEqual([m.required]);
    const certified = await buildTopic(app, 'certified', 'Leaders');
    expect((await api(me).post('/community/watch', { entity_id: certified.id, entity_type: 'topic' })).statusCode).toBe(403);
    expect((await api(me).get('/community/watched-topics')).json().totalItems).toBe(0);
  });
});
