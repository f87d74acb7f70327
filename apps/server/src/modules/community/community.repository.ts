import { erasureTexts } from '@holdfast/shared/erasure';
import { sql, type SQL } from 'drizzle-orm';
import {
  anonymousAuthorTexts,
  HIDE_CONTENT_WARNINGS_META,
  type CategoryKey,
  type ContentWarning,
  type WatchEntityType,
} from '@holdfast/shared/community';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { avatarMarkerSql } from '../../platform/db/json-text';
import { accountSql, personNames, upsertProfile } from '../accounts';
import { hiddenByBlocksSql } from '../messaging';

/**
 * Queries of the forum (categories, topics, threads, watches, views, the agreement and the people
 * shown). Raw SQL through selectRows; counters live on the thread row, participants come from one
 * windowed statement per list.
 */

/** Ids as one array parameter ('{1,2,3}'::int[]). */
export const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;
/**
 * No block (messaging's blocks: one block for chats and the forum) between the viewer and the
 * person in `userColumn`, either way: a block hides each side's posts and profile from the other.
 * The viewer's blocked people are read once per statement (messaging's `hiddenByBlocksSql`, an
 * InitPlan) and each row is checked against that array: a correlated `not exists` made PostgreSQL
 * probe the blocks once per row (the count of a 10,000-reply thread spent 4-8 ms in 9,800 probes,
 * 1.6 ms this way). `is not true` keeps rows whose column is null, as `not exists` did.
 */
export function notBlocked(viewerId: number | SQL, userColumn: SQL) {
  return sql`(${blockedEitherWay(viewerId, userColumn)}) is not true`;
}

/** True when the viewer blocked the person in `userColumn` or was blocked by them. */
export function blockedEitherWay(viewerId: number | SQL, userColumn: SQL) {
  return sql`${userColumn} = any(${hiddenByBlocksSql(viewerId)})`;
}

/**
 * A thread `th` the viewer wants listed: one without a content warning, or any when the viewer did
 * not choose to hide them (user-meta COMMUNITY_HIDE_CONTENT_WARNINGS). Opened by its address it still shows, blurred.
 */
export function warningAllowed(viewerId: number) {
  return sql`(th.content_warning is null or not ${accountSql.settingOn(viewerId, HIDE_CONTENT_WARNINGS_META)})`;
}

