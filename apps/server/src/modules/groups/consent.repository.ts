import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from '../../platform/db/client';

/**
 * The area's consent sources as SQL: 'group' (a group's owner and co-leaders see the data of its
 * accepted members who share it) and 'group_chat' (fellow members see those members' cards in the
 * group's chat), each read both ways (whose data a viewer sees; who sees an owner's).
 */

/**
 * The 'group' consent rule as SQL, the one place it is written: the accepted members who share
 * their data (`gm`) in the groups where `viewer` is an accepted owner or co-leader (`a`). The consent
 * source below and the triage view's one statement (attention.repository) both select from it.
 */
export const leaderSeesSharingMembersSql = (viewer: SQL) => sql`group_members a join group_members gm on gm.group_id = a.group_id
      where a.user_id = ${viewer} and a.request_status = 'accepted' and a.role_type in ('owner', 'group-leader')
        and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null and gm.user_id <> ${viewer}`;

const sharingFor = preparedRows<{ owner_id: number; group_id: number }>(
  'groups_consent_grants',
  sql`select gm.user_id as owner_id, gm.group_id
      from ${leaderSeesSharingMembersSql(sql`${sql.placeholder('viewer')}::int`)}
        and (${sql.placeholder('owner')}::int is null or gm.user_id = ${sql.placeholder('owner')}::int)`,
);

/** The accepted sharing members of the groups `viewerId` administers (the 'group' consent source). */
export function sharingMembersFor(db: Db, viewerId: number, ownerId?: number) {
  return sharingFor(db, { viewer: viewerId, owner: ownerId ?? null });
}

const adminsOf = preparedRows<{ user_id: number }>(
  'groups_consent_viewers',
  sql`select distinct a.user_id
      from group_members gm join group_members a on a.group_id = gm.group_id
      where gm.user_id = ${sql.placeholder('owner')} and gm.request_status = 'accepted' and gm.is_sharing_data
        and a.request_status = 'accepted' and a.role_type in ('owner', 'group-leader') and a.user_id is not null and a.user_id <> ${sql.placeholder('owner')}`,
);

/** sharingMembersFor read the other way: the accepted admins of the groups where `ownerId` shares their data. */
export async function adminsSeeing(db: Db, ownerId: number) {
  return (await adminsOf(db, { owner: ownerId })).map((r) => Number(r.user_id));
}

const chatSharingFor = preparedRows<{ owner_id: number; group_id: number }>(
  'groups_chat_consent_grants',
  sql`select gm.user_id as owner_id, gm.group_id
      from group_members a join group_members gm on gm.group_id = a.group_id
      where a.user_id = ${sql.placeholder('viewer')} and a.request_status = 'accepted'
        and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null and gm.user_id <> ${sql.placeholder('viewer')}
        and (${sql.placeholder('owner')}::int is null or gm.user_id = ${sql.placeholder('owner')}::int)`,
);

/**
 * The 'group_chat' consent source: the accepted members who share their data in the groups where
 * `viewerId` is an accepted member (any role): whose check-in and crash-report cards the viewer may
 * read in that group's chat.
 */
export function chatSharingMembersFor(db: Db, viewerId: number, ownerId?: number) {
  return chatSharingFor(db, { viewer: viewerId, owner: ownerId ?? null });
}

const chatViewersOf = preparedRows<{ user_id: number }>(
  'groups_chat_consent_viewers',
  sql`select distinct a.user_id
      from group_members gm join group_members a on a.group_id = gm.group_id
      where gm.user_id = ${sql.placeholder('owner')} and gm.request_status = 'accepted' and gm.is_sharing_data
        and a.request_status = 'accepted' and a.user_id is not null and a.user_id <> ${sql.placeholder('owner')}`,
);

/** chatSharingMembersFor read the other way: the accepted members of the groups where `ownerId` shares. */
export async function chatViewersSeeing(db: Db, ownerId: number) {
  return (await chatViewersOf(db, { owner: ownerId })).map((r) => Number(r.user_id));
}
