import { sql, type SQL } from 'drizzle-orm';
import type { MemberPremiumStatus, PremiumGroupSettings, PremiumGroupStatus } from '@holdfast/shared/groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { accountIdByEmailSql, personAccount, personNames } from '../accounts';
import { memberRowReads, type MemberRowColumns } from './members.repository';

/**
 * The premium columns of groups and group_members, for the premium groups area (through index.ts):
 * a premium group is a group with its settings and status, and its applicants are rows of
 * group_members with a premium status. The premium area keeps its applications, payments and
 * leave charges in its own tables.
 */

// ---------- premium groups ----------

export interface PremiumGroupRow extends PersonNameColumns {
  id: number;
  name: string;
  owner_id: number;
  owner_email: string;
  premium_group_settings: PremiumGroupSettings;
  premium_group_status: PremiumGroupStatus;
  seats_taken: number;
}

const premiumGroupSelect = sql`g.id, g.name, g.owner_id, g.premium_group_settings, g.premium_group_status,
   ${personNames.columns('o')}, ${personAccount.email('o')} as owner_email,
   (select count(*)::int from group_members x where x.group_id = g.id and x.premium_group_status is not null and x.premium_group_status <> 'rejected') as seats_taken
   from groups g ${personNames.join('o', sql`g.owner_id`, { required: true })}`;

export const premiumGroupRows = {
  /** Premium groups not yet started (the candidates of the matching). */
  listOpen(db: Db) {
    return selectRows<PremiumGroupRow>(
      db,
      sql`select ${premiumGroupSelect} where g.group_type = 'premium_groups' and g.premium_group_status in ('pending', 'launch-pending') order by g.id`,
    );
  },

  find(db: Db, groupId: number) {
    return selectRow<PremiumGroupRow & { group_type: string }>(db, sql`select g.group_type, ${premiumGroupSelect} where g.id = ${groupId}`);
  },

  /** The group row locked (start, completion and placement change it or its seats). */
  lock(db: Db, groupId: number) {
    return selectRow<{ id: number; name: string; group_type: string; premium_group_status: PremiumGroupStatus | null }>(
      db,
      sql`select id, name, group_type, premium_group_status from groups where id = ${groupId} for update`,
    );
  },

  async setStatus(db: Db, groupId: number, status: PremiumGroupStatus) {
    await selectRows(db, sql`update groups set premium_group_status = ${status}, updated_at = now() where id = ${groupId}`);
  },

  /** The group's accepted owner and co-leaders (who hear of a new applicant). */
  leadersOf(db: Db, groupId: number) {
    return selectRows<{ user_id: number }>(
      db,
      sql`select user_id from group_members where group_id = ${groupId} and request_status = 'accepted' and role_type in ('owner', 'group-leader') and user_id is not null`,
    );
  },
};

// ---------- applicants ----------

export interface ApplicantMemberRow extends MemberRowColumns {
  premium_group_status: MemberPremiumStatus | null;
  premium_group_application_id: number | null;
  email: string | null;
}

const applicantSelect = sql`gm.id, gm.group_id, gm.user_id, gm.invite_email, gm.role_type, gm.request_status, gm.premium_group_status, gm.premium_group_application_id,
   coalesce(${personAccount.email('a')}, gm.invite_email) as email
   from group_members gm ${personNames.join('a', sql`gm.user_id`)}`;

const applicants = memberRowReads<ApplicantMemberRow>(applicantSelect);

export const applicantRows = {
  find: applicants.find,
  lock: applicants.lock,
  /** The caller's own row in a group (any status). */
  findOf: applicants.findOf,
  /** A group's applicant rows (premium status set), locked in id order. */
  lockAllOf: (db: Db, groupId: number) => applicants.lockAllOf(db, groupId, sql`and gm.premium_group_status is not null`),

  async insert(
    db: Db,
    v: { groupId: number; userId: number | null; inviteEmail: string | null; applicationId: number; invitedBy: number },
  ) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into group_members (group_id, user_id, invite_email, role_type, request_status, premium_group_status, premium_group_application_id, invited_by)
          values (${v.groupId}, ${v.userId}, ${v.inviteEmail}, 'member', 'pending', 'applied', ${v.applicationId}, ${v.invitedBy})
          returning id`,
    );
    return Number(row!.id);
  },

  /** A member's premium status; pre-paid members become accepted members of the group, rejected ones rejected. */
  async setPremiumStatus(db: Db, memberId: number, status: MemberPremiumStatus) {
    const request =
      status === 'pre-payment-completed' || status === 'subscription-created'
        ? sql`'accepted'`
        : status === 'rejected'
          ? sql`'rejected'`
          : sql`request_status`;
    const accepted = status === 'pre-payment-completed' ? sql`coalesce(accepted_at, now())` : sql`accepted_at`;
    await selectRows(
      db,
      sql`update group_members set premium_group_status = ${status}, request_status = ${request}, accepted_at = ${accepted},
            answered_at = case when ${status} in ('pre-payment-completed', 'rejected') then now() else answered_at end, updated_at = now()
          where id = ${memberId}`,
    );
  },

  async deleteRows(db: Db, memberIds: readonly number[]) {
    if (memberIds.length === 0) return;
    await selectRows(db, sql`delete from group_members where id = any(${`{${memberIds.map((n) => Math.trunc(n)).join(',')}}`}::int[])`);
  },

  /**
   * A seat the person holds in another premium group that has not completed: an applicant row not
   * rejected, by account or by the address it was placed under. Null when none.
   */
  async seatElsewhere(db: Db, v: { groupId: number; userId: number | null; email: string | null }) {
    const [row] = await selectRows<{ group_id: number }>(
      db,
      sql`select gm.group_id from group_members gm join groups g on g.id = gm.group_id
          where g.group_type = 'premium_groups' and g.premium_group_status <> 'completed' and gm.group_id <> ${v.groupId}
            and gm.premium_group_status is not null and gm.premium_group_status <> 'rejected'
            and (gm.user_id = ${v.userId}
                 or (${v.email}::text is not null and (lower(gm.invite_email) = lower(${v.email})
                     or gm.user_id = ${accountIdByEmailSql(v.email)})))
          limit 1`,
    );
    return row ? Number(row.group_id) : null;
  },
};

/**
 * An applicant's row in another area's statement (a premium application names the row it was
 * placed as): `applicantSql.join('pm', sql\`a.member_id\`)` left joins it as `pm`, and
 * `applicantSql.status('pm')` is its premium status.
 */
export const applicantSql = {
  join: (alias: string, memberId: SQL): SQL => sql`left join group_members ${aliasOf(alias)} on ${aliasOf(alias)}.id = ${memberId}`,
  status: (alias: string): SQL => sql`${aliasOf(alias)}.premium_group_status`,
};

function aliasOf(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`groups: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}
