import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * The person's check-in and crash report cards in group chats go (the records they show go with the
 * account); each chat's last message is read again where one of them was it.
 */
export async function deleteRecordCardsOf(db: Db, userId: number) {
  const rows = await selectRows<{ conversation_id: number }>(
    db,
    sql`delete from messages where from_user_id = ${userId} and message_type in ('check-in submit', 'trigger submit') returning conversation_id`,
  );
  const ids = [...new Set(rows.map((r) => Number(r.conversation_id)))];
  if (!ids.length) return;
  await selectRows(
    db,
    sql`update conversations c set last_message_id = m.id, last_message_at = m.created_at
          from (select c2.id as conversation_id, (select id from messages where conversation_id = c2.id order by id desc limit 1) as id
                  from conversations c2 where c2.id = any(${ids}::int[])) last
          left join messages m on m.id = last.id
         where c.id = last.conversation_id`,
  );
}

/**
 * Conversations with the person stay for the other side (user_a/user_b are set null by the foreign
 * key): their key, which names both people's ids, is replaced by one naming only the conversation.
 */
export async function unlinkConversationsOf(db: Db, userId: number) {
  await selectRows(db, sql`update conversations set key = 'erased:' || id where user_a = ${userId} or user_b = ${userId}`);
}
