import { sql, type SQL } from 'drizzle-orm';
import type { ConversationKind, MessageType, MessagingRequestStatus, RequestUserType } from '@holdfast/shared/messaging';
import { preparedRows, selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { blockedEitherWaySql } from './blocks.repository';

/**
 * Queries of messaging, raw SQL through selectRows. The guards read the live relationship of each
 * kind (accountability_partners, group_members, messaging_requests) and, when a message is sent,
 * lock it `for share` in the sending transaction: a partnership ended or a member removed at the
 * same moment waits for the message, or the message sees the change and is refused.
 */

// ---------- conversations ----------

export interface ConversationSpec {
  kind: ConversationKind;
  key: string;
  groupId: number | null;
  userA: number | null;
  userB: number | null;
}

/** The conversation of `key`, made on first use (two first senders at once share one row). */
export async function ensureConversation(db: Db, c: ConversationSpec): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into conversations (kind, key, group_id, user_a, user_b) values (${c.kind}, ${c.key}, ${c.groupId}, ${c.userA}, ${c.userB})
        on conflict (key) do update set key = excluded.key returning id`,
  );
  return Number(row!.id);
}

export async function findConversationId(db: Db, key: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from conversations where key = ${key}`);
  return row ? Number(row.id) : null;
}

// ---------- messages ----------

export interface MessageRow extends PersonNameColumns {
  id: number;
  conversation_id: number;
  from_user_id: number | null;
  message_type: MessageType;
  message: string;
  content: Record<string, unknown> | null;
  client_id: string | null;
  created_at: Date | string;
  username: string | null;
}

const messageColumns = sql.raw(
  `m.id, m.conversation_id, m.from_user_id, m.message_type, m.message, m.content, m.client_id, m.created_at,
   u.username, p.display_name, p.first_name, p.last_name, p.profile_icon`,
);

/**
 * Stores a message and moves the conversation's latest-message mark; answers the stored row. With a
 * `clientId` the sender already used (a retried send), nothing is stored and null is answered (a
 * retry racing the first waits for it: the unique index decides).
 */
export async function insertMessage(
  db: Db,
  v: {
    conversationId: number;
    fromUserId: number | null;
    type: MessageType;
    message: string;
    content?: Record<string, unknown> | null;
    clientId?: string | null;
  },
): Promise<MessageRow | null> {
  const [row] = await selectRows<MessageRow>(
    db,
    sql`with m as (
          insert into messages (conversation_id, from_user_id, message_type, message, content, client_id)
          values (${v.conversationId}, ${v.fromUserId}, ${v.type}, ${v.message}, ${v.content ? JSON.stringify(v.content) : null}::jsonb, ${v.clientId ?? null})
          on conflict (from_user_id, client_id) where client_id is not null do nothing
          returning *
        ), c as (
          update conversations set last_message_id = (select id from m), last_message_at = (select created_at from m)
          where id = ${v.conversationId} and exists (select 1 from m)
        ), a as (
          update conversation_members set archived = false where conversation_id = ${v.conversationId} and archived and exists (select 1 from m)
        )
        select ${messageColumns} from m left join users u on u.id = m.from_user_id left join profiles p on p.user_id = m.from_user_id`,
  );
  return row ?? null;
}

/** The message `fromUserId` sent with `clientId`, if any (a retried send answers it). */
export async function findSentMessage(db: Db, fromUserId: number, clientId: string): Promise<MessageRow | null> {
  const [row] = await selectRows<MessageRow>(
    db,
    sql`select ${messageColumns} from messages m left join users u on u.id = m.from_user_id left join profiles p on p.user_id = m.from_user_id
        where m.from_user_id = ${fromUserId} and m.client_id = ${clientId}`,
  );
  return row ?? null;
}

/**
 * One page of a conversation. Without a cursor: the newest `limit`; `beforeId`: the `limit` before
 * it; `afterId`: the `limit` after it, oldest first. Keyset on the id, so messages arriving between
 * two page reads never shift a page (no gap, no duplicate). Answers `limit + 1` rows at most, in id
 * order, so the caller knows whether more remain.
 */
