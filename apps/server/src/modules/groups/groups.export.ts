import { sql } from 'drizzle-orm';
import type { AreaExport, ConsentsPart } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';
import { selectRows } from '../../platform/db/client';
import { isoInstant } from '../../platform/db/instant';

/**
 * The member's group memberships and the groups they own, and the notes group leaders wrote about
 * them (author by display name). Notes the member wrote as a leader are about other members and stay out.
 */
export const groupsExport: AreaExport = {
  area: 'groups',
  files: [
    {
      file: 'groups.json',
      title: 'Groups',
      read: (db, userId, people) =>
        readJsonObject(db, {
          memberships: jsonRows(sql`
            select g.name as "group", g.group_type, m.role_type, m.request_status, m.is_sharing_data, m.premium_group_status,
                   m.invited_at, m.answered_at, m.accepted_at
            from group_members m join groups g on g.id = m.group_id
            where m.user_id = ${userId} order by m.invited_at, m.id`),
          groups_owned: jsonRows(
            sql`select name, group_type, total_seats, created_at from groups where owner_id = ${userId} order by created_at, id`,
          ),
          notes_about_me: jsonRows(sql`
            select g.name as "group", n.title, n.note_type, n.content, n.meeting_date, n.previous_state, n.new_state,
                   ${people.name('a')} as author, n.created_at
            from group_notes n join group_members m on m.id = n.member_id join groups g on g.id = n.group_id
            ${people.join('a', sql`coalesce(n.author_id, n.admin_id)`)}
            where m.user_id = ${userId} order by n.created_at, n.id`),
        }),
    },
  ],
  consents: async (db, userId): Promise<Partial<ConsentsPart>> => {
    const rows = await selectRows<{ group: string; is_sharing_data: boolean; updated_at: string; accepted_at: string | null }>(
      db,
      sql`select g.name as "group", m.is_sharing_data, m.updated_at::text as updated_at, m.accepted_at::text as accepted_at
          from group_members m join groups g on g.id = m.group_id where m.user_id = ${userId} order by m.invited_at, m.id`,
    );
    return {
      groups: rows.map((r) => ({ group: r.group, is_sharing_data: r.is_sharing_data, updated_at: isoInstant(r.updated_at) })),
      history: rows.flatMap((r) => [
        ...(r.accepted_at ? [{ what: `Joined ${r.group}`, at: isoInstant(r.accepted_at) }] : []),
        { what: `Sharing with ${r.group} last changed`, at: isoInstant(r.updated_at) },
      ]),
    };
  },
  tables: {
    groups: { file: 'groups.json' },
    group_members: { file: 'groups.json' },
    group_notes: { file: 'groups.json' },
  },
};
