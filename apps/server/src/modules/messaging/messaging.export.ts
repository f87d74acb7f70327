import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';

/**
 * The member's conversations (the others by display name), the messages they sent (never the
 * others' messages: those are the others' words), their messaging requests and blocks.
 */
export const messagingExport: AreaExport = {
  area: 'messaging',
  files: [
    {
      file: 'messages.json',
      title: 'Messages',
      read: (db, userId, people) =>
        readJsonObject(db, {
          conversations: jsonRows(sql`
            select c.id, c.kind,
                   coalesce((select json_agg(${people.name('o')} order by o.user_id) from conversation_members o
                             ${people.join('o', sql`o.user_id`)}
                             where o.conversation_id = c.id and o.user_id <> ${userId}), '[]'::json) as with,
                   m.archived, c.created_at
            from conversation_members m join conversations c on c.id = m.conversation_id
            where m.user_id = ${userId} order by c.created_at, c.id`),
          messages_sent: jsonRows(sql`
            select id, conversation_id, message_type, message, content, created_at
            from messages where from_user_id = ${userId} order by created_at, id`),
          requests: jsonRows(sql`
            select case when r.from_user_id = ${userId} then 'sent' else 'received' end as direction, ${people.name('o')} as other,
                   r.user_type, r.request_status, r.created_at
            from messaging_requests r
            ${people.join('o', sql`case when r.from_user_id = ${userId} then r.to_user_id else r.from_user_id end`)}
            where r.from_user_id = ${userId} or r.to_user_id = ${userId} order by r.created_at, r.id`),
          blocked: jsonRows(sql`
            select ${people.name('o')} as person, b.created_at from message_blocks b ${people.join('o', sql`b.blocked_id`)}
            where b.blocker_id = ${userId} order by b.created_at`),
        }),
    },
  ],
  tables: {
    conversations: { file: 'messages.json' },
    conversation_members: { file: 'messages.json' },
    messages: { file: 'messages.json' },
    messaging_requests: { file: 'messages.json' },
    message_blocks: { file: 'messages.json' },
  },
};
