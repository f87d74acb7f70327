import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * What other areas ask of the group rows (through index.ts and ctx.consent.relation): membership
 * rows for the chats that belong to them, a group two people share, and the audience of the group
 * chat's check-in and crash-report cards.
 */

/** The groups whose chat gets a member's check-in and crash-report cards: accepted, sharing data, a plain member (never leaders or co-leaders). */
export function cardGroupsOf(db: Db, userId: number) {
  return selectRows<{ group_id: number }>(
    db,
    sql`select group_id from group_members where user_id = ${userId} and request_status = 'accepted' and is_sharing_data and role_type = 'member' order by group_id`,
  );
}

/** The accepted members of a group with when each joined (the audience of its chat's cards). */
export function acceptedMembersSince(db: Db, groupId: number) {
  return selectRows<{ user_id: number; accepted_at: Date | string | null }>(
    db,
    sql`select user_id, accepted_at from group_members where group_id = ${groupId} and request_status = 'accepted' and user_id is not null`,
  );
}

export interface MembershipRow {
  id: number;
  group_id: number;
  user_id: number | null;
  request_status: string;
  role_type: string;
  accepted_at: Date | string | null;
}

const membershipColumns = sql.raw(`id, group_id, user_id, request_status, role_type, accepted_at`);

/** One person's row in a group (`lock`: held `for share` until the caller's transaction ends). */
export async function findMembershipRow(db: Db, groupId: number, userId: number, lock: boolean) {
  const [row] = await selectRows<MembershipRow>(
    db,
    lock
      ? sql`select ${membershipColumns} from group_members where group_id = ${groupId} and user_id = ${userId} for share`
      : sql`select ${membershipColumns} from group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
  return row ?? null;
}

/** A membership row by id. */
export async function findMemberRow(db: Db, memberId: number, lock: boolean) {
  const [row] = await selectRows<MembershipRow>(
    db,
    lock
      ? sql`select ${membershipColumns} from group_members where id = ${memberId} for share`
      : sql`select ${membershipColumns} from group_members where id = ${memberId}`,
  );
  return row ?? null;
}

/** The accepted members of a group (the audience of its chat). */
export function listAcceptedMembers(db: Db, groupId: number) {
  return selectRows<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from group_members where group_id = ${groupId} and request_status = 'accepted' and user_id is not null`,
  );
}

/** A group both people are accepted members of, with the other's membership id (the first by group id). */
export async function findSharedGroup(db: Db, viewerId: number, otherId: number) {
  const [row] = await selectRows<{ group_id: number; other_member_id: number }>(
    db,
    sql`select me.group_id, them.id as other_member_id from group_members me
        join group_members them on them.group_id = me.group_id and them.user_id = ${otherId} and them.request_status = 'accepted'
        where me.user_id = ${viewerId} and me.request_status = 'accepted' order by me.group_id limit 1`,
  );
  return row ?? null;
}
