import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** The person's replies that someone flagged: the reported words and every flag's reason. */
export function flaggedRepliesOf(db: Db, userId: number) {
  return selectRows<{ id: number; reply_text: string; reasons: string[] }>(
    db,
    sql`select r.id, r.reply_text, array_agg(f.reason order by f.id) as reasons
          from community_replies r join community_flags f on f.reply_id = r.id
         where r.user_id = ${userId}
         group by r.id order by r.id`,
  );
}

/** The reasons of the flags raised about the person. */
export async function flagReasonsAbout(db: Db, userId: number) {
  const rows = await selectRows<{ reason: string }>(db, sql`select reason from community_user_flags where user_id = ${userId} order by id`);
  return rows.map((r) => r.reason);
}
