import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** The groups a person owns, each with its longest-standing accepted co-leader (null: none) and its other people. */
export function ownedGroupsWithHeirs(db: Db, userId: number) {
  return selectRows<{ id: number; name: string; heir_member_id: number | null; heir_user_id: number | null; people: number[] }>(
    db,
    sql`select g.id, g.name,
               heir.id as heir_member_id, heir.user_id as heir_user_id,
               coalesce((select array_agg(m.user_id) from group_members m
                          where m.group_id = g.id and m.user_id is not null and m.user_id <> ${userId}), '{}') as people
          from groups g
          left join lateral (
            select m.id, m.user_id from group_members m
             where m.group_id = g.id and m.role_type = 'group-leader' and m.request_status = 'accepted' and m.user_id is not null
             order by m.accepted_at nulls last, m.id limit 1
          ) heir on true
         where g.owner_id = ${userId}
         order by g.id`,
  );
}

/** The co-leader becomes the group's owner (the owner row of the erased person goes with their account). */
export async function passGroupTo(db: Db, groupId: number, heir: { memberId: number; userId: number }) {
  await selectRows(db, sql`update groups set owner_id = ${heir.userId}, updated_at = now() where id = ${groupId}`);
  await selectRows(db, sql`update group_members set role_type = 'owner', updated_at = now() where id = ${heir.memberId}`);
}

/** Pending invitations to the person's address that no account took yet (rows without user_id). */
export async function deleteInvitedRowsOf(db: Db, email: string) {
  await selectRows(db, sql`delete from group_members where user_id is null and lower(invite_email) = ${email.toLowerCase()}`);
}
