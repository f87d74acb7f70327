import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/client';
import { hashToken } from '../src/modules/accounts';
import type { RateCounter } from '../src/platform/http/rate-counter';
import type { Write } from './load';

/** The community load: one thread with this many top-level replies, from this many members. */
export const THREAD_REPLIES = 10_000;
const POSTERS = 200;

/**
 * One thread of 10,000 top-level replies by 200 members (every 10th reply with 3 nested replies,
 * every 3rd with a reaction or two, a few flagged, one in 50 hidden), and a reader who accepted the
 * agreement. Answers the reader's token and the thread's id.
 */
export async function seedCommunity(db: Database['db']) {
  const started = Date.now();
  await db.execute(sql`
    insert into users (email, username, password_hash, verified_on, created_at)
    select 'cmty' || i || '@example.com', 'cmty' || i, 'x', now(), now() - interval '1 year' from generate_series(0, ${POSTERS}) as i`);
  await db.execute(
    sql`insert into profiles (user_id, display_name, gender, profile_icon) select id, 'Member ' || id, 'Male', case when id % 2 = 0 then 'avatars/' || id || '.png' end from users where email like 'cmty%'`,
  );
  await db.execute(sql`
    insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous, accepted_at)
    select id, 'Member ' || id, 30 + id % 30, id % 2 = 0, id % 3 = 0, false, now() - interval '30 days' from users where email like 'cmty%'`);
  const [topic] = await selectRows<{ id: number }>(
    db,
    sql`insert into community_topics (category_key, name, description) values ('general', 'Bench topic', 'Ten thousand replies') returning id`,
  );
  const [reader] = await selectRows<{ id: number }>(db, sql`select id from users where email = 'cmty0@example.com'`);
  const [thread] = await selectRows<{ id: number }>(
    db,
    sql`insert into community_threads (topic_id, user_id, title, content, short_description)
        values (${topic!.id}, ${reader!.id}, 'A long thread', '<p>Stories</p>', 'Stories') returning id`,
  );
  const threadId = Number(thread!.id);
  await db.execute(sql`
    insert into community_replies (thread_id, user_id, reply_text, is_hidden, created_at)
    select ${threadId}, u.id, '<p>Reply ' || i || ': <strong>keep going</strong>, one day at a time.</p>', i % 50 = 0, now() - interval '1 minute' * (${THREAD_REPLIES} - i)
    from generate_series(1, ${THREAD_REPLIES}) as i
    join lateral (select id from users where email = 'cmty' || (1 + i % ${POSTERS}) || '@example.com') u on true`);
  await db.execute(sql`
    insert into community_replies (thread_id, user_id, primary_reply_id, replied_to_id, reply_text)
    select r.thread_id, (select id from users where email = 'cmty' || (1 + (r.id + k) % ${POSTERS}) || '@example.com'), r.id, r.id, '<p>Nested ' || k || '</p>'
    from community_replies r cross join generate_series(1, 3) as k where r.thread_id = ${threadId} and r.primary_reply_id is null and r.id % 10 = 0`);
  await db.execute(sql`
    insert into community_reactions (reply_id, user_id, thread_id, reaction_type)
    select r.id, u.id, r.thread_id, case when (r.id + u.id) % 2 = 0 then 'Liked' else 'Loved' end
    from community_replies r join users u on u.email in ('cmty1@example.com', 'cmty2@example.com') and (r.id + u.id) % 3 = 0
    where r.thread_id = ${threadId}`);
  await db.execute(sql`
    insert into community_flags (reply_id, user_id, reason)
    select r.id, ${reader!.id}, 'Bench flag' from community_replies r where r.thread_id = ${threadId} and r.id % 97 = 0`);
  await vacuumCommunity(db);
  const token = `bench-community-${Math.random().toString(36).slice(2)}`;
  await db.execute(
    sql`insert into access_tokens (user_id, token_hash, expires_at) values (${reader!.id}, ${hashToken(token)}, now() + interval '1 day')`,
  );
  // The posters sign in too (POST replies: each request a different member), and post to a thread of their own.
  const posters = await selectRows<{ id: number }>(
    db,
    sql`select id from users where email like 'cmty%' and id <> ${reader!.id} order by id`,
  );
  const posterTokens = posters.map((p) => `bench-poster-${p.id}-${Math.random().toString(36).slice(2)}`);
  await db.execute(sql`insert into access_tokens (user_id, token_hash, expires_at)
    select (x->>'id')::int, x->>'hash', now() + interval '1 day' from jsonb_array_elements(${JSON.stringify(posters.map((p, i) => ({ id: p.id, hash: hashToken(posterTokens[i]!) })))}::jsonb) as x`);
  const [posting] = await selectRows<{ id: number }>(
    db,
    sql`insert into community_threads (topic_id, user_id, title, content, short_description)
        values (${topic!.id}, ${reader!.id}, 'Where we post', '<p>Say hello</p>', 'Say hello') returning id`,
  );
  console.log(`seeded a thread of ${THREAD_REPLIES} replies by ${POSTERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { token, threadId, posters: posters.map((p) => Number(p.id)), posterTokens, postingThreadId: Number(posting!.id) };
}

/**
 * The seeded tables as a live database keeps them: autovacuum vacuums a table after enough inserts
 * (autovacuum_vacuum_insert_threshold), which marks its pages all-visible (index-only scans then
 * skip the heap) and analyzes it. Measured straight after a bulk insert, every reply-list count
 * would read the heap as no live forum does. The thread's row is rewritten too: the counters'
 * trigger updated it once per seeded reply inside one statement, which leaves 13,000 versions on
 * ~280 pages that no later vacuum can shrink (the live one is last), where a live forum's replies,
 * one transaction each, let page pruning reuse the same page.
 */
async function vacuumCommunity(db: Database['db']) {
  await db.execute(sql`vacuum full community_threads`);
  await db.execute(
    sql`vacuum analyze users, profiles, community_agreements, community_replies, community_reactions, community_flags, community_threads`,
  );
}

/** The directory load: this many members who accepted the agreement (100,000). */
export const DIRECTORY_MEMBERS = Number(process.env.BENCH_DIRECTORY_MEMBERS ?? 100_000);
const FIRST_NAMES = [
  'Grace',
  'Noah',
  'Samuel',
  'Elijah',
  'Caleb',
  'Isaac',
  'Micah',
  'Levi',
  'Jonah',
  'Asher',
  'Ezra',
  'Silas',
  'Gideon',
  'Josiah',
  'Tobias',
  'Nathan',
];

/**
 * DIRECTORY_MEMBERS members with display names ('Caleb 4312'), ages 18–77, a country and 0–2 tags,
 * one in three looking for accountability, accepted over the last two years; one in 40 anonymous.
 */
async function seedDirectory(db: Database['db']) {
  const started = Date.now();
  const names = `{${FIRST_NAMES.join(',')}}`;
  await db.execute(sql`
    insert into users (email, username, password_hash, verified_on, created_at)
    select 'dir' || i || '@example.com', 'dir' || i, 'x', now(), now() - interval '3 years' from generate_series(1, ${DIRECTORY_MEMBERS}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, display_name, gender, country_id, tag_ids)
    select u.id, 'Dir ' || u.id, 'Male',
           (select id from countries order by id offset (u.id % greatest(1, (select count(*) from countries))) limit 1),
           case when u.id % 3 = 0 then '{}'::int[] else array(select t.id from community_tags t order by t.id offset (u.id % 5) limit 1 + u.id % 2) end
    from users u where u.email like 'dir%'`);
  await db.execute(sql`
    insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous, accepted_at)
    select u.id, (${names}::text[])[1 + u.id % ${FIRST_NAMES.length}] || ' ' || u.id, 18 + u.id % 60, u.id % 2 = 0, u.id % 3 = 0, u.id % 40 = 0,
           now() - interval '1 minute' * (u.id % 1000000)
    from users u where u.email like 'dir%'`);
  await vacuumCommunity(db);
  console.log(`seeded a directory of ${DIRECTORY_MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Measure = (
  name: string,
  url: string,
  connections: number,
  token: string,
  target?: { p99Ms: number; ofSql: number },
  write?: Write,
) => Promise<void>;

/**
 * The community rows: a page of replies in the middle of a 10,000-reply thread (people scroll it;
 * each page also reads its first nested replies, reactions, the reader's flags and the people),
 * at 1 and 10 connections, beside its own SQL. The target: p99 under 30 ms, at least 85%
 * of the rate of its own SQL through `pg`.
 */
export async function benchCommunity(
  db: Database['db'],
  measure: Measure,
  wanted: (name: string) => boolean = () => true,
  counters?: RateCounter,
) {
  const { token, threadId, posters, posterTokens, postingThreadId } = await seedCommunity(db);
  const target = { p99Ms: 30, ofSql: 0.85 };
  const page = `/community/threads/${threadId}/replies?page=300`;
  await measure('GET community/threads/{id}/replies, page 300 of a 10,000-reply thread (1 conn)', page, 1, token, target);
  await measure('GET community/threads/{id}/replies, page 300 of a 10,000-reply thread (10 conn)', page, 10, token, target);
  // The forum search over the same thread's replies: a common phrase (every reply has it, so the
  // ranking reads all 10,000) and a rare word.
  await measure('GET community/search?q=keep going, 10,000 matching replies (1 conn)', '/community/search?q=keep%20going', 1, token, {
    p99Ms: 50,
    ofSql: 0.85,
  });
  await measure('GET community/search?q=Reply 4321, a rare match (1 conn)', '/community/search?q=%224321%22', 1, token, {
    p99Ms: 50,
    ofSql: 0.85,
  });

  // A reply posted (the forum's daily write): gate, thread, the posting limit, sanitising, one
  // statement (the reply, whose trigger keeps the thread's counters, and the watchers' job:
  // jobs.enqueueWith), and the reply read back as its author sees it. Each request a different member, all to one thread.
  if (counters) {
    const body = JSON.stringify({ reply_id: null, reply_text: '<p>Thank you for sharing. <strong>One day at a time.</strong></p>' });
    const before = () => counters.delete(...posters.map((id) => `community-post:${id}`));
    for (const conn of [1, 10]) {
      const name = `POST community/threads/{id}/replies, a different member each (${conn} conn)`;
      await measure(name, `/community/threads/${postingThreadId}/replies`, conn, posterTokens[0]!, undefined, {
        tokens: posterTokens,
        body,
        before,
      });
    }
  }

  // The members directory over 100,000 members, a search with filters, p99 under 50 ms.
  const directory = (conn: number) =>
    `GET community/members, "cal" + accountability + age 30-45 over ${DIRECTORY_MEMBERS} members (${conn} conn)`;
  if (!wanted(directory(1)) && !wanted(directory(10))) return;
  await seedDirectory(db);
  const url = '/community/members?search=cal&lookingForAccountability=true&minAge=30&maxAge=45';
  await measure(directory(1), url, 1, token, { p99Ms: 50, ofSql: 0.85 });
  await measure(directory(10), url, 10, token, { p99Ms: 50, ofSql: 0.85 });
}
