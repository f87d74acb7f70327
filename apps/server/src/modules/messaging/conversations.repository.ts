import { sql } from 'drizzle-orm';
import type { ConversationKind } from '@holdfast/shared/messaging';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/** Conversations (one per chat, by key) and each person's read mark and archive state in them. */

export interface ConversationSpec {
  kind: ConversationKind;
  key: string;
  groupId: number | null;
  userA: number | null;
  userB: number | null;
  /** A coach chat's link (coaching's client row id); null for every other kind. */
  coachUserId?: number | null;
}

/** The conversation of `key`, made on first use (two first senders at once share one row). */
export async function ensureConversation(db: Db, c: ConversationSpec): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into conversations (kind, key, group_id, user_a, user_b, coach_user_id)
        values (${c.kind}, ${c.key}, ${c.groupId}, ${c.userA}, ${c.userB}, ${c.coachUserId ?? null})
        on conflict (key) do update set key = excluded.key returning id`,
  );
  return Number(row!.id);
}

export async function findConversationId(db: Db, key: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from conversations where key = ${key}`);
  return row ? Number(row.id) : null;
}

/**
 * Marks read, for `userId`, every message of the conversation sent up to `until` and, given `upToId`,
 * not after that id (never moves the mark back); answers the mark.
 */
export async function markRead(db: Db, conversationId: number, userId: number, until: Date, upToId: number | null = null): Promise<number> {
  const [row] = await selectRows<{ last_read_message_id: number }>(
    db,
    sql`insert into conversation_members (conversation_id, user_id, last_read_message_id)
        values (${conversationId}, ${userId},
                coalesce((select max(id) from messages where conversation_id = ${conversationId} and created_at <= ${until.toISOString()}::timestamptz
                            and (${upToId}::integer is null or id <= ${upToId}::integer)), 0))
        on conflict (conversation_id, user_id) do update
          set last_read_message_id = greatest(conversation_members.last_read_message_id, excluded.last_read_message_id), updated_at = now()
        returning last_read_message_id`,
  );
  return Number(row!.last_read_message_id);
}

/** One person's read mark in a conversation (0 before they read anything). */
export async function findReadMark(db: Db, conversationId: number, userId: number): Promise<number> {
  const row = await selectRow<{ last_read_message_id: number }>(
    db,
    sql`select last_read_message_id from conversation_members where conversation_id = ${conversationId} and user_id = ${userId}`,
  );
  return Number(row?.last_read_message_id ?? 0);
}

export async function setArchived(db: Db, conversationId: number, userId: number, archived: boolean) {
  await selectRows(
    db,
    sql`insert into conversation_members (conversation_id, user_id, archived) values (${conversationId}, ${userId}, ${archived})
        on conflict (conversation_id, user_id) do update set archived = excluded.archived, updated_at = now()`,
  );
}
