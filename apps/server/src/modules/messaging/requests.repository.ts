import { sql, type SQL } from 'drizzle-orm';
import type { MessagingRequestStatus, RequestUserType } from '@holdfast/shared/messaging';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import { blockedEitherWaySql } from './blocks.repository';

/**
 * Messaging requests (one per conversation at most): a community chat's way in, and the chat entry
 * of a partner or group-member chat. A message sent in a community chat reads its request
 * `for share` in the sending transaction (findCommunityRequest), as the guards of the other kinds
 * hold their partnership or membership row: an answer given at the same moment waits for the message.
 */

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
