import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/**
 * How many messages of each of a coach's client chats the coach has not read: messages from the
 * client after the coach's read mark, per client row (`coach_users` id; 0 for a chat with nothing
 * unread or no message yet). Coaching asks it for its own client list, whose rows it has already
 * checked (the coach's accepted clients), so no link is read here. `coachUserIds` null: every coach
 * chat of the coach (the client list asks beside its own read, before it knows the rows).
 */
export async function coachChatUnread(
  db: Db,
  coachAccountId: number,
  coachUserIds: readonly number[] | null,
): Promise<Map<number, number>> {
  const counts = new Map((coachUserIds ?? []).map((id) => [Number(id), 0]));
  if (coachUserIds && !coachUserIds.length) return counts;
  const only = coachUserIds ? sql` and c.coach_user_id = any(${`{${coachUserIds.map((n) => Math.trunc(n)).join(',')}}`}::int[])` : sql``;
  const rows = await selectRows<{ coach_user_id: number; unread: number }>(
    db,
    sql`select c.coach_user_id, count(m.id)::int as unread
        from conversations c
        left join conversation_members cm on cm.conversation_id = c.id and cm.user_id = ${coachAccountId}
        join messages m on m.conversation_id = c.id and m.id > coalesce(cm.last_read_message_id, 0) and m.from_user_id is distinct from ${coachAccountId}
        where (c.user_a = ${coachAccountId} or c.user_b = ${coachAccountId}) and c.kind = 'coach'${only}
        group by c.coach_user_id`,
  );
  for (const row of rows) counts.set(Number(row.coach_user_id), Number(row.unread));
  return counts;
}
