import { sql, type SQL } from 'drizzle-orm';
import type { GroupLinkSql } from '../../platform/consent/consent';

/**
 * How other areas name a group inside their own statements: `groupNames.join('g', sql\`c.group_id\`)`
 * joins the group of that id as `g` (a left join, or `join` when it must exist), and
 * `groupNames.name('g')` is its name.
 */
export const groupNames = {
  join: (alias: string, groupId: SQL, options: { required?: boolean } = {}): SQL => {
    const g = aliasOf(alias);
    return sql`${sql.raw(options.required ? 'join' : 'left join')} groups ${g} on ${g}.id = ${groupId}`;
  },
  name: (alias: string): SQL => sql`${aliasOf(alias)}.name`,
};

/**
 * The group link in SQL, for another area's statement that must stay one statement (added with the
 * link in index.ts; messaging's chat list and push targets embed it through ctx.consent.linkSql).
 * A member is in the group once their row is accepted.
 */
export const groupLinkSql: GroupLinkSql = {
  joinAccepted: (alias, groupId, userId) => {
    const gm = aliasOf(alias);
    return userId
      ? sql`join group_members ${gm} on ${gm}.group_id = ${groupId} and ${gm}.user_id = ${userId} and ${gm}.request_status = 'accepted'`
      : sql`join group_members ${gm} on ${gm}.group_id = ${groupId} and ${gm}.request_status = 'accepted' and ${gm}.user_id is not null`;
  },
  id: (alias) => sql`${aliasOf(alias)}.id`,
  userId: (alias) => sql`${aliasOf(alias)}.user_id`,
  acceptedAt: (alias) => sql`${aliasOf(alias)}.accepted_at`,
  acceptedMemberId: (groupId, userId) =>
    sql`(select gm.id from group_members gm where gm.group_id = ${groupId} and gm.user_id = ${userId} and gm.request_status = 'accepted')`,
  joinGroup: (alias, groupId) => groupNames.join(alias, groupId),
  name: (alias) => groupNames.name(alias),
};

function aliasOf(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`groups: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}
