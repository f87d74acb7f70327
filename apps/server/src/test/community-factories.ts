import { sql } from 'drizzle-orm';
import type { CategoryKey, Reply, Thread, Topic } from '@holdfast/shared/community';
import * as accountsRepository from '../modules/accounts/accounts.repository';
import { buildUser, type TestUser } from './factories';
import { request, type TestApp } from './harness';

/** Test data of the community area, made through its API as members and admins would. */

/** A verified member who accepted the community agreement (unless `agreement: false`), with roles given. */
export async function buildCommunityMember(
  t: TestApp,
  opts: { agreement?: boolean; roles?: string[]; name?: string; veteran?: boolean } = {},
): Promise<TestUser> {
  const user = await buildUser(t);
  for (const role of opts.roles ?? []) await accountsRepository.assignRole(t.db, user.id, role);
  if (opts.agreement !== false) {
    const res = await request(t, user.token).post('/community/agreement', {
      display_name: opts.name ?? `Member ${user.id}`,
      age: 34,
      accept: true,
      aboveEighteen: true,
    });
    if (res.statusCode !== 200) throw new Error(`agreement failed: ${res.statusCode} ${res.body}`);
    // A veteran accepted two days ago: past the new-member posting limit (5 an hour), at 30 an hour.
    if (opts.veteran)
      await t.db.execute(sql`update community_agreements set accepted_at = now() - interval '2 days' where user_id = ${user.id}`);
  }
  return user;
}

/** A topic in `key`, added by a community admin made for it. */
export async function buildTopic(t: TestApp, key: CategoryKey = 'general', name = 'Daily victories'): Promise<Topic> {
  const admin = await buildCommunityMember(t, { roles: ['community_admin'] });
  const res = await request(t, admin.token).post(`/community/categories/${key}/topics`, { name, description: `${name} description` });
  if (res.statusCode !== 201) throw new Error(`topic failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Topic;
}

export async function buildThread(t: TestApp, author: TestUser, topicId: number, title = 'Day one again'): Promise<Thread> {
  const res = await request(t, author.token).post(`/community/topics/${topicId}/threads`, { title, content: `<p>${title}: my story</p>` });
  if (res.statusCode !== 201) throw new Error(`thread failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Thread;
}

export async function buildReply(
  t: TestApp,
  author: TestUser,
  threadId: number,
  text = 'Praying for you',
  replyId: number | null = null,
): Promise<Reply> {
  const res = await request(t, author.token).post(`/community/threads/${threadId}/replies`, {
    reply_id: replyId,
    reply_text: `<p>${text}</p>`,
  });
  if (res.statusCode !== 201) throw new Error(`reply failed: ${res.statusCode} ${res.body}`);
  return res.json().item as Reply;
}

/** A verified woman with a profile (gender Female): her community access waits for a community admin's approval. */
export async function buildWoman(t: TestApp): Promise<TestUser> {
  const user = await buildUser(t);
  const res = await request(t, user.token).put('/users/profile', {
    first_name: 'Ruth',
    last_name: 'Vale',
    display_name: 'Ruth Vale',
    gender: 'Female',
  });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
  return user;
}

/** Two users as accepted accountability partners (written directly: the accountability flow is that area's). */
export async function linkPartners(t: TestApp, a: { id: number }, b: { id: number }) {
  await t.db.execute(
    sql`insert into accountability_partners (requester_id, recipient_id, action_type, request_type, status, accepted_at)
        values (${a.id}, ${b.id}, 'user', 'mutual', 'accepted', now())`,
  );
}
