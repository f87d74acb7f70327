import { sql, type SQL } from 'drizzle-orm';
import { OPEN_SUBSCRIPTION_STATUSES } from '@holdfast/shared/coaching';
import { preparedRows, type Db } from '../../platform/db/client';
import type { CoachChatLink, CoachChatLinkSql } from './coaching.answers';

/**
 * The coach chats' links: a client row with both accounts, read for messaging's guards, and the
 * same rule as SQL for its one-statement reads. Open: an accepted coach whose subscription is one of
 * OPEN_SUBSCRIPTION_STATUSES (the consent rule of consent.repository.ts).
 */
const openStatuses = sql.raw(OPEN_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '));

interface LinkRow {
  coach_user_id: number;
  coach_id: number;
  coach_account_id: number;
  client_account_id: number;
  accepted: boolean;
  open: boolean;
}

const linkColumns = sql`cu.id as coach_user_id, c.id as coach_id, c.user_id as coach_account_id, cu.user_id as client_account_id,
  (cu.request_status = 'accepted' and c.request_status = 'accepted') as accepted,
  coalesce(c.subscription_status in (${openStatuses}), false) as open`;

const byId = (lock: boolean) =>
  preparedRows<LinkRow>(
    `coaching_chat_link${lock ? '_locked' : ''}`,
    sql`select ${linkColumns} from coach_users cu join coaches c on c.id = cu.coach_id
        where cu.id = ${sql.placeholder('id')}::int and cu.user_id is not null and c.user_id is not null${lock ? sql` for share of cu` : sql``}`,
  );
const ofClient = (lock: boolean) =>
  preparedRows<LinkRow>(
    `coaching_chat_link_of_client${lock ? '_locked' : ''}`,
    sql`select ${linkColumns} from coach_users cu join coaches c on c.id = cu.coach_id
        where cu.user_id = ${sql.placeholder('user')}::int and cu.request_status = 'accepted' and c.request_status = 'accepted'
          and c.user_id is not null${lock ? sql` for share of cu` : sql``}`,
  );
const statements = { byId: byId(false), byIdLocked: byId(true), ofClient: ofClient(false), ofClientLocked: ofClient(true) };

const present = (row: LinkRow | undefined): CoachChatLink | null =>
  row
    ? {
        coachUserId: Number(row.coach_user_id),
        coachId: Number(row.coach_id),
        coachAccountId: Number(row.coach_account_id),
        clientAccountId: Number(row.client_account_id),
        accepted: !!row.accepted,
        open: !!row.open,
      }
    : null;

export async function findChatLink(db: Db, coachUserId: number, lock: boolean): Promise<CoachChatLink | null> {
  return present((await (lock ? statements.byIdLocked : statements.byId)(db, { id: coachUserId }))[0]);
}

export async function findChatLinkOfClient(db: Db, clientUserId: number, lock: boolean): Promise<CoachChatLink | null> {
  return present((await (lock ? statements.ofClientLocked : statements.ofClient)(db, { user: clientUserId }))[0]);
}

export const coachChatLinkSql: CoachChatLinkSql = {
  joinOpen: (alias, coachUserId, low, high, opts = {}) => {
    const a = aliasOf(alias);
    return sql`${opts.left ? sql`left join` : sql`join`} (
        select cu.id, cu.coach_id, c.user_id as coach_account_id, cu.user_id as client_account_id
        from coach_users cu join coaches c on c.id = cu.coach_id
        where cu.request_status = 'accepted' and c.request_status = 'accepted' and c.subscription_status in (${openStatuses})
      ) ${a} on ${a}.id = ${coachUserId}
        and least(${a}.coach_account_id, ${a}.client_account_id) = ${low} and greatest(${a}.coach_account_id, ${a}.client_account_id) = ${high}`;
  },
  coachId: (alias) => sql`${aliasOf(alias)}.coach_id`,
  coachAccountId: (alias) => sql`${aliasOf(alias)}.coach_account_id`,
};

function aliasOf(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`coachChatLinkSql: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}
