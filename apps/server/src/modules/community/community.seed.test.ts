import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '@holdfast/shared/community';
import { prepareData } from '../../app';
import { selectRows } from '../../platform/db/client';
import { buildUser } from '../../test/factories';
import { createTestApp, request, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { buildCommunityMember } from '../../test/community-factories';
import { sanitizePostHtml } from './community.html';
import { SAMPLE_BIOGRAPHY, SAMPLE_MEMBERS } from './community.seed.content';
import { sampleEmailOf, seedCommunitySample, SAMPLE_EMAIL_DOMAIN } from './community.seed';

/** How many rows the forum and the accounts hold: a second seed must change none of them. */
async function counts(t: TestApp) {
  const [row] = await selectRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from community_agreements) as agreements,
               (select count(*)::int from community_topics) as topics, (select count(*)::int from community_threads) as threads,
               (select count(*)::int from community_replies) as replies, (select count(*)::int from community_reactions) as reactions`,
  );
  return row!;
}

describe('the sample community of a new install (COMMUNITY_SAMPLE_CONTENT=on)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ COMMUNITY_SAMPLE_CONTENT: 'on' });
  });
  afterAll(() => app.app.close());

  it('gives every category topics, each topic threads, each thread replies (some nested) from sample members, with reactions', async () => {
    const perCategory = await selectRows<{
      key: string;
      topics: number;
      threads: number;
      replies: number;
      nested: number;
      empty_topics: number;
      silent_threads: number;
    }>(
      app.db,
      sql`select c.key,
                 (select count(*)::int from community_topics tp where tp.category_key = c.key) as topics,
                 (select count(*)::int from community_threads th join community_topics tp on tp.id = th.topic_id where tp.category_key = c.key) as threads,
                 (select count(*)::int from community_replies r join community_threads th on th.id = r.thread_id join community_topics tp on tp.id = th.topic_id where tp.category_key = c.key) as replies,
                 (select count(*)::int from community_replies r join community_threads th on th.id = r.thread_id join community_topics tp on tp.id = th.topic_id where tp.category_key = c.key and r.primary_reply_id is not null) as nested,
                 (select count(*)::int from community_topics tp where tp.category_key = c.key and not exists (select 1 from community_threads th where th.topic_id = tp.id)) as empty_topics,
                 (select count(*)::int from community_threads th join community_topics tp on tp.id = th.topic_id where tp.category_key = c.key and th.total_replies < 2) as silent_threads
          from community_categories c order by c.position`,
    );
    expect(perCategory.map((c) => c.key)).toEqual([...CATEGORY_KEYS]);
    for (const c of perCategory) {
      expect(c.topics, c.key).toBeGreaterThanOrEqual(2);
      expect(c.threads, c.key).toBeGreaterThanOrEqual(2 * c.topics);
      expect(c.replies, c.key).toBeGreaterThanOrEqual(2 * c.threads);
      expect(c.nested, c.key).toBeGreaterThanOrEqual(1);
      expect(c.empty_topics, c.key).toBe(0);
      expect(c.silent_threads, c.key).toBe(0);
    }
    expect((await counts(app)).reactions).toBeGreaterThanOrEqual(5);
    // Every post is by a sample member, and the thread counters match its replies.
    const [authors] = await selectRows<{ others: number; wrong_counts: number }>(
      app.db,
      sql`select (select count(*)::int from (select user_id from community_threads union all select user_id from community_replies union all select user_id from community_reactions) p
                  join users u on u.id = p.user_id where u.email not like ${`%@${SAMPLE_EMAIL_DOMAIN}`}) as others,
                 (select count(*)::int from community_threads th where th.total_replies <> (select count(*) from community_replies r where r.thread_id = th.id)
                    or th.activity_at < (select max(r.created_at) from community_replies r where r.thread_id = th.id)) as wrong_counts`,
    );
    expect(authors).toEqual({ others: 0, wrong_counts: 0 });
  });

  it('stores posts as the sanitiser leaves them, and shows them to a member through the API', async () => {
    const posts = await selectRows<{ html: string }>(
      app.db,
      sql`select content as html from community_threads union all select reply_text from community_replies`,
    );
    for (const p of posts) expect(p.html).toBe(sanitizePostHtml(p.html));
    const member = await buildCommunityMember(app);
    const categories = (await request(app, member.token).get('/community/categories')).json() as {
      key: string;
      total_topics: number;
      total_threads: number;
      users: unknown[];
    }[];
    expect(categories).toHaveLength(5);
    for (const c of categories) expect(c, c.key).toMatchObject({ total_topics: expect.any(Number), users: expect.any(Array) });
    expect(categories.every((c) => c.total_topics >= 2 && c.total_threads >= 4 && c.users.length > 0)).toBe(true);
    const [topic] = (await request(app, member.token).get('/community/categories/general/topics')).json() as { id: number }[];
    const threads = (await request(app, member.token).get(`/community/topics/${topic!.id}/threads`)).json();
    expect(threads.totalItems).toBeGreaterThanOrEqual(2);
    const replies = (await request(app, member.token).get(`/community/threads/${threads.items[0].id}/replies`)).json();
    expect(replies.totalItems).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_MEMBERS.map((m) => m.name)).toContain(replies.items[0].user.name);
    expect(JSON.stringify(replies)).not.toContain(SAMPLE_EMAIL_DOMAIN);
  });

  it('a second start (and a second seed) adds nothing', async () => {
    const before = await counts(app);
    await prepareData(app.ctx);
    expect(await seedCommunitySample(app.ctx)).toEqual({ seeded: false });
    expect(await counts(app)).toEqual(before);
  });

  it('sample accounts cannot sign in, are marked by their reserved address, and say what they are', async () => {
    const rows = await selectRows<{ id: number; email: string; password_hash: string }>(
      app.db,
      sql`select id, email, password_hash from users where email like ${`%@${SAMPLE_EMAIL_DOMAIN}`} order by id`,
    );
    expect(rows.map((r) => r.email).sort()).toEqual(SAMPLE_MEMBERS.map((m) => sampleEmailOf(m.key)).sort());
    for (const password of [STRONG_PASSWORD, '', rows[0]!.password_hash]) {
      const res = await request(app).post('/oauth/token', {
        grant_type: 'password',
        email: sampleEmailOf(SAMPLE_MEMBERS[0]!.key),
        password,
      });
      expect([401, 422], password).toContain(res.statusCode);
      expect(res.json().access_token).toBeUndefined();
    }
    // In the forum a sample member is any member: a display name and the note on the profile; not looking for a partner.
    const member = await buildCommunityMember(app);
    const profile = (await request(app, member.token).get(`/community/users/${rows[0]!.id}`)).json();
    expect(profile).toMatchObject({ biography: SAMPLE_BIOGRAPHY });
    expect(JSON.stringify(profile)).not.toContain(SAMPLE_EMAIL_DOMAIN);
    const looking = (await request(app, member.token).get('/community/members?lookingForAccountability=true')).json();
    expect(looking.items.map((i: { id: number }) => i.id)).not.toContain(rows[0]!.id);
  });
});

describe('without the sample (COMMUNITY_SAMPLE_CONTENT=off, as the tests run)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.app.close());
  const on = () => ({ ...app.ctx, config: { ...app.ctx.config, COMMUNITY_SAMPLE_CONTENT: 'on' as const } });

  it('the forum starts empty', async () => {
    expect(await counts(app)).toMatchObject({ topics: 0, threads: 0, replies: 0 });
  });

  it('a sample address someone already holds leaves the forum as it was, and the start goes on', async () => {
    const holder = await buildUser(app);
    await app.db.execute(sql`update users set email = ${sampleEmailOf(SAMPLE_MEMBERS[2]!.key)} where id = ${holder.id}`);
    const before = await counts(app);
    expect(await seedCommunitySample(on())).toEqual({ seeded: false });
    expect(await counts(app)).toEqual(before);
  });

  it('a forum members already started gets no sample', async () => {
    await app.db.execute(
      sql`update users set email = ${`someone-${Date.now()}@example.com`} where email like ${`%@${SAMPLE_EMAIL_DOMAIN}`}`,
    );
    await app.db.execute(sql`insert into community_topics (category_key, name) values ('general', 'Our own topic')`);
    const before = await counts(app);
    expect(await seedCommunitySample(on())).toEqual({ seeded: false });
    expect(await counts(app)).toEqual(before);
  });
});
