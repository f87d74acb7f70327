import { sql, type SQL } from 'drizzle-orm';
import {
  anonymousAuthorTexts,
  NESTED_REPLIES_PER_PAGE,
  REPLIES_PER_PAGE,
  type ReactionType,
  type ReplyPage,
} from '@holdfast/shared/community';
import { selectRows, sizedStatements, type Db } from '../../platform/db/client';
import { isoInstantSql } from '../../platform/db/instant';
import { preparedJson, type JsonText } from '../../platform/db/json-text';
import { blockedEitherWay, idArray, missingPersonJson, notBlocked, peopleJson, writtenAnonymously } from './community.repository';
import type { JobsSql } from '../../platform/jobs/jobs';

const ANONYMOUS_NAME = sql.raw(`'${anonymousAuthorTexts.name}'`);

/**
 * Queries of replies, reactions and flags. A reply row carries what the viewer's answer needs
 * (reaction counts, whether the viewer flagged it, its visible nested replies) in the one statement
 * that reads it; `seesHidden` decides whether hidden replies exist for the viewer at all.
 */

export interface ReplyRow {
  id: number;
  thread_id: number;
  primary_reply_id: number | null;
  replied_to_id: number | null;
  replied_to_user_id: number | null;
  user_id: number | null;
  /** Written anonymously (community.presenter isAnonymousPost adds the author's present choice). */
  is_anonymous: boolean;
  /** The post's author handle (random, one per post). */
  author_handle: string;
  /** The reply answered was written anonymously. */
  replied_to_anonymous: boolean | null;
  reply_text: string;
  is_hidden: boolean;
  is_struggling: boolean;
  created_at: Date | string;
  liked: number;
  loved: number;
  flagged: boolean;
  /** The viewer muted the author. */
  muted: boolean;
  total_replies: number;
}

const visible = (alias: string, seesHidden: boolean) => (seesHidden ? sql`true` : sql`not ${sql.raw(alias)}.is_hidden`);
/** Whether the row `alias` exists for the viewer: a fixed choice, or (prepared statements) a parameter's. */
type Visibility = (alias: string) => SQL;
const visibleBy =
  (seesHidden: boolean): Visibility =>
  (alias) =>
    visible(alias, seesHidden);

/** A reply row's columns for `viewer` (a value, or a prepared statement's parameter). */
function replyColumns(viewer: number | SQL, visibleTo: Visibility) {
  return sql`r.id, r.thread_id, r.primary_reply_id, r.replied_to_id, p.user_id as replied_to_user_id, p.is_anonymous as replied_to_anonymous,
    r.user_id, r.is_anonymous, r.author_handle, r.reply_text,
    r.is_hidden, r.is_struggling, r.created_at, coalesce(rc.liked, 0) as liked, coalesce(rc.loved, 0) as loved,
    exists(select 1 from community_flags f where f.reply_id = r.id and f.user_id = ${viewer}) as flagged,
    exists(select 1 from community_mutes mu where mu.muter_id = ${viewer} and mu.muted_id = r.user_id) as muted,
    case when r.primary_reply_id is null
         then (select count(*)::int from community_replies n where n.primary_reply_id = r.id and ${visibleTo('n')}) else 0 end as total_replies`;
}
const replyJoins = sql`left join community_replies p on p.id = r.replied_to_id
  left join lateral (select count(*) filter (where x.reaction_type = 'Liked')::int as liked,
                            count(*) filter (where x.reaction_type = 'Loved')::int as loved
                     from community_reactions x where x.reply_id = r.id) rc on true`;

function selectReplies(db: Db, viewerId: number, seesHidden: boolean, where: SQL, tail: SQL = sql``) {
  return selectRows<ReplyRow>(
    db,
    sql`select ${replyColumns(viewerId, visibleBy(seesHidden))} from community_replies r ${replyJoins} where ${where} ${tail}`,
  );
}

/**
 * The page's ids first, then its rows, counts and flags: PostgreSQL computes the lateral joins of
 * every row an OFFSET skips, so joining before paging made page 300 of a long thread read the
 * reactions of 4,500 replies (30 ms of database time a call); and reading only ids lets the skipped
 * rows come from community_replies_thread_idx alone (an index-only scan), never from the table.
 */
