import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { selectRow, selectRows } from '../../platform/db/client';
import type { CategoryKey, ReactionType } from '@holdfast/shared/community';
import { insertAccountsWithProfiles } from '../accounts';
import { idArray } from './community.repository';

/**
 * The queries of the sample community (community.seed.ts). Rows travel as one JSON parameter each
 * (jsonb_to_recordset), so a whole level of the forum is one statement. The sample accounts (users,
 * profiles and, for leaders, the certified_leader role) are accounts' statement; their agreements
 * are the forum's.
 */

/** Not an argon2 hash: every password is wrong for it (verifyPassword answers false), so nobody signs in. */
export const SAMPLE_PASSWORD_HASH = '!sample-account: no password';

/** Whether the forum has any topic: the sample goes only into a forum nobody has started (a new install). */
export async function hasAnyTopic(db: Db): Promise<boolean> {
  const row = await selectRow<{ found: boolean }>(db, sql`select exists (select 1 from community_topics) as found`);
  return row?.found === true;
}

export interface SampleMemberRow {
  email: string;
  username: string;
  name: string;
  age: number;
  is_married: boolean;
  is_leader: boolean;
  biography: string;
  joined_at: string;
}

/**
 * The sample members: accounts nobody can sign in to, with a profile and the certified_leader role
 * for leaders (accounts' insertAccountsWithProfiles), and the accepted agreement (not anonymous, not
 * looking for accountability). An address or username already taken is skipped (the answer is
 * shorter than asked), never overwritten. Two statements: run it in a transaction.
 */
export async function insertSampleMembers(db: Db, rows: SampleMemberRow[]) {
  const accounts = await insertAccountsWithProfiles(
    db,
    rows.map((m) => ({
      email: m.email,
      username: m.username,
      password_hash: SAMPLE_PASSWORD_HASH,
      joined_at: m.joined_at,
      display_name: m.name,
      age: m.age,
      is_married: m.is_married,
      biography: m.biography,
      community_agreement_accepted: true,
      role: m.is_leader ? ('certified_leader' as const) : null,
    })),
  );
  const byEmail = new Map(rows.map((m) => [m.email, m]));
  const agreements = accounts.map((a) => {
    const m = byEmail.get(a.email)!;
    return { user_id: Number(a.id), display_name: m.name, age: m.age, is_married: m.is_married, accepted_at: m.joined_at };
  });
  if (agreements.length)
    await db.execute(
      sql`insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous, accepted_at)
          select user_id, display_name, age, is_married, false, false, accepted_at
          from jsonb_to_recordset(${JSON.stringify(agreements)}::jsonb) as x(user_id int, display_name text, age int, is_married boolean, accepted_at timestamptz)`,
    );
  return accounts;
}

export async function insertSampleTopics(
  db: Db,
  rows: { category_key: CategoryKey; name: string; description: string; position: number; created_at: string }[],
) {
  return selectRows<{ id: number; category_key: CategoryKey; name: string }>(
    db,
    sql`insert into community_topics (category_key, name, description, position, created_at)
        select category_key, name, description, position, created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(category_key text, name text, description text, position int, created_at timestamptz)
        returning id, category_key, name`,
  );
}

export interface SampleThreadRow {
  topic_id: number;
  user_id: number;
  title: string;
  content: string;
  short_description: string;
  is_pinned: boolean;
  created_at: string;
}

export async function insertSampleThreads(db: Db, rows: SampleThreadRow[]) {
  return selectRows<{ id: number; title: string }>(
    db,
    sql`insert into community_threads (topic_id, user_id, title, content, short_description, is_pinned, activity_at, created_at)
        select topic_id, user_id, title, content, short_description, is_pinned, created_at, created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(topic_id int, user_id int, title text, content text, short_description text, is_pinned boolean, created_at timestamptz)
        returning id, title`,
  );
}

export interface SampleReplyRow {
  thread_id: number;
  user_id: number;
  primary_reply_id: number | null;
  replied_to_id: number | null;
  reply_text: string;
  created_at: string;
}

/** Replies, already notified (nobody watches a sample thread, and these are not news). */
export async function insertSampleReplies(db: Db, rows: SampleReplyRow[]) {
  if (!rows.length) return [];
  return selectRows<{ id: number; thread_id: number; reply_text: string }>(
    db,
    sql`insert into community_replies (thread_id, user_id, primary_reply_id, replied_to_id, reply_text, notified_at, created_at)
        select thread_id, user_id, primary_reply_id, replied_to_id, reply_text, created_at, created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(thread_id int, user_id int, primary_reply_id int, replied_to_id int, reply_text text, created_at timestamptz)
        returning id, thread_id, reply_text`,
  );
}

export async function insertSampleReactions(
  db: Db,
  rows: { reply_id: number; user_id: number; thread_id: number; reaction_type: ReactionType; created_at: string }[],
) {
  if (!rows.length) return;
  await db.execute(
    sql`insert into community_reactions (reply_id, user_id, thread_id, reaction_type, created_at)
        select reply_id, user_id, thread_id, reaction_type, created_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(reply_id int, user_id int, thread_id int, reaction_type text, created_at timestamptz)
        on conflict do nothing`,
  );
}

/**
 * The threads' views, as posting would have left them: one from each member who took part. (Their
 * reply counters and activity are the database's own, kept by a trigger as the replies go in.)
 */
export async function settleSampleThreads(db: Db, threadIds: readonly number[]) {
  await db.execute(
    sql`update community_threads th
        set total_views = c.people
        from (
          select th2.id, (select count(distinct x)::int from unnest(array_append(array_agg(r.user_id), th2.user_id)) as x) as people
          from community_threads th2 left join community_replies r on r.thread_id = th2.id
          where th2.id = any(${idArray(threadIds)}::int[])
          group by th2.id
        ) c
        where th.id = c.id`,
  );
}