export async function listMessages(db: Db, conversationId: number, q: { beforeId?: number; afterId?: number; limit: number }) {
  const take = q.limit + 1;
  if (q.afterId !== undefined) {
    return selectRows<MessageRow>(
      db,
      sql`select ${messageColumns} from messages m left join users u on u.id = m.from_user_id left join profiles p on p.user_id = m.from_user_id
          where m.conversation_id = ${conversationId} and m.id > ${q.afterId} order by m.id asc limit ${take}`,
    );
  }
  const before = q.beforeId ?? 2_147_483_647;
  const rows = await selectRows<MessageRow>(
    db,
    sql`select ${messageColumns} from messages m left join users u on u.id = m.from_user_id left join profiles p on p.user_id = m.from_user_id
        where m.conversation_id = ${conversationId} and m.id < ${before} order by m.id desc limit ${take}`,
  );
  return rows;
}

/**
 * Marks read, for `userId`, every message of the conversation sent up to `until` and, given `upToId`,
 * not after that id (never moves the mark back); answers the mark.
 */
export async function markRead(db: Db, conversationId: number, userId: number, until: Date, upToId: number | null = null): Promise<number> {
  const [row] = await selectRows<{ last_read_message_id: number }>(
    db,
    sql`insert into conversation_members (conversation_id, user_id, last_read_message_id)
        values (${conversationId}, ${userId},
                coalesce((select max(id) from messages where conversation_id = ${conversationId} and created_at <= ${until.toISOString()}::timestamptz
                            and (${upToId}::integer is null or id <= ${upToId}::integer)), 0))
        on conflict (conversation_id, user_id) do update
          set last_read_message_id = greatest(conversation_members.last_read_message_id, excluded.last_read_message_id), updated_at = now()
        returning last_read_message_id`,
  );
  return Number(row!.last_read_message_id);
}

/** One person's read mark in a conversation (0 before they read anything). */
export async function findReadMark(db: Db, conversationId: number, userId: number): Promise<number> {
  const row = await selectRow<{ last_read_message_id: number }>(
    db,
    sql`select last_read_message_id from conversation_members where conversation_id = ${conversationId} and user_id = ${userId}`,
  );
  return Number(row?.last_read_message_id ?? 0);
}

export async function setArchived(db: Db, conversationId: number, userId: number, archived: boolean) {
  await selectRows(
    db,
    sql`insert into conversation_members (conversation_id, user_id, archived) values (${conversationId}, ${userId}, ${archived})
        on conflict (conversation_id, user_id) do update set archived = excluded.archived, updated_at = now()`,
  );
}

