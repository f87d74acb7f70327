import { sql, type SQL } from 'drizzle-orm';
import type { MemberApprovalStatus, MemberListQuery } from '@holdfast/shared/community';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { accountSql, personNames } from '../accounts';
import { blockedSql, blocks } from '../messaging';
import { referenceSql } from '../reference';
import { idArray, notBlocked } from './community.repository';

/**
 * Queries of the community's people: the gate's facts, the members directory, members-status,
 * profiles, flags on members, blocks and mutes.
 */

// ---------- blocks (messaging owns them: its `blocks` functions and SQL fragments) ----------

/** A block (idempotent); `viaHandle`: made through an anonymous post's author handle (the blocker's list names nobody). */
export async function insertBlock(db: Db, blockerId: number, blockedId: number, viaHandle: string | null = null) {
  await blocks.insert(db, blockerId, blockedId, viaHandle);
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  await blocks.remove(db, blockerId, blockedId);
}

/** Lifts the block made through this author handle (a no-op when there is none). */
export async function deleteBlockByHandle(db: Db, blockerId: number, handle: string) {
  await blocks.removeByHandle(db, blockerId, handle);
}

export async function insertMute(db: Db, muterId: number, mutedId: number) {
  await db.execute(sql`insert into community_mutes (muter_id, muted_id) values (${muterId}, ${mutedId}) on conflict do nothing`);
}

export async function deleteMute(db: Db, muterId: number, mutedId: number) {
  await db.execute(sql`delete from community_mutes where muter_id = ${muterId} and muted_id = ${mutedId}`);
}

// ---------- the gate ----------

export interface GateRow {
  accepted_at: Date | string | null;
  /** The account is suspended (never true for the caller: the API refuses them first). */
  suspended: boolean;
  gender: string | null;
  member_status: MemberApprovalStatus | null;
}

/** What the community gate needs of a member, in one statement (prepared: every community call asks it). */
const gateFactsOf = preparedRows<GateRow>(
  'community_gate_facts',
  sql`select a.accepted_at, ${accountSql.suspended('m')} as suspended, ${accountSql.profile('m', 'gender')} as gender, s.status as member_status
      from ${accountSql.from('m')} left join community_agreements a on a.user_id = ${personNames.id('m')}
      ${accountSql.joinProfile('m', personNames.id('m'))} left join community_member_status s on s.user_id = ${personNames.id('m')}
      where ${personNames.id('m')} = ${sql.placeholder('user')}::int`,
);

export async function gateFacts(db: Db, userId: number): Promise<GateRow> {
  const [row] = await gateFactsOf(db, { user: userId });
  return row ?? { accepted_at: null, suspended: false, gender: null, member_status: null };
}

// ---------- members-status ----------

/** A woman's first status call asks for access: a pending row (kept if one exists). Answers the stored status. */
export async function requestMemberStatus(db: Db, userId: number): Promise<MemberApprovalStatus> {
  const [row] = await selectRows<{ status: MemberApprovalStatus }>(
    db,
    sql`with ins as (insert into community_member_status (user_id) values (${userId}) on conflict do nothing returning status)
        select status from ins union all select status from community_member_status where user_id = ${userId} limit 1`,
  );
  return row?.status ?? 'pending';
}

export async function decideMemberStatus(db: Db, userId: number, status: MemberApprovalStatus, decidedBy: number) {
  await db.execute(
    sql`insert into community_member_status (user_id, status, decided_at, decided_by) values (${userId}, ${status}, now(), ${decidedBy})
        on conflict (user_id) do update set status = excluded.status, decided_at = now(), decided_by = excluded.decided_by`,
  );
}