function selectReplyPage(db: Db, viewerId: number, seesHidden: boolean, where: SQL, limit: number, offset: number) {
  return selectRows<ReplyRow>(
    db,
    sql`select ${replyColumns(viewerId, visibleBy(seesHidden))}
        from (select r.id from community_replies r where ${where} order by r.id limit ${limit} offset ${offset}) page
        join community_replies r on r.id = page.id ${replyJoins}
        order by r.id`,
  );
}

/** One reply as the viewer sees it (null when it does not exist or is hidden from them). */
export async function findReply(db: Db, viewerId: number, seesHidden: boolean, replyId: number) {
  const [row] = await selectReplies(db, viewerId, seesHidden, sql`r.id = ${replyId} and ${visible('r', seesHidden)}`);
  return row ?? null;
}

/**
 * A page of top-level replies (oldest first), or with `parentId` of one reply's nested replies, as rows:
 * the reference replyPageJson is tested against (replies.json.test.ts), with firstNestedReplies and the presenter.
 */
export async function listReplies(
  db: Db,
  viewerId: number,
  seesHidden: boolean,
  q: { threadId: number; parentId: number | null; limit: number; offset: number },
) {
  const where =
    q.parentId === null
      ? sql`r.thread_id = ${q.threadId} and r.primary_reply_id is null and ${visible('r', seesHidden)} and ${notBlocked(viewerId, sql`r.user_id`)}`
      : sql`r.thread_id = ${q.threadId} and r.primary_reply_id = ${q.parentId} and ${visible('r', seesHidden)} and ${notBlocked(viewerId, sql`r.user_id`)}`;
  const [items, [total]] = await Promise.all([
    selectReplyPage(db, viewerId, seesHidden, where, q.limit, q.offset),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from community_replies r where ${where}`),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/**
 * A page of replies as the answer's JSON text, in one statement (GET community/threads/{id}/replies):
 * what listReplies, firstNestedReplies, findPeople and the presenter make in four statements and the
 * server's thread (replies.json.test.ts proves the two agree), with avatars as markers the service
 * signs. Top-level pages carry each reply's first nested replies (`nested` of them); a nested page
 * (`parent`) carries none. Same plan as selectReplyPage: the page's ids from the index first. The
 * page size is `limit` (platform/db sizedStatements: the clients' sizes are written in the text, so
 * PostgreSQL keeps one plan for the statement instead of planning it on every call).
 */
function replyPageStatement(name: string, nestedPage: boolean, limit: SQL) {
  const viewer = sql`${sql.placeholder('viewer')}::int`;
  const sees = sql`${sql.placeholder('sees')}::boolean`;
  const visibleTo: Visibility = (alias) => sql`(${sees} or not ${sql.raw(alias)}.is_hidden)`;
  const where = sql`r.thread_id = ${sql.placeholder('thread')}::int
    and ${nestedPage ? sql`r.primary_reply_id = ${sql.placeholder('parent')}::int` : sql`r.primary_reply_id is null`}
    and ${visibleTo('r')} and ${notBlocked(viewer, sql`r.user_id`)}`;
  const columns = replyColumns(viewer, visibleTo);
  const replyJson = (alias: string) => {
    const r = (column: string) => sql.raw(`${alias}.${column}`);
    // An anonymous post (written so, or its author anonymous now): 'Anonymous member', id 0 for all but its author (community.presenter anonymousAuthor).
    const anonymous = (userId: SQL, written: SQL) =>
      sql`(coalesce(${written}, false) or coalesce((select pp.anonymous from people pp where pp.id = ${userId}), false))`;
    const author = anonymous(r('user_id'), r('is_anonymous'));
    const answered = anonymous(r('replied_to_user_id'), r('replied_to_anonymous'));
    const shownId = (userId: SQL, anon: SQL) => sql`case when ${anon} and ${userId} <> ${viewer} then 0 else ${userId} end`;
    return sql`'id', ${r('id')}, 'thread_id', ${r('thread_id')}, 'primary_reply_id', ${r('primary_reply_id')},
      'replied_to', case when ${r('replied_to_id')} is not null and ${r('replied_to_user_id')} is not null
        then json_build_object('id', ${r('replied_to_id')}, 'user_id', ${shownId(r('replied_to_user_id'), answered)},
                               'name', case when ${answered} then ${ANONYMOUS_NAME}
                                            else coalesce((select pp.name from people pp where pp.id = ${r('replied_to_user_id')}), 'Member') end) end,
      'user_id', coalesce(${shownId(r('user_id'), author)}, 0),
      'user', case when ${author}
        then json_build_object('id', coalesce(${shownId(r('user_id'), author)}, 0), 'name', ${ANONYMOUS_NAME}, 'profile_icon', null, 'roles', '[]'::json, 'is_looking_for_partner', false)
        else coalesce((select pp.person from people pp where pp.id = ${r('user_id')}), ${missingPersonJson(r('user_id'))}) end,
      'author_handle', ${r('author_handle')}, 'is_mine', coalesce(${r('user_id')} = ${viewer}, false),
      'reply_text', ${r('reply_text')},
      'created_at', ${isoInstantSql(`${alias}.created_at`)},
      'is_hidden', ${r('is_hidden')}, 'is_struggling', ${r('is_struggling')},
      'is_flagged_by_current_user', ${r('flagged')}, 'is_author_muted', ${r('muted')},
      'reaction_counts', json_build_object('liked', ${r('liked')}, 'loved', ${r('loved')}),
      'total_replies', ${r('total_replies')}`;
  };
  // A top-level page's total from the thread's counters (its trigger keeps them), less the replies
  // of people blocked either way; a nested page counts its few rows.
  const thread = sql`${sql.placeholder('thread')}::int`;
  const total = nestedPage
    ? sql`select count(*)::int as n from community_replies r where ${where}`
    : sql`select (coalesce((select case when ${sees} then th.top_replies + th.hidden_top_replies else th.top_replies end
                             from community_threads th where th.id = ${thread}), 0)
                  - (select count(*) from community_replies r
                     where r.thread_id = ${thread} and r.primary_reply_id is null and ${visibleTo('r')} and ${blockedEitherWay(viewer, sql`r.user_id`)}))::int as n`;
  const nested = nestedPage
    ? sql`select ${columns} from community_replies r ${replyJoins} where false`
    : firstNestedSql(viewer, visibleTo, sql`select id from page`, sql`${sql.placeholder('nested')}::int`);
  return preparedJson<ReplyPage>(
    name,
    sql`with page as (
          select r.id from community_replies r where ${where} order by r.id limit ${limit} offset ${sql.placeholder('offset')}::int
        ), total as (${total}
        ), tops as (
          select ${columns} from page join community_replies r on r.id = page.id ${replyJoins}
        ), nested as (${nested}
        ), people as (${peopleJson(sql`select user_id from tops union select replied_to_user_id from tops union select user_id from nested union select replied_to_user_id from nested`)})
        select json_build_object(
          'items', coalesce((select json_agg(json_build_object(${replyJson('t')},
                     'flatten_replies', coalesce((select json_agg(json_build_object(${replyJson('n')}) order by n.id) from nested n where n.primary_reply_id = t.id), '[]'))
                   order by t.id) from tops t), '[]'),
          'page', ${sql.placeholder('page')}::int, 'perPage', ${sql.placeholder('perPage')}::int,
          'totalItems', total.n, 'totalPages', greatest(1, ceil(total.n::numeric / ${sql.placeholder('perPage')}::int))::int,
          'offset', ${sql.placeholder('offset')}::int) as json
        from total`,
  );
}
const topReplyPage = sizedStatements([REPLIES_PER_PAGE], (limit, suffix) =>
  replyPageStatement(`community_reply_page_json${suffix}`, false, limit),
);
const nestedReplyPage = sizedStatements([NESTED_REPLIES_PER_PAGE], (limit, suffix) =>
  replyPageStatement(`community_nested_reply_page_json${suffix}`, true, limit),
);

/** A page of top-level replies with their first `nested` nested ones, or (`parentId`) one reply's nested replies, as JSON. */
export function replyPageJson(
  db: Db,
  viewerId: number,
  seesHidden: boolean,
  q: { threadId: number; parentId: number | null; page: number; perPage: number; nested: number },
): Promise<JsonText<ReplyPage>> {
  const params = {
    viewer: viewerId,
    sees: seesHidden,
    thread: q.threadId,
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
    page: q.page,
    perPage: q.perPage,
  };
  return q.parentId === null
    ? topReplyPage(q.perPage)(db, { ...params, nested: q.nested })
    : nestedReplyPage(q.perPage)(db, { ...params, parent: q.parentId });
}

/** Rows of the first `max` nested replies under the top-level replies `primaryIds` selects, as `r`, visible and not blocked. */
function firstNestedSql(viewer: number | SQL, visibleTo: Visibility, primaryIds: SQL, max: SQL | number) {
  return sql`select ${replyColumns(viewer, visibleTo)}
        from (select * from (select n.*, row_number() over (partition by n.primary_reply_id order by n.id) as rn
                             from community_replies n where n.primary_reply_id in (${primaryIds}) and ${visibleTo('n')}
                               and ${notBlocked(viewer, sql`n.user_id`)}) ranked
              where rn <= ${max}) r ${replyJoins}`;
}

/** The first `max` visible nested replies of each of these top-level replies (oldest first). */
export function firstNestedReplies(db: Db, viewerId: number, seesHidden: boolean, primaryIds: readonly number[], max: number) {
  if (!primaryIds.length) return Promise.resolve([]);
  return selectRows<ReplyRow>(
    db,
    sql`${firstNestedSql(viewerId, visibleBy(seesHidden), sql`select unnest(${idArray(primaryIds)}::int[])`, max)} order by r.primary_reply_id, r.id`,
  );
}

/** The most reacted visible replies of a thread (at least one reaction), most first. */
export async function favouriteReplies(db: Db, viewerId: number, seesHidden: boolean, threadId: number, max: number) {
  const top = await selectRows<{ reply_id: number }>(
    db,
    sql`select x.reply_id from community_reactions x join community_replies r on r.id = x.reply_id
        where x.thread_id = ${threadId} and ${visible('r', seesHidden)} and ${notBlocked(viewerId, sql`r.user_id`)}
        group by x.reply_id order by count(*) desc, x.reply_id limit ${max}`,
  );
  if (!top.length) return [];
  const rows = await selectReplies(db, viewerId, seesHidden, sql`r.id = any(${idArray(top.map((t) => Number(t.reply_id)))}::int[])`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return top.map((t) => byId.get(Number(t.reply_id))).filter((r): r is ReplyRow => !!r);
}

export function myReactions(db: Db, userId: number, threadId: number) {
  return selectRows<{ reply_id: number; reaction_type: ReactionType }>(
    db,
    sql`select reply_id, reaction_type from community_reactions where thread_id = ${threadId} and user_id = ${userId} order by reply_id`,
  );
}

// ---------- writes ----------

/**
 * A new reply, and the jobs that go with it (jobs.enqueueWith), in one statement: the thread's
 * counters follow in its trigger, so the thread's row is locked for this statement only.
 */
export async function insertReply(
  db: Db,
  v: { threadId: number; userId: number; primaryReplyId: number | null; repliedToId: number | null; text: string; isStruggling: boolean },
  jobs: JobsSql,
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`with reply as (insert into community_replies (thread_id, user_id, primary_reply_id, replied_to_id, reply_text, is_struggling, is_anonymous)
        values (${v.threadId}, ${v.userId}, ${v.primaryReplyId}, ${v.repliedToId}, ${v.text}, ${v.isStruggling}, ${writtenAnonymously(v.userId)}) returning id)${jobs(sql`reply`)}
        select id from reply`,
  );
  return Number(row!.id);
}

/** The author marks or unmarks their reply 'I'm struggling right now'; answers whether it changed. */
export async function setReplyStruggling(db: Db, replyId: number, value: boolean) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update community_replies set is_struggling = ${value} where id = ${replyId} and is_struggling <> ${value} returning id`,
  );
  return rows.length > 0;
}

/** Deletes the reply (its nested replies go with it); answers whether it was there. */
export async function deleteReply(db: Db, replyId: number) {
  const rows = await selectRows<{ id: number }>(db, sql`delete from community_replies where id = ${replyId} returning id`);
  return rows.length > 0;
}

export async function setHidden(db: Db, replyId: number, hidden: boolean) {
  await db.execute(sql`update community_replies set is_hidden = ${hidden} where id = ${replyId}`);
}

/** The member's reaction on a reply, locked for the toggle. */
export async function findMyReaction(db: Db, userId: number, replyId: number) {
  const [row] = await selectRows<{ reaction_type: ReactionType }>(
    db,
    sql`select reaction_type from community_reactions where reply_id = ${replyId} and user_id = ${userId} for update`,
  );
  return row?.reaction_type ?? null;
}

export async function putReaction(db: Db, v: { userId: number; replyId: number; threadId: number; type: ReactionType | null }) {
  if (v.type === null) {
    await db.execute(sql`delete from community_reactions where reply_id = ${v.replyId} and user_id = ${v.userId}`);
    return;
  }
  await db.execute(
    sql`insert into community_reactions (reply_id, user_id, thread_id, reaction_type) values (${v.replyId}, ${v.userId}, ${v.threadId}, ${v.type})
        on conflict (reply_id, user_id) do update set reaction_type = excluded.reaction_type, created_at = now()`,
  );
}

export async function reactionCounts(db: Db, replyId: number) {
  const [row] = await selectRows<{ liked: number; loved: number }>(
    db,
    sql`select count(*) filter (where reaction_type = 'Liked')::int as liked, count(*) filter (where reaction_type = 'Loved')::int as loved
        from community_reactions where reply_id = ${replyId}`,
  );
  return { liked: Number(row?.liked ?? 0), loved: Number(row?.loved ?? 0) };
}

/**
 * A flag; answers the reply's number of open flags (those no moderator has acted on yet), or null
 * when this member had already flagged it (once per member and reply, ever: a restored reply is
 * hidden again only by members who had not flagged it). The reply's row is locked first, so flags
 * sent at once are counted one after the other and the third of them sees the other two.
 */
export async function insertFlag(db: Db, v: { replyId: number; userId: number; reason: string }) {
  await selectRows<{ id: number }>(db, sql`select id from community_replies where id = ${v.replyId} for update`);
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`insert into community_flags (reply_id, user_id, reason) values (${v.replyId}, ${v.userId}, ${v.reason}) on conflict do nothing returning id`,
  );
  if (!inserted.length) return null;
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_flags where reply_id = ${v.replyId} and resolved_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Claims a reply's watcher notification (once): answers the reply's facts, or null if already done or gone. */
export async function claimReplyNotification(db: Db, replyId: number) {
  const [row] = await selectRows<{ id: number; thread_id: number; user_id: number; is_hidden: boolean; is_anonymous: boolean }>(
    db,
    sql`update community_replies set notified_at = now() where id = ${replyId} and notified_at is null returning id, thread_id, user_id, is_hidden, is_anonymous`,
  );
  return row ?? null;
}

/** A member's visible replies that name them, newest first, in the categories the viewer sees (their activity page). */
export async function listUserReplies(
  db: Db,
  viewerId: number,
  seesHidden: boolean,
  q: { userId: number; keys: readonly string[]; limit: number; offset: number },
) {
  const from = sql`community_replies r join community_threads th on th.id = r.thread_id join community_topics tp on tp.id = th.topic_id`;
  // Another member's anonymous replies (or all of them while they are anonymous) are not theirs to list.
  const named = sql`(r.user_id = ${viewerId} or not (r.is_anonymous or coalesce((select a.is_anonymous from community_agreements a where a.user_id = r.user_id), false)))`;
  const where = sql`r.user_id = ${q.userId} and ${named} and ${visible('r', seesHidden)} and tp.category_key = any(${`{${q.keys.join(',')}}`}::text[]) and ${notBlocked(viewerId, sql`r.user_id`)}`;
  const [items, [total]] = await Promise.all([
    selectRows<{ id: number; reply_text: string; created_at: Date | string; thread_id: number; thread_title: string }>(
      db,
      sql`select r.id, r.reply_text, r.created_at, th.id as thread_id, th.title as thread_title from ${from}
          where ${where} order by r.created_at desc, r.id desc limit ${q.limit} offset ${q.offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
