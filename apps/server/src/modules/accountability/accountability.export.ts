import { sql } from 'drizzle-orm';
import { DEFAULT_SHARING, effectiveSharing, type Sharing } from '@holdfast/shared/accountability';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRow, jsonRows, readJsonObject } from '../../platform/db/area-export';
import { selectRows } from '../../platform/db/client';
import { isoInstant } from '../../platform/db/instant';
import type { ConsentsPart } from '../../platform/db/area-export';

/**
 * Partnerships the member sent or received (the partner by display name; an address they invited
 * is the invitee's and is left out), what the member shares with each, the digest setting and the
 * member's own SOS alerts.
 */
export const accountabilityExport: AreaExport = {
  area: 'accountability',
  files: [
    {
      file: 'partners.json',
      title: 'Accountability partners',
      read: async (db, userId, people) => {
        const data = await readJsonObject(db, {
          partners: jsonRows(sql`
            select r.id, ${people.name('o')} as partner, (r.recipient_id is null and r.recipient_email is not null) as invited_by_email,
                   case when r.requester_id = ${userId} then 'sent' else 'received' end as direction,
                   r.request_type, r.action_type, r.status, r.message,
                   (select json_build_object('check_ins', s.check_ins, 'crash_reports', s.crash_reports, 'faster', s.faster, 'streaks', s.streaks)
                    from accountability_sharing s where s.relationship_id = r.id and s.owner_id = ${userId}) as my_sharing,
                   r.created_at, r.answered_at, r.accepted_at
            from accountability_partners r
            ${people.join('o', sql`case when r.requester_id = ${userId} then r.recipient_id else r.requester_id end`)}
            where r.requester_id = ${userId} or r.recipient_id = ${userId}
            order by r.created_at, r.id`),
          preferences: jsonRow(sql`select digest_enabled, updated_at from accountability_preferences where user_id = ${userId}`),
          sos_alerts: jsonRows(sql`
            select a.id, a.level, a.message, a.phone, a.status, a.created_at, a.escalated_at, ${people.name('k')} as acknowledged_by,
                   a.acknowledged_at, a.closed_at
            from sos_alerts a ${people.join('k', sql`a.acknowledged_by`)}
            where a.user_id = ${userId} order by a.created_at, a.id`),
        });
        // No stored row is the defaults: the export says what the partner actually sees.
        for (const p of data.partners as { my_sharing: Sharing | null }[]) p.my_sharing = effectiveSharing(p.my_sharing ?? DEFAULT_SHARING);
        return data;
      },
    },
  ],
  consents: async (db, userId, people): Promise<Partial<ConsentsPart>> => {
    const rows = await selectRows<{
      partner: string | null;
      sharing: Sharing | null;
      updated_at: string;
      created_at: string;
      accepted_at: string | null;
    }>(
      db,
      sql`select ${people.name('o')} as partner,
                 case when s.owner_id is null then null
                      else json_build_object('check_ins', s.check_ins, 'crash_reports', s.crash_reports, 'faster', s.faster, 'streaks', s.streaks) end as sharing,
                 coalesce(s.updated_at, r.accepted_at, r.updated_at)::text as updated_at, r.created_at::text as created_at, r.accepted_at::text as accepted_at
          from accountability_partners r
          left join accountability_sharing s on s.relationship_id = r.id and s.owner_id = ${userId}
          ${people.join('o', sql`case when r.requester_id = ${userId} then r.recipient_id else r.requester_id end`)}
          where (r.requester_id = ${userId} or r.recipient_id = ${userId}) and r.status = 'accepted' order by r.created_at, r.id`,
    );
    return {
      partners: rows.map((r) => ({
        partner: r.partner,
        sharing: effectiveSharing(r.sharing ?? DEFAULT_SHARING),
        updated_at: isoInstant(r.updated_at),
      })),
      history: rows.flatMap((r) => [
        ...(r.accepted_at
          ? [{ what: `Partnership with ${r.partner ?? 'a member'} accepted: sharing began`, at: isoInstant(r.accepted_at) }]
          : []),
        { what: `Sharing with ${r.partner ?? 'a member'} last changed`, at: isoInstant(r.updated_at) },
      ]),
    };
  },
  tables: {
    accountability_partners: { file: 'partners.json' },
    accountability_sharing: { file: 'partners.json' },
    accountability_preferences: { file: 'partners.json' },
    sos_alerts: { file: 'partners.json' },
    sos_recipients: {
      excluded:
        'who received another member’s SOS alert: the alert and its text are that member’s data (this member saw it as a notification, in notifications.json)',
    },
  },
};
