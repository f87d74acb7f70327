import { sql, type SQL } from 'drizzle-orm';
import type { GroupRole, MemberRequestStatus } from '@holdfast/shared/groups';
import { preparedRows, selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personAccount, personNames } from '../accounts';

/**
 * The membership rows of a group (group_members): invitations, roles, sharing and answers, each
 * read with the person behind it (the accounts area's name columns and address).
 */

/** The columns of a group_members row that every reader of it takes (groups, premium groups). */
export interface MemberRowColumns {
  id: number;
  group_id: number;
  user_id: number | null;
  invite_email: string | null;
  role_type: GroupRole;
  request_status: MemberRequestStatus;
}

/** A membership row with the person behind it. */
export interface MemberView extends MemberRowColumns, PersonNameColumns {
  is_sharing_data: boolean;
  premium_group_status: string | null;
  premium_group_application_id: number | null;
  invited_by: number | null;
  invited_at: Date | string;
  accepted_at: Date | string | null;
  email: string | null;
}

export async function insertMember(
  db: Db,
  v: {
    groupId: number;
    userId: number | null;
    inviteEmail: string | null;
    role: GroupRole;
    status: MemberRequestStatus;
    invitedBy: number | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into group_members (group_id, user_id, invite_email, role_type, request_status, invited_by, accepted_at, answered_at)
        values (${v.groupId}, ${v.userId}, ${v.inviteEmail}, ${v.role}, ${v.status}, ${v.invitedBy},
                ${v.status === 'accepted' ? sql`now()` : null}, ${v.status === 'accepted' ? sql`now()` : null})
        returning id`,
  );
  return Number(row!.id);
}

const memberSelect = sql`gm.id, gm.group_id, gm.user_id, gm.invite_email, gm.role_type, gm.request_status, gm.is_sharing_data, gm.premium_group_status,
   gm.premium_group_application_id, gm.invited_by, gm.invited_at, gm.accepted_at,
   ${personNames.columns('m')}, coalesce(${personAccount.email('m')}, gm.invite_email) as email
   from group_members gm ${personNames.join('m', sql`gm.user_id`)}`;
const roleOrder = sql.raw(`case gm.role_type when 'owner' then 0 when 'group-leader' then 1 else 2 end`);

/**
 * The reads of group_members rows by key over an area's own columns: `select` is `<columns> from
 * group_members gm …` (the row aliased gm). Groups reads its member views through it, premium
 * groups its applicant rows (through this module's index).
 */
export function memberRowReads<Row>(select: SQL) {
  return {
    find: (db: Db, memberId: number) => selectRow<Row>(db, sql`select ${select} where gm.id = ${memberId}`),
    /** A row locked for a change (inside a transaction). */
    lock: (db: Db, memberId: number) => selectRow<Row>(db, sql`select ${select} where gm.id = ${memberId} for update of gm`),
    /** A person's own row in a group (any status). */
    findOf: (db: Db, groupId: number, userId: number) =>
      selectRow<Row>(db, sql`select ${select} where gm.group_id = ${groupId} and gm.user_id = ${userId}`),
    /** The group's rows (those `filter`, an `and …` condition, keeps), locked in id order. */
    lockAllOf: (db: Db, groupId: number, filter = sql``) =>
      selectRows<Row>(db, sql`select ${select} where gm.group_id = ${groupId} ${filter} order by gm.id for update of gm`),
  };
}

const members = memberRowReads<MemberView>(memberSelect);

/** Every row of a group: owner, co-leaders, members; then by invitation. */
export function listMembers(db: Db, groupId: number) {
  return selectRows<MemberView>(db, sql`select ${memberSelect} where gm.group_id = ${groupId} order by ${roleOrder}, gm.id`);
}

export const findMember = members.find;

/** A row locked for a change (inside a transaction). */
export const lockMember = members.lock;

export const findMembership = members.findOf;

/** The group's rows, locked in id order (leave and remove check the last-admin rule on a stable set). */
export const lockMembersOf = (db: Db, groupId: number) => members.lockAllOf(db, groupId);

export async function setRole(db: Db, memberId: number, role: GroupRole) {
  await selectRows(db, sql`update group_members set role_type = ${role}, updated_at = now() where id = ${memberId}`);
}

export async function setSharing(db: Db, memberId: number, on: boolean) {
  await selectRows(db, sql`update group_members set is_sharing_data = ${on}, updated_at = now() where id = ${memberId}`);
}

export async function setRequestStatus(db: Db, memberId: number, status: 'accepted' | 'rejected') {
  await selectRows(
    db,
    sql`update group_members set request_status = ${status}, answered_at = now(),
               accepted_at = ${status === 'accepted' ? sql`now()` : null}, updated_at = now()
        where id = ${memberId}`,
  );
}

export async function deleteMember(db: Db, memberId: number) {
  await selectRows(db, sql`delete from group_members where id = ${memberId}`);
}

/** The invitee's new account takes the pending row of that address in the group. */
export async function attachInvitee(db: Db, groupId: number, email: string, userId: number) {
  await selectRows(
    db,
    sql`update group_members set user_id = ${userId}, invite_email = null, updated_at = now()
        where group_id = ${groupId} and user_id is null and lower(invite_email) = ${email.toLowerCase()}
          and not exists (select 1 from group_members o where o.group_id = ${groupId} and o.user_id = ${userId})`,
  );
}

/**
 * The id of a person's row in a group, found by their account or by their address (the account's
 * e-mail or the invitation's, case aside); null when they have none. Inviting (groups) and placing
 * an applicant (premium groups) refuse a second row.
 */
export async function findRowForInvitee(db: Db, groupId: number, v: { userId: number | null; email: string }) {
  const row = await selectRow<{ id: number }>(
    db,
    sql`select gm.id from group_members gm ${personNames.join('m', sql`gm.user_id`)}
        where gm.group_id = ${groupId} and (${v.userId === null ? sql`false` : sql`gm.user_id = ${v.userId}`} or lower(coalesce(${personAccount.email('m')}, gm.invite_email)) = lower(${v.email}))
        limit 1`,
  );
  return row ? Number(row.id) : null;
}

const sharingOf = preparedRows<MemberView & { user_id: number }>(
  'groups_sharing_members',
  sql`select ${memberSelect}
      where gm.group_id = ${sql.placeholder('group')} and gm.request_status = 'accepted' and gm.is_sharing_data and gm.user_id is not null
      order by ${roleOrder}, gm.id`,
);

/** A group's accepted members who share their data, with the person. */
export function sharingMembersOf(db: Db, groupId: number) {
  return sharingOf(db, { group: groupId });
}