export async function userExists(db: Db, userId: number) {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from users where id = ${userId}`);
  return !!row;
}

// ---------- messaging requests ----------

export interface RequestRow {
  id: number;
  conversation_id: number;
  from_user_id: number;
  to_user_id: number;
  user_type: RequestUserType;
  request_status: MessagingRequestStatus;
  accountability_id: number | null;
  member_id: number | null;
  /** Asked through an anonymous post: the recipient is hidden from the requester until they accept. */
  to_user_hidden: boolean;
  created_at: Date | string;
  from_user_archived: boolean;
  to_user_archived: boolean;
}

const requestColumns = sql.raw(
  `r.id, r.conversation_id, r.from_user_id, r.to_user_id, r.user_type, r.request_status, r.accountability_id, r.member_id, r.to_user_hidden, r.created_at,
   coalesce((select archived from conversation_members x where x.conversation_id = r.conversation_id and x.user_id = r.from_user_id), false) as from_user_archived,
   coalesce((select archived from conversation_members x where x.conversation_id = r.conversation_id and x.user_id = r.to_user_id), false) as to_user_archived`,
);

/** The request that `where` picks, locked for update when `lock`. */
async function findRequestWhere(db: Db, where: SQL, lock: boolean) {
  return selectRow<RequestRow>(
    db,
    sql`select ${requestColumns} from messaging_requests r where ${where} ${lock ? sql`for update` : sql.empty()}`,
  );
}

export async function findRequestByConversation(db: Db, conversationId: number, lock = false) {
  return findRequestWhere(db, sql`r.conversation_id = ${conversationId}`, lock);
}

/** The community request between two people (either direction), found by their conversation's key. */
export async function findCommunityRequest(db: Db, key: string, lock: boolean) {
  const [row] = await selectRows<RequestRow>(
    db,
    lock
      ? sql`select ${requestColumns} from messaging_requests r join conversations c on c.id = r.conversation_id where c.key = ${key} for share of r`
      : sql`select ${requestColumns} from messaging_requests r join conversations c on c.id = r.conversation_id where c.key = ${key}`,
  );
  return row ?? null;
}

export async function findRequest(db: Db, id: number, lock = false) {
  return findRequestWhere(db, sql`r.id = ${id}`, lock);
}

/** Inserts the request of a conversation unless it has one; answers the conversation's request. */
export async function insertRequest(
  db: Db,
  v: {
    conversationId: number;
    fromUserId: number;
    toUserId: number;
    userType: RequestUserType;
    status: MessagingRequestStatus;
    accountabilityId: number | null;
    memberId: number | null;
    /** Asked through an anonymous post (to_user_hidden). */
    toUserHidden?: boolean;
  },
) {
  await selectRows(
    db,
    sql`insert into messaging_requests (conversation_id, from_user_id, to_user_id, user_type, request_status, accountability_id, member_id, to_user_hidden)
        values (${v.conversationId}, ${v.fromUserId}, ${v.toUserId}, ${v.userType}, ${v.status}, ${v.accountabilityId}, ${v.memberId}, ${v.toUserHidden ?? false})
        on conflict (conversation_id) do nothing`,
  );
  return (await findRequestByConversation(db, v.conversationId))!;
}

export async function setRequestStatus(db: Db, id: number, status: MessagingRequestStatus) {
  await selectRows(db, sql`update messaging_requests set request_status = ${status}, updated_at = now() where id = ${id}`);
}

/**
 * The viewer's requests of `userType` (or all), both directions; community requests the viewer
 * archived, or that another person sent and the viewer rejected, and those with blocked people are left out.
 */
export function listRequests(db: Db, viewerId: number, userType: RequestUserType | undefined) {
  return selectRows<RequestRow>(
    db,
    sql`select ${requestColumns} from messaging_requests r
        where (r.from_user_id = ${viewerId} or r.to_user_id = ${viewerId})
          and (${userType ?? null}::text is null or r.user_type = ${userType ?? null})
          and not ${blockedEitherWaySql(sql`r.from_user_id`, sql`r.to_user_id`)}
        order by r.id desc`,
  );
}

// ---------- people ----------

export interface PersonRow extends PersonNameColumns {
  id: number;
  username: string | null;
}

export async function findPeople(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, PersonRow>();
  const rows = await selectRows<PersonRow>(
    db,
    sql`select u.id, u.username, p.display_name, p.first_name, p.last_name, p.profile_icon
        from users u left join profiles p on p.user_id = u.id where u.id = any(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

// ---------- unread counts ----------

export interface UnreadRow {
  id: number;
  kind: ConversationKind;
  group_id: number | null;
  other_id: number | null;
  partner_id: number | null;
  member_id: number | null;
  last_message_at: Date | string | null;
  unread_count: number;
  group_name: string | null;
  /** The other person's name columns (one-to-one chats). */
  other_username: string | null;
  other_display_name: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_profile_icon: string | null;
  /** The newest message (null while the chat is empty), its text cut to the preview length. */
  last_id: number | null;
  last_preview: string | null;
  last_type: MessageType | null;
  last_at: Date | string | null;
  last_from: number | null;
  last_username: string | null;
  last_display_name: string | null;
  last_first_name: string | null;
  last_last_name: string | null;
}

/** Prepared once per connection: the list is read on every visit and after every live message (planning it was half its cost). */
const unreadStatement = (() => {
  const u = sql`${sql.placeholder('viewer')}::int`;
  return preparedRows<UnreadRow>(
    'messaging_list_unread',
    sql`with pair as (
          select c.*, case when c.user_a = ${u} then c.user_b else c.user_a end as other_id
          from conversations c where (c.user_a = ${u} or c.user_b = ${u})
        ), mine as (
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz as since, ap.id as partner_id, null::int as member_id
          from pair c join accountability_partners ap on ap.status = 'accepted'
            and least(ap.requester_id, ap.recipient_id) = c.user_a and greatest(ap.requester_id, ap.recipient_id) = c.user_b
          where c.kind = 'partner'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, null::int, gm.accepted_at, null::int, null::int
          from group_members gm join conversations c on c.kind = 'group' and c.group_id = gm.group_id
          where gm.user_id = ${u} and gm.request_status = 'accepted'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz, null::int, them.id
          from pair c
            join group_members me on me.group_id = c.group_id and me.user_id = ${u} and me.request_status = 'accepted'
            join group_members them on them.group_id = c.group_id and them.user_id = c.other_id and them.request_status = 'accepted'
          where c.kind = 'group-member'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz, null::int, null::int
          from pair c join messaging_requests r on r.conversation_id = c.id
          where c.kind = 'community' and (r.request_status = 'accepted' or (r.request_status = 'pending' and r.from_user_id = ${u} and not r.to_user_hidden))
        )
        select mine.id, mine.kind, mine.group_id, mine.other_id, mine.partner_id, mine.member_id, mine.last_message_at,
          (select count(*) from messages m where m.conversation_id = mine.id and m.id > coalesce(cm.last_read_message_id, 0)
             and m.from_user_id is distinct from ${u} and (mine.since is null or m.created_at >= mine.since))::int as unread_count,
          g.name as group_name,
          ou.username as other_username, op.display_name as other_display_name, op.first_name as other_first_name,
          op.last_name as other_last_name, op.profile_icon as other_profile_icon,
          lm.id as last_id, left(lm.message, ${sql.placeholder('preview')}::int) as last_preview, lm.message_type as last_type, lm.created_at as last_at,
          lm.from_user_id as last_from, lu.username as last_username, lp.display_name as last_display_name,
          lp.first_name as last_first_name, lp.last_name as last_last_name
        from mine left join conversation_members cm on cm.conversation_id = mine.id and cm.user_id = ${u}
          left join groups g on g.id = mine.group_id
          left join users ou on ou.id = mine.other_id left join profiles op on op.user_id = mine.other_id
          left join messages lm on lm.id = mine.last_message_id
          left join users lu on lu.id = lm.from_user_id left join profiles lp on lp.user_id = lm.from_user_id
        where not coalesce(cm.archived, false)
          and (mine.other_id is null or not ${blockedEitherWaySql(u, sql`mine.other_id`)})
        order by mine.last_message_at desc nulls last, mine.id desc`,
  );
})();

/**
 * Every conversation the viewer may open now (by each kind's guard, live), not archived by them and
 * not with someone blocked either way, with how many messages from others they have not read, who
 * or which group it is with, and its newest message (cut to `previewLength`): the chat list in one
 * statement. A group's messages count from when the viewer joined it. A pending request asked
 * through an anonymous post is no chat of its requester's (the requests list shows it, unnamed).
 */
export function listUnread(db: Db, viewerId: number, previewLength: number) {
  return unreadStatement(db, { viewer: viewerId, preview: previewLength });
}

// ---------- push ----------

export interface PushTargetRow {
  user_id: number;
  kind: ConversationKind;
  group_id: number | null;
  from_user_id: number;
  partner_id: number | null;
  sender_member_id: number | null;
}

/**
 * Who should hear of a stored message now (everyone the kind's guard still lets in, but the
 * sender), with what each needs to name the chat (partner id, the sender's membership id).
 */
export function pushTargets(db: Db, messageId: number) {
  return selectRows<PushTargetRow>(
    db,
    sql`with m as (
          select m.id, m.from_user_id, c.id as conversation_id, c.kind, c.group_id, c.user_a, c.user_b
          from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId} and m.from_user_id is not null
        ), pair as (
          select m.*, case when m.user_a = m.from_user_id then m.user_b else m.user_a end as other_id from m where m.kind <> 'group'
        )
        select pair.other_id as user_id, pair.kind, pair.group_id, pair.from_user_id,
          (select ap.id from accountability_partners ap where ap.status = 'accepted'
             and least(ap.requester_id, ap.recipient_id) = pair.user_a and greatest(ap.requester_id, ap.recipient_id) = pair.user_b) as partner_id,
          (select gm.id from group_members gm where gm.group_id = pair.group_id and gm.user_id = pair.from_user_id and gm.request_status = 'accepted') as sender_member_id
        from pair
        where (pair.kind <> 'community' or exists (select 1 from messaging_requests r where r.conversation_id = pair.conversation_id and r.request_status = 'accepted'))
          and not ${blockedEitherWaySql(sql`pair.user_a`, sql`pair.user_b`)}
        union all
        select gm.user_id, m.kind, m.group_id, m.from_user_id, null, null
        from m join group_members gm on gm.group_id = m.group_id and gm.request_status = 'accepted' and gm.user_id is not null and gm.user_id <> m.from_user_id
        where m.kind = 'group'`,
  );
}

// ---------- system messages ----------

/** A system message for one record, once per conversation (a job run twice posts one card); null when it was already there. */
export async function insertSystemMessageOnce(
  db: Db,
  v: {
    conversationId: number;
    fromUserId: number;
    type: MessageType;
    message: string;
    content: Record<string, unknown> & { record_id: number };
  },
) {
  const [found] = await selectRows<{ id: number }>(
    db,
    sql`select id from messages where conversation_id = ${v.conversationId} and message_type = ${v.type} and (content->>'record_id')::int = ${v.content.record_id}`,
  );
  return found ? null : insertMessage(db, v);
}
