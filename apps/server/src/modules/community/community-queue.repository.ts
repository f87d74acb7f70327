import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
import { accountSql } from '../accounts';

/** How many community items wait in the review queue: replies and members with open flags, women waiting for access. */
export async function countOpenModeration(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select
      (select count(distinct reply_id) from community_flags where resolved_at is null)
      + (select count(distinct user_id) from community_user_flags where resolved_at is null)
      + (select count(*) from community_member_status s ${accountSql.joinAccount('m', sql`s.user_id`, { notSuspended: true })}
           ${accountSql.joinProfile('m', sql`s.user_id`, { required: true })}
         where s.status = 'pending' and ${accountSql.profile('m', 'gender')} = 'Female')
      as n`,
  );
  return Number(row?.n ?? 0);
}