/** Pending requests, oldest first (women who asked for access and are still registered as female). */
export async function listMemberStatusRequests(db: Db, limit: number, offset: number) {
  const where = sql`s.status = 'pending' and ${accountSql.profile('m', 'gender')} = 'Female'`;
  const from = sql`community_member_status s ${accountSql.joinAccount('m', sql`s.user_id`, { notSuspended: true })}
    ${accountSql.joinProfile('m', sql`s.user_id`, { required: true })}`;
  const [items, [total]] = await Promise.all([
    selectRows<{ user_id: number; status: MemberApprovalStatus; requested_at: Date | string }>(
      db,
      sql`select s.user_id, s.status, s.requested_at from ${from} where ${where} order by s.requested_at, s.user_id limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

// ---------- the members directory ----------

export interface MemberRow {
  id: number;
  name: string;
  gender: string | null;
  age: number | null;
  is_married: boolean;
  country_id: number | null;
  country_name: string | null;
  country_code: string | null;
  accepted_at: Date | string;
  tags: { id: number; name: string }[] | null;
  total_replies: number;
  liked: number;
  loved: number;
  profile_icon: string | null;
  needs_accountability: boolean;
}

/** A column of the profile of a member in the directory (joined as `member`). */
const profile = (column: Parameters<typeof accountSql.profile>[1]) => accountSql.profile('member', column);

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members who accepted the agreement, listed by display name only: not anonymous members, not
 * suspended ones, not women waiting for approval, not the viewer, and nobody either side blocked.
 * Newest members first.
 */
export async function listMembers(db: Db, viewerId: number, q: MemberListQuery, limit: number, offset: number) {
  // What the agreement row answers alone (the name search through its trigram index) ...
  const own: SQL[] = [sql`not a.is_anonymous`, sql`a.user_id <> ${viewerId}`];
  if (q.search) own.push(sql`a.display_name ilike ${likePattern(q.search)}`);
  if (q.lookingForAccountability !== q.notLookingForAccountability)
    own.push(q.lookingForAccountability ? sql`a.needs_accountability` : sql`not a.needs_accountability`);
  if (q.minAge !== null) own.push(sql`a.age >= ${q.minAge}`);
  if (q.maxAge !== null) own.push(sql`a.age <= ${q.maxAge}`);
  // ... and what needs the member's account and profile. Suspended accounts are few: their ids
  // (users_suspended_idx) make one hashed set, instead of a probe into users per matching member
  // (a third of a name search's database time over 100,000 members, in the bench).
  const joined: SQL[] = [
    sql`a.user_id not in ${accountSql.suspendedIds()}`,
    sql`(${profile('gender')} is distinct from 'Female' or exists (select 1 from community_member_status s where s.user_id = a.user_id and s.status = 'approved'))`,
    notBlocked(viewerId, sql`a.user_id`),
  ];
  if (q.tagIds.length) joined.push(sql`${profile('tag_ids')} && ${idArray(q.tagIds)}::int[]`);
  if (q.countryIds.length) joined.push(sql`${profile('country_id')} = any(${idArray(q.countryIds)}::int[])`);
  const where = sql.join([...own, ...joined], sql` and `);
  const joins = accountSql.joinProfile('member', sql`a.user_id`);
  if (!q.search) {
    // Browsing: the page walks community_agreements_accepted_idx newest first and stops at the page;
    // the count reads all members once (hash joins).
    const from = sql`community_agreements a ${joins}`;
    const [items, [total]] = await Promise.all([
      selectRows<MemberRow>(
        db,
        memberPage(
          sql`(select a.* from ${from} where ${where} order by a.accepted_at desc, a.user_id desc limit ${limit} offset ${offset})`,
        ),
      ),
      selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }
  // A name search: the agreements matching the name (and the filters on the agreement) first, through
  // the trigram index, and only those rows joined to their profile by key; the page and
  // the total in one statement. Joined before filtering (as browsing does), PostgreSQL hash-joined all
  // 100,000 users and profiles for the ~800 members a search with filters finds (the bench:
  // 60-90 ms of database time a call, twice: the page and the count).
  const matching = sql`(with named as materialized (select * from community_agreements a where ${sql.join(own, sql` and `)})
    select a.*, count(*) over ()::int as total_count from named a ${joins} where ${sql.join(joined, sql` and `)}
    order by a.accepted_at desc, a.user_id desc limit ${limit} offset ${offset})`;
  const items = await selectRows<MemberRow & { total_count: number }>(db, memberPage(matching, sql`, m.total_count`));
  if (items.length) return { items, total: Number(items[0]!.total_count) };
  // Past the last page: the count alone.
  const [total] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from community_agreements a ${joins} where ${where}`);
  return { items, total: Number(total?.n ?? 0) };
}

/** A page of members (`m`: their agreement rows, in order) with what a member card shows: tags, country, replies and reactions received. */
function memberPage(m: SQL, extra: SQL = sql``) {
  return sql`select m.user_id as id, m.display_name as name, ${profile('gender')} as gender, m.age, m.is_married,
                 ${referenceSql.country('c', 'id')} as country_id, ${referenceSql.country('c', 'name')} as country_name, ${referenceSql.country('c', 'code')} as country_code,
                 m.accepted_at, m.needs_accountability, ${profile('profile_icon')} as profile_icon,
                 ${referenceSql.activeTagsJson(profile('tag_ids'))} as tags,
                 (select count(*)::int from community_replies r where r.user_id = m.user_id and not r.is_hidden and not r.is_anonymous) as total_replies,
                 coalesce(rc.liked, 0) as liked, coalesce(rc.loved, 0) as loved${extra}
          from ${m} m
          ${accountSql.joinProfile('member', sql`m.user_id`)}
          ${referenceSql.joinCountry('c', profile('country_id'))}
          left join lateral (select count(*) filter (where x.reaction_type = 'Liked')::int as liked, count(*) filter (where x.reaction_type = 'Loved')::int as loved
                             from community_reactions x join community_replies r on r.id = x.reply_id where r.user_id = m.user_id and not r.is_hidden and not r.is_anonymous) rc on true
          order by m.accepted_at desc, m.user_id desc`;
}

// ---------- a member's community profile ----------

export interface CommunityUserRow {
  id: number;
  biography: string | null;
  timezone_id: number | null;
  timezone_name: string | null;
  country_id: number | null;
  country_name: string | null;
  country_code: string | null;
  is_anonymous: boolean;
  suspended: boolean;
  reply_count: number;
  latest_activity: Date | string | null;
  is_blocked: boolean;
  is_muted: boolean;
}

/**
 * A member who accepted the agreement, as the viewer may see them (null: unknown, not a member, or
 * blocked either way). Their activity counts only the posts that name them (not anonymous ones,
 * none while they are anonymous), so its count and time link no anonymous post to them; their own
 * view counts everything.
 */
export async function findCommunityUser(db: Db, viewerId: number, userId: number) {
  const named = (post: SQL) => sql`(a.user_id = ${viewerId} or not (${post}.is_anonymous or a.is_anonymous))`;
  const [row] = await selectRows<CommunityUserRow>(
    db,
    sql`select a.user_id as id, ${accountSql.profile('m', 'biography')} as biography,
               ${referenceSql.timezone('tz', 'id')} as timezone_id, ${referenceSql.timezone('tz', 'name')} as timezone_name,
               ${referenceSql.country('c', 'id')} as country_id, ${referenceSql.country('c', 'name')} as country_name, ${referenceSql.country('c', 'code')} as country_code,
               a.is_anonymous, ${accountSql.suspended('m')} as suspended,
               (select count(*)::int from community_replies r where r.user_id = a.user_id and not r.is_hidden and ${named(sql`r`)}) as reply_count,
               greatest((select max(r.created_at) from community_replies r where r.user_id = a.user_id and not r.is_hidden and ${named(sql`r`)}),
                        (select max(th.created_at) from community_threads th where th.user_id = a.user_id and ${named(sql`th`)})) as latest_activity,
               ${blockedSql(viewerId, sql`a.user_id`)} as is_blocked,
               exists (select 1 from community_mutes mu where mu.muter_id = ${viewerId} and mu.muted_id = a.user_id) as is_muted
        from community_agreements a ${accountSql.joinAccount('m', sql`a.user_id`, { required: true })} ${accountSql.joinProfile('m', sql`a.user_id`)}
        ${referenceSql.joinTimezone('tz', accountSql.profile('m', 'timezone_id'))} ${referenceSql.joinCountry('c', accountSql.profile('m', 'country_id'))}
        where a.user_id = ${userId}
          and not ${blockedSql(sql`a.user_id`, viewerId)}`,
  );
  return row ?? null;
}

/** A registered user with their roles and suspension (suspend, approve, block targets). */
export async function findTarget(db: Db, userId: number) {
  const [row] = await selectRows<{ id: number; suspended: boolean; gender: string | null; roles: string[] }>(
    db,
    sql`select ${personNames.id('t')} as id, ${accountSql.suspended('t')} as suspended, ${accountSql.profile('t', 'gender')} as gender,
               ${accountSql.roleNames(personNames.id('t'), { sorted: false })} as roles
        from ${personNames.from('t')} where ${personNames.id('t')} = ${userId}`,
  );
  return row ?? null;
}

// ---------- flags on members and the moderation queue ----------

/** A member's flag of another; null when they already have an open flag on them. */
export async function insertUserFlag(db: Db, v: { userId: number; flaggedBy: number; reason: string }) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into community_user_flags (user_id, flagged_by, reason) values (${v.userId}, ${v.flaggedBy}, ${v.reason})
        on conflict (user_id, flagged_by) where resolved_at is null do nothing returning id`,
  );
  return rows.length ? Number(rows[0]!.id) : null;
}

export async function resolveUserFlags(db: Db, userId: number, by: number, resolution: string) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update community_user_flags set resolved_at = now(), resolved_by = ${by}, resolution = ${resolution} where user_id = ${userId} and resolved_at is null returning id`,
  );
  return rows.length;
}

