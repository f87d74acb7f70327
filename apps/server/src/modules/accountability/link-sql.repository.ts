import { sql, type SQL } from 'drizzle-orm';
import type { PartnerLinkSql } from '../../platform/consent/consent';

/**
 * The partner link in SQL, for another area's statement that must stay one statement (added with
 * the link in index.ts; messaging's chat list and push targets embed it through ctx.consent.linkSql).
 * Two people have one partnership at most, found by its ordered pair of ids.
 */
export const partnerLinkSql: PartnerLinkSql = {
  joinAccepted: (alias, low, high) => {
    const ap = aliasOf(alias);
    return sql`join accountability_partners ${ap} on ${acceptedBetween(ap, low, high)}`;
  },
  id: (alias) => sql`${aliasOf(alias)}.id`,
  acceptedId: (low, high) => sql`(select ap.id from accountability_partners ap where ${acceptedBetween(sql.raw('ap'), low, high)})`,
};

function acceptedBetween(ap: SQL, low: SQL, high: SQL) {
  return sql`${ap}.status = 'accepted'
    and least(${ap}.requester_id, ${ap}.recipient_id) = ${low} and greatest(${ap}.requester_id, ${ap}.recipient_id) = ${high}`;
}

function aliasOf(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`partnerLinkSql: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}
