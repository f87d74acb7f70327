import { sql } from 'drizzle-orm';
import type { AreaExport, ConsentsPart } from '../../platform/db/area-export';
import { jsonRow, jsonRows, readJsonObject } from '../../platform/db/area-export';
import { selectRow } from '../../platform/db/client';
import { isoInstantOrNull } from '../../platform/db/instant';

/**
 * The member's community agreement and status, the threads and replies they wrote (anonymous ones
 * too: they are theirs), their reactions, the reports they made, whom they muted, what they watch
 * and the threads they viewed. Reports others made about the member stay with the moderators.
 */
export const communityExport: AreaExport = {
  area: 'community',
  files: [
    {
      file: 'community.json',
      title: 'Community',
      read: (db, userId, people) =>
        readJsonObject(db, {
          agreement: jsonRow(sql`
            select display_name, age, is_married, needs_accountability, is_anonymous, accepted_at from community_agreements where user_id = ${userId}`),
          member_status: jsonRow(sql`select status, requested_at, decided_at from community_member_status where user_id = ${userId}`),
          threads: jsonRows(sql`
            select t.id, tp.name as topic, t.title, t.content, t.short_description, t.is_anonymous, t.is_struggling, t.content_warning, t.created_at
            from community_threads t join community_topics tp on tp.id = t.topic_id where t.user_id = ${userId} order by t.created_at, t.id`),
          replies: jsonRows(sql`
            select id, thread_id, reply_text, is_anonymous, is_struggling, is_hidden, created_at
            from community_replies where user_id = ${userId} order by created_at, id`),
          reactions: jsonRows(
            sql`select reply_id, reaction_type, created_at from community_reactions where user_id = ${userId} order by created_at, reply_id`,
          ),
          reports_made: jsonRows(sql`
            select * from (
              select 'reply' as kind, reason, resolution, created_at from community_flags where user_id = ${userId}
              union all
              select 'member' as kind, reason, resolution, created_at from community_user_flags where flagged_by = ${userId}
            ) r order by created_at`),
          muted: jsonRows(sql`
            select ${people.name('o')} as person, m.created_at from community_mutes m ${people.join('o', sql`m.muted_id`)}
            where m.muter_id = ${userId} order by m.created_at`),
          watching: jsonRows(
            sql`select entity_type, entity_id, created_at from community_watches where user_id = ${userId} order by created_at, entity_id`,
          ),
          threads_viewed: jsonRows(
            sql`select thread_id, day from community_thread_views where user_id = ${userId} order by day, thread_id`,
          ),
        }),
    },
  ],
  consents: async (db, userId): Promise<Partial<ConsentsPart>> => {
    const row = await selectRow<{ accepted_at: string }>(
      db,
      sql`select accepted_at::text as accepted_at from community_agreements where user_id = ${userId}`,
    );
    const at = isoInstantOrNull(row?.accepted_at);
    return { community_agreement_accepted_at: at, history: at ? [{ what: 'Community agreement accepted', at }] : [] };
  },
  tables: {
    community_threads: { file: 'community.json' },
    community_replies: { file: 'community.json' },
    community_reactions: { file: 'community.json' },
    community_flags: { file: 'community.json' },
    community_user_flags: { file: 'community.json' },
    community_mutes: { file: 'community.json' },
    community_member_status: { file: 'community.json' },
    community_watches: { file: 'community.json' },
    community_thread_views: { file: 'community.json' },
    community_agreements: { file: 'community.json' },
  },
};
