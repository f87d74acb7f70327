import { sql } from 'drizzle-orm';
import type { MessageType } from '@holdfast/shared/messaging';
import { selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personNames } from '../accounts';

/** The messages of a conversation, each with its sender's name columns (the accounts area's fragment). */

export interface MessageRow extends PersonNameColumns {
  id: number;
  conversation_id: number;
  from_user_id: number | null;
  message_type: MessageType;
  message: string;
  content: Record<string, unknown> | null;
  client_id: string | null;
  created_at: Date | string;
  username: string | null;
}

const messageColumns = sql`m.id, m.conversation_id, m.from_user_id, m.message_type, m.message, m.content, m.client_id, m.created_at,
   ${personNames.columns('s')}`;
const sender = personNames.join('s', sql`m.from_user_id`);

/**
 * Stores a message and moves the conversation's latest-message mark; answers the stored row. With a
 * `clientId` the sender already used (a retried send), nothing is stored and null is answered (a
 * retry racing the first waits for it: the unique index decides).
 */
export async function insertMessage(
  db: Db,
  v: {
    conversationId: number;
    fromUserId: number | null;
    type: MessageType;
    message: string;
    content?: Record<string, unknown> | null;
    clientId?: string | null;
  },
): Promise<MessageRow | null> {
  const [row] = await selectRows<MessageRow>(
    db,
    sql`with m as (
          insert into messages (conversation_id, from_user_id, message_type, message, content, client_id)
          values (${v.conversationId}, ${v.fromUserId}, ${v.type}, ${v.message}, ${v.content ? JSON.stringify(v.content) : null}::jsonb, ${v.clientId ?? null})
          on conflict (from_user_id, client_id) where client_id is not null do nothing
          returning *
        ), c as (
          update conversations set last_message_id = (select id from m), last_message_at = (select created_at from m)
          where id = ${v.conversationId} and exists (select 1 from m)
        ), a as (
          update conversation_members set archived = false where conversation_id = ${v.conversationId} and archived and exists (select 1 from m)
        )
        select ${messageColumns} from m ${sender}`,
  );
  return row ?? null;
}

/** The message `fromUserId` sent with `clientId`, if any (a retried send answers it). */
export async function findSentMessage(db: Db, fromUserId: number, clientId: string): Promise<MessageRow | null> {
  const [row] = await selectRows<MessageRow>(
    db,
    sql`select ${messageColumns} from messages m ${sender}
        where m.from_user_id = ${fromUserId} and m.client_id = ${clientId}`,
  );
  return row ?? null;
}

/**
 * One page of a conversation. Without a cursor: the newest `limit`; `beforeId`: the `limit` before
 * it; `afterId`: the `limit` after it, oldest first. Keyset on the id, so messages arriving between
 * two page reads never shift a page (no gap, no duplicate). Answers `limit + 1` rows at most, in id
 * order, so the caller knows whether more remain.
 */
export async function listMessages(db: Db, conversationId: number, q: { beforeId?: number; afterId?: number; limit: number }) {
  const take = q.limit + 1;
  if (q.afterId !== undefined) {
    return selectRows<MessageRow>(
      db,
      sql`select ${messageColumns} from messages m ${sender}
          where m.conversation_id = ${conversationId} and m.id > ${q.afterId} order by m.id asc limit ${take}`,
    );
  }
  const before = q.beforeId ?? 2_147_483_647;
  const rows = await selectRows<MessageRow>(
    db,
    sql`select ${messageColumns} from messages m ${sender}
        where m.conversation_id = ${conversationId} and m.id < ${before} order by m.id desc limit ${take}`,
  );
  return rows;
}

/** A system message for one record, once per conversation (a job run twice posts one card); null when it was already there. */
export async function insertSystemMessageOnce(
  db: Db,
  v: {
    conversationId: number;
    fromUserId: number;
    type: MessageType;
    message: string;
    content: Record<string, unknown> & { record_id: number };
  },
) {
  const [found] = await selectRows<{ id: number }>(
    db,
    sql`select id from messages where conversation_id = ${v.conversationId} and message_type = ${v.type} and (content->>'record_id')::int = ${v.content.record_id}`,
  );
  return found ? null : insertMessage(db, v);
}
