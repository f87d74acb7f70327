import { sql } from 'drizzle-orm';
import type { GroupRole, GroupScope, GroupType, MemberRequestStatus, PremiumGroupSettings } from '@holdfast/shared/groups';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';

/**
 * The groups rows of the small-groups area, raw SQL through selectRows: a group as a viewer sees it
 * (with their own membership and the counts), the lists of a person's groups, and the writes of a
 * group. Membership rows are members.repository's; notes, the member data and what other areas ask
 * have files of their own.
 */

export interface GroupRow {
  id: number;
  name: string;
  group_type: GroupType;
  owner_id: number;
  total_seats: number | null;
  premium_group_settings: PremiumGroupSettings | null;
  premium_group_status: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A group with the caller's own membership (null columns when not a member) and its counts. */
export interface GroupView extends GroupRow {
  my_id: number | null;
  my_role: GroupRole | null;
  my_status: MemberRequestStatus | null;
  my_sharing: boolean | null;
  my_premium_status: string | null;
  my_application_id: number | null;
  member_count: number;
  pending_count: number;
}

const groupColumns = sql.raw(
  `g.id, g.name, g.group_type, g.owner_id, g.total_seats, g.premium_group_settings, g.premium_group_status, g.created_at, g.updated_at`,
);
const myColumns = sql.raw(
  `m.id as my_id, m.role_type as my_role, m.request_status as my_status, m.is_sharing_data as my_sharing,
   m.premium_group_status as my_premium_status, m.premium_group_application_id as my_application_id`,
);
const counts = sql.raw(
  `(select count(*)::int from group_members x where x.group_id = g.id and x.request_status = 'accepted') as member_count,
   (select count(*)::int from group_members x where x.group_id = g.id and x.request_status <> 'accepted') as pending_count`,
);

export async function insertGroup(
  db: Db,
  v: { name: string; groupType: GroupType; ownerId: number; settings: PremiumGroupSettings | null },
) {
  const [row] = await selectRows<GroupRow>(
    db,
    sql`insert into groups (name, group_type, owner_id, total_seats, premium_group_settings, premium_group_status)
        values (${v.name}, ${v.groupType}, ${v.ownerId}, ${v.groupType === 'premium_groups' ? 6 : null},
                ${v.settings ? JSON.stringify(v.settings) : null}::jsonb, ${v.groupType === 'premium_groups' ? 'pending' : null})
        returning *`,
  );
  return row!;
}

const groupView = preparedRows<GroupView>(
  'groups_group_view',
  sql`select ${groupColumns}, ${myColumns}, ${counts}
      from groups g left join group_members m on m.group_id = g.id and m.user_id = ${sql.placeholder('viewer')}
      where g.id = ${sql.placeholder('group')}`,
);

/** One group as `viewerId` sees it (null columns of `my_*` when not in it). */
export async function findGroupView(db: Db, viewerId: number, groupId: number) {
  const [row] = await groupView(db, { viewer: viewerId, group: groupId });
  return row ?? null;
}

/** The groups `userId` is in (any status), or (admin-or-owned) owns or co-leads, newest first, with the total. */
export async function listGroupsOf(
  db: Db,
  userId: number,
  q: { scope: GroupScope; requestStatus?: MemberRequestStatus; groupType?: GroupType; limit: number; offset: number },
) {
  const admin = q.scope === 'admin-or-owned' ? sql`and m.request_status = 'accepted' and m.role_type in ('owner', 'group-leader')` : sql``;
  const status = q.requestStatus ? sql`and m.request_status = ${q.requestStatus}` : sql``;
  const type = q.groupType ? sql`and g.group_type = ${q.groupType}` : sql``;
  return selectRows<GroupView & { total: number }>(
    db,
    sql`select ${groupColumns}, ${myColumns}, ${counts}, count(*) over ()::int as total
        from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} ${admin} ${status} ${type}
        order by g.created_at desc, g.id desc
        limit ${q.limit} offset ${q.offset}`,
  );
}

export async function updateGroup(db: Db, groupId: number, v: { name?: string; settings?: PremiumGroupSettings }) {
  await selectRows(
    db,
    sql`update groups set name = coalesce(${v.name ?? null}, name),
               premium_group_settings = coalesce(${v.settings ? JSON.stringify(v.settings) : null}::jsonb, premium_group_settings),
               updated_at = now()
        where id = ${groupId}`,
  );
}

/** Deletes the group (rows and notes go with it); answers the user ids of its people. */
export async function deleteGroup(db: Db, groupId: number) {
  const rows = await selectRows<{ user_id: number | null }>(db, sql`select user_id from group_members where group_id = ${groupId}`);
  await selectRows(db, sql`delete from groups where id = ${groupId}`);
  return rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)]));
}

export function leaderGroups(db: Db, userId: number) {
  return selectRows<{ id: number; name: string; group_type: GroupType; role_type: GroupRole }>(
    db,
    sql`select g.id, g.name, g.group_type, m.role_type from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} and m.request_status = 'accepted' and m.role_type in ('owner', 'group-leader')
        order by g.name, g.id`,
  );
}

/** The group's owner changes to this (accepted co-leader's) row. */
export async function transferOwnership(db: Db, groupId: number, memberId: number, userId: number) {
  await selectRows(db, sql`update group_members set role_type = 'owner', updated_at = now() where id = ${memberId}`);
  await selectRows(db, sql`update groups set owner_id = ${userId}, updated_at = now() where id = ${groupId}`);
}