export const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`;

// ---------- people ----------

export interface PersonRow {
  id: number;
  username: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_icon: string | null;
  community_name: string | null;
  is_anonymous: boolean | null;
  needs_accountability: boolean | null;
  roles: string[];
}

/** The people behind these ids with what the forum shows of them (never e-mail). */
export async function findPeople(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, PersonRow>();
  const rows = await selectRows<PersonRow>(
    db,
    sql`select ${personNames.id('u')}, ${personNames.columns('u')},
               a.display_name as community_name, a.is_anonymous, a.needs_accountability,
               ${accountSql.roleNames(personNames.id('u'))} as roles
        from ${personNames.from('u')} left join community_agreements a on a.user_id = ${personNames.id('u')}
        where ${personNames.id('u')} = any(${idArray([...new Set(ids)])}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * People as JSON in a statement, as presentPerson makes them (its twin for answers the database
 * builds; replies.json.test.ts proves they agree): `people(id, name, person)` for the ids `ids`
 * selects, the avatar as a marker the server signs (platform/resources/avatar-links). Absent
 * people (the reference's 'Member') are the caller's coalesce with missingPersonJson. `anonymous`:
 * the person is anonymous now (their posts are then 'Anonymous member', the statement's choice).
 */
const icon = accountSql.profile('u', 'profile_icon');
export const peopleJson = (ids: SQL) => sql`
  select ${personNames.id('u')}, q.name, coalesce(a.is_anonymous, false) as anonymous, json_build_object('id', ${personNames.id('u')}, 'name', q.name,
           'profile_icon', case when not coalesce(a.is_anonymous, false) and ${icon} <> '' then ${avatarMarkerSql(icon)} end,
           'roles', ${accountSql.roleNames(personNames.id('u'), { json: true })},
           'is_looking_for_partner', coalesce(a.needs_accountability, false)) as person
  from ${personNames.from('u')} left join community_agreements a on a.user_id = ${personNames.id('u')}
  cross join lateral (select case when coalesce(a.is_anonymous, false) then ${ANONYMOUS_NAME}
    else coalesce(nullif(btrim(a.display_name, ${WHITESPACE}), ''), nullif(btrim(${accountSql.profile('u', 'display_name')}, ${WHITESPACE}), ''), nullif(btrim(${accountSql.username('u')}, ${WHITESPACE}), ''), 'Member') end as name) q
  where ${personNames.id('u')} in (${ids})`;
export const missingPersonJson = (id: SQL) =>
  sql`case when ${id} is null
        then json_build_object('id', 0, 'name', ${DELETED_MEMBER_NAME}, 'profile_icon', null, 'roles', '[]'::json, 'is_looking_for_partner', false)
        else json_build_object('id', ${id}, 'name', 'Member', 'profile_icon', null, 'roles', '[]'::json, 'is_looking_for_partner', false) end`;
/** An erased account's post keeps no author (user_id null): 'Deleted member', id 0 (community.presenter deletedAuthor). */
const DELETED_MEMBER_NAME = sql.raw(`'${erasureTexts.deletedMember}'`);
/** What String#trim removes at either end, for btrim (names are trimmed when saved; this is for old rows). */
const WHITESPACE = sql.raw(`E' \\t\\n\\r\\f\\u000b\\u00a0\\u2028\\u2029\\ufeff'`);
const ANONYMOUS_NAME = sql.raw(`'${anonymousAuthorTexts.name}'`);

export interface ParticipantRow {
  scope_id: number | string;
  user_id: number;
  total: number;
}

/**
 * Up to `max` people who posted most recently in each scope (a category, topic or thread), and how
 * many posted in all: thread starters and authors of visible replies. Anonymous posts and members
 * anonymous now are left out (avatars and count), so the list links nobody to an anonymous post.
 */
export async function recentParticipants(db: Db, scope: 'category' | 'topic' | 'thread', ids: readonly (number | string)[], max: number) {
  if (!ids.length) return [];
  const key = scope === 'category' ? sql.raw('tp.category_key') : scope === 'topic' ? sql.raw('th.topic_id') : sql.raw('th.id');
  const filter: SQL =
    scope === 'category'
      ? sql`tp.category_key = any(${textArray(ids.map(String))}::text[])`
      : scope === 'topic'
        ? sql`th.topic_id = any(${idArray(ids.map(Number))}::int[])`
        : sql`th.id = any(${idArray(ids.map(Number))}::int[])`;
  return selectRows<ParticipantRow>(
    db,
    sql`with posts as (
          select ${key} as scope_id, th.user_id, th.created_at as at
          from community_threads th join community_topics tp on tp.id = th.topic_id
          where ${filter} and th.user_id is not null and not th.is_anonymous
          union all
          select ${key}, r.user_id, r.created_at
          from community_replies r join community_threads th on th.id = r.thread_id join community_topics tp on tp.id = th.topic_id
          where ${filter} and not r.is_hidden and not r.is_anonymous
        ), last as (select scope_id, user_id, max(at) as at from posts
                    where user_id not in (select a.user_id from community_agreements a where a.is_anonymous) group by scope_id, user_id),
        ranked as (select scope_id, user_id, at, count(*) over (partition by scope_id)::int as total,
                          row_number() over (partition by scope_id order by at desc, user_id) as rn from last)
        select scope_id, user_id, total from ranked where rn <= ${max} order by scope_id, rn`,
  );
}

// ---------- categories and topics ----------

export interface CategoryRow {
  key: CategoryKey;
  name: string;
  total_topics: number;
  total_threads: number;
}

export function listCategories(db: Db, keys: readonly CategoryKey[]) {
  return selectRows<CategoryRow>(
    db,
    sql`select c.key, c.name,
               (select count(*)::int from community_topics t where t.category_key = c.key) as total_topics,
               (select count(*)::int from community_threads th join community_topics t on t.id = th.topic_id where t.category_key = c.key) as total_threads
        from community_categories c where c.key = any(${textArray(keys)}::text[]) order by c.position`,
  );
}

export interface TopicRow {
  id: number;
  category_key: CategoryKey;
  name: string;
  description: string;
  total_threads: number;
  activity: Date | string | null;
  latest_thread_id: number | null;
  latest_thread_title: string | null;
  is_watched: boolean;
}

const topicColumns = (viewerId: number) => sql`
  t.id, t.category_key, t.name, t.description,
  (select count(*)::int from community_threads th where th.topic_id = t.id) as total_threads,
  (select max(th.activity_at) from community_threads th where th.topic_id = t.id) as activity,
  l.id as latest_thread_id, l.title as latest_thread_title,
  exists(select 1 from community_watches w where w.user_id = ${viewerId} and w.entity_type = 'topic' and w.entity_id = t.id) as is_watched`;
const latestThread = sql`left join lateral (select th.id, th.title from community_threads th where th.topic_id = t.id order by th.created_at desc, th.id desc limit 1) l on true`;

export function listTopics(db: Db, viewerId: number, key: CategoryKey) {
  return selectRows<TopicRow>(
    db,
    sql`select ${topicColumns(viewerId)} from community_topics t ${latestThread} where t.category_key = ${key} order by t.position, t.id`,
  );
}

export async function findTopic(db: Db, viewerId: number, topicId: number) {
  const [row] = await selectRows<TopicRow>(
    db,
    sql`select ${topicColumns(viewerId)} from community_topics t ${latestThread} where t.id = ${topicId}`,
  );
  return row ?? null;
}

export async function insertTopic(db: Db, v: { key: CategoryKey; name: string; description: string }) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into community_topics (category_key, name, description, position)
        values (${v.key}, ${v.name}, ${v.description}, (select coalesce(max(position), 0) + 1 from community_topics where category_key = ${v.key}))
        returning id`,
  );
  return Number(row!.id);
}

/** Watched topics of a member, newest watch first. */
export async function listWatchedTopics(db: Db, viewerId: number, keys: readonly CategoryKey[], limit: number, offset: number) {
  const where = sql`w.user_id = ${viewerId} and w.entity_type = 'topic' and t.category_key = any(${textArray(keys)}::text[])`;
  const [items, [total]] = await Promise.all([
    selectRows<TopicRow>(
      db,
      sql`select ${topicColumns(viewerId)} from community_watches w join community_topics t on t.id = w.entity_id ${latestThread}
          where ${where} order by w.created_at desc, t.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_watches w join community_topics t on t.id = w.entity_id where ${where}`,
    ),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

// ---------- threads ----------

export interface ThreadRow {
  id: number;
  topic_id: number;
  category_key: CategoryKey;
  user_id: number | null;
  title: string;
  content: string;
  short_description: string;
  is_pinned: boolean;
  is_struggling: boolean;
  content_warning: ContentWarning | null;
  /** Written anonymously (community.presenter isAnonymousPost adds the author's present choice). */
  is_anonymous: boolean;
  author_handle: string;
  total_replies: number;
  total_views: number;
  activity_at: Date | string;
  created_at: Date | string;
  is_watched: boolean;
}

const threadColumns = (viewerId: number | SQL) => sql`
  th.id, th.topic_id, tp.category_key, th.user_id, th.title, th.content, th.short_description, th.is_pinned,
  th.is_struggling, th.content_warning, th.is_anonymous, th.author_handle, th.total_replies, th.total_views, th.activity_at, th.created_at,
  exists(select 1 from community_watches w where w.user_id = ${viewerId} and w.entity_type = 'thread' and w.entity_id = th.id) as is_watched`;

/** One thread (prepared: every thread, reply and reaction call reads it first). */
const threadById = preparedRows<ThreadRow>(
  'community_thread_by_id',
  sql`select ${threadColumns(sql`${sql.placeholder('viewer')}::int`)} from community_threads th join community_topics tp on tp.id = th.topic_id
      where th.id = ${sql.placeholder('thread')}::int`,
);

export async function findThread(db: Db, viewerId: number, threadId: number) {
  const [row] = await threadById(db, { viewer: viewerId, thread: threadId });
  return row ?? null;
}

/** A topic's threads: pinned first, then by last activity. */
export async function listThreads(db: Db, viewerId: number, topicId: number, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    selectRows<ThreadRow>(
      db,
      sql`select ${threadColumns(viewerId)} from community_threads th join community_topics tp on tp.id = th.topic_id
          where th.topic_id = ${topicId} and ${notBlocked(viewerId, sql`th.user_id`)} and ${warningAllowed(viewerId)} order by th.is_pinned desc, th.activity_at desc, th.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_threads th where th.topic_id = ${topicId} and ${notBlocked(viewerId, sql`th.user_id`)} and ${warningAllowed(viewerId)}`,
    ),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Threads by id in the order asked, only in the categories given (others are skipped like unknown ids). */
export async function listThreadsByIds(db: Db, viewerId: number, ids: readonly number[], keys: readonly CategoryKey[]) {
  const rows = await selectRows<ThreadRow>(
    db,
    sql`select ${threadColumns(viewerId)} from community_threads th join community_topics tp on tp.id = th.topic_id
        where th.id = any(${idArray(ids)}::int[]) and tp.category_key = any(${textArray(keys)}::text[]) and ${notBlocked(viewerId, sql`th.user_id`)}
          and ${warningAllowed(viewerId)}`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ThreadRow => !!r);
}

export async function listWatchedThreads(db: Db, viewerId: number, keys: readonly CategoryKey[], limit: number, offset: number) {
  const from = sql`community_watches w join community_threads th on th.id = w.entity_id join community_topics tp on tp.id = th.topic_id`;
  const where = sql`w.user_id = ${viewerId} and w.entity_type = 'thread' and tp.category_key = any(${textArray(keys)}::text[]) and ${notBlocked(viewerId, sql`th.user_id`)}
    and ${warningAllowed(viewerId)}`;
  const [items, [total]] = await Promise.all([
    selectRows<ThreadRow>(
      db,
      sql`select ${threadColumns(viewerId)} from ${from} where ${where} order by th.activity_at desc, th.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Whether a post `userId` writes now is anonymous: their community agreement's choice at this moment, kept on the post. */
export const writtenAnonymously = (userId: number) =>
  sql`coalesce((select a.is_anonymous from community_agreements a where a.user_id = ${userId}), false)`;

export async function insertThread(
  db: Db,
  v: {
    topicId: number;
    userId: number;
    title: string;
    content: string;
    shortDescription: string;
    isPinned: boolean;
    isStruggling: boolean;
    contentWarning: ContentWarning | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into community_threads (topic_id, user_id, title, content, short_description, is_pinned, is_struggling, content_warning, is_anonymous)
        values (${v.topicId}, ${v.userId}, ${v.title}, ${v.content}, ${v.shortDescription}, ${v.isPinned}, ${v.isStruggling}, ${v.contentWarning}, ${writtenAnonymously(v.userId)}) returning id`,
  );
  return Number(row!.id);
}

/** The author marks or unmarks their thread 'I'm struggling right now'; answers whether it changed. */
export async function setThreadStruggling(db: Db, threadId: number, value: boolean) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update community_threads set is_struggling = ${value} where id = ${threadId} and is_struggling <> ${value} returning id`,
  );
  return rows.length > 0;
}

/** The post a struggling notice is about, with its thread's title (null when gone). */
export async function strugglingPost(db: Db, kind: 'thread' | 'reply', id: number) {
  const [row] = await selectRows<{
    user_id: number | null;
    thread_id: number;
    thread_title: string;
    is_struggling: boolean;
    is_anonymous: boolean;
  }>(
    db,
    kind === 'thread'
      ? sql`select th.user_id, th.id as thread_id, th.title as thread_title, th.is_struggling, th.is_anonymous from community_threads th where th.id = ${id}`
      : sql`select r.user_id, th.id as thread_id, th.title as thread_title, r.is_struggling, r.is_anonymous from community_replies r join community_threads th on th.id = r.thread_id where r.id = ${id}`,
  );
  return row && row.user_id !== null ? row : null;
}

/** Counts a member's view once per day: answers the thread's views and whether this one counted. */
export async function recordView(db: Db, threadId: number, userId: number, day: string) {
  const [row] = await selectRows<{ total_views: number; counted: boolean }>(
    db,
    sql`with v as (insert into community_thread_views (thread_id, user_id, day) values (${threadId}, ${userId}, ${day}::date) on conflict do nothing returning 1),
             u as (update community_threads set total_views = total_views + 1 where id = ${threadId} and exists (select 1 from v) returning total_views)
        select coalesce((select total_views from u), (select total_views from community_threads where id = ${threadId})) as total_views,
               exists (select 1 from v) as counted`,
  );
  return { total_views: Number(row!.total_views), counted: !!row!.counted };
}

// ---------- watches ----------

export async function insertWatch(db: Db, userId: number, type: WatchEntityType, entityId: number) {
  await db.execute(
    sql`insert into community_watches (user_id, entity_type, entity_id) values (${userId}, ${type}, ${entityId}) on conflict do nothing`,
  );
}

export async function deleteWatch(db: Db, userId: number, type: WatchEntityType, entityId: number) {
  await db.execute(sql`delete from community_watches where user_id = ${userId} and entity_type = ${type} and entity_id = ${entityId}`);
}

/**
 * Who watches this thread or its topic (each once), with the roles that decide the certified
 * category; never someone a block separates from the reply's author, either way (the notice names the author).
 */
export function watchersOf(db: Db, threadId: number, topicId: number, authorId: number) {
  return selectRows<{ user_id: number; roles: string[] }>(
    db,
    sql`select distinct w.user_id, ${accountSql.roleNames(sql`w.user_id`, { sorted: false })} as roles
        from community_watches w
        join community_agreements a on a.user_id = w.user_id
        ${accountSql.joinAccount('w', sql`w.user_id`, { notSuspended: true })}
        where ((w.entity_type = 'thread' and w.entity_id = ${threadId}) or (w.entity_type = 'topic' and w.entity_id = ${topicId}))
          and ${notBlocked(authorId, sql`w.user_id`)}`,
  );
}

// ---------- the agreement ----------

/** The agreement row (first acceptance time kept) and the profile fields it sets, in the caller's transaction. */
export async function saveAgreement(
  db: Db,
  userId: number,
  v: { displayName: string; age: number; isMarried: boolean; needsAccountability: boolean; isAnonymous: boolean },
) {
  const [row] = await selectRows<{ accepted_at: Date | string }>(
    db,
    sql`insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous)
        values (${userId}, ${v.displayName}, ${v.age}, ${v.isMarried}, ${v.needsAccountability}, ${v.isAnonymous})
        on conflict (user_id) do update set display_name = excluded.display_name, age = excluded.age, is_married = excluded.is_married,
          needs_accountability = excluded.needs_accountability, is_anonymous = excluded.is_anonymous
        returning accepted_at`,
  );
  await upsertProfile(db, userId, {
    displayName: v.displayName,
    age: v.age,
    isMarried: v.isMarried,
    needsAccountability: v.needsAccountability,
    isAnonymous: v.isAnonymous,
    communityAgreementAccepted: true,
  });
  return row!;
}