export async function resolveReplyFlags(db: Db, replyId: number, by: number, resolution: string) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update community_flags set resolved_at = now(), resolved_by = ${by}, resolution = ${resolution} where reply_id = ${replyId} and resolved_at is null returning id`,
  );
  return rows.length;
}

/** A flag in the moderation queue: open (resolved_at null) or settled earlier (the item's history). */
export interface FlagRow {
  id: number;
  target_id: number;
  reason: string;
  created_at: Date | string;
  user_id: number;
  resolved_at: Date | string | null;
  resolved_by: number | null;
  resolution: string | null;
}

/** Replies with open flags (oldest flag first), with the reply and its thread, and every flag on them (open and settled). */
export async function flaggedReplies(db: Db, max: number) {
  const replies = await selectRows<{
    id: number;
    reply_text: string;
    is_hidden: boolean;
    created_at: Date | string;
    user_id: number;
    thread_id: number;
    thread_title: string;
  }>(
    db,
    sql`select r.id, r.reply_text, r.is_hidden, r.created_at, r.user_id, th.id as thread_id, th.title as thread_title
        from (select reply_id, min(created_at) as first from community_flags where resolved_at is null group by reply_id order by first limit ${max}) f
        join community_replies r on r.id = f.reply_id join community_threads th on th.id = r.thread_id
        order by f.first, r.id`,
  );
  const flags = replies.length
    ? await selectRows<FlagRow>(
        db,
        sql`select id, reply_id as target_id, reason, created_at, user_id, resolved_at, resolved_by, resolution from community_flags
            where reply_id = any(${idArray(replies.map((r) => Number(r.id)))}::int[]) order by created_at, id`,
      )
    : [];
  return { replies, flags };
}

/** Members with open flags (oldest flag first), and every flag on them (open and settled). */
export async function flaggedUsers(db: Db, max: number) {
  const users = await selectRows<{ id: number; suspended: boolean }>(
    db,
    sql`select ${personNames.id('m')} as id, ${accountSql.suspended('m')} as suspended
        from (select user_id, min(created_at) as first from community_user_flags where resolved_at is null group by user_id order by first limit ${max}) f
        ${accountSql.joinAccount('m', sql`f.user_id`, { required: true })} order by f.first, ${personNames.id('m')}`,
  );
  const flags = users.length
    ? await selectRows<FlagRow>(
        db,
        sql`select id, user_id as target_id, reason, created_at, flagged_by as user_id, resolved_at, resolved_by, resolution from community_user_flags
            where user_id = any(${idArray(users.map((u) => Number(u.id)))}::int[]) order by created_at, id`,
      )
    : [];
  return { users, flags };
}

/** A reply's facts for moderation (hidden or not): its author and thread. */
export async function findReplyForModeration(db: Db, replyId: number) {
  const [row] = await selectRows<{ id: number; user_id: number; thread_id: number; is_hidden: boolean }>(
    db,
    sql`select id, user_id, thread_id, is_hidden from community_replies where id = ${replyId}`,
  );
  return row ?? null;
}
