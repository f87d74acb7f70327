import { sql } from 'drizzle-orm';
import type { AreaExport, ConsentsPart, ExportUpload } from '../../platform/db/area-export';
import { jsonRow, jsonRows, readJsonObject } from '../../platform/db/area-export';
import { selectRows } from '../../platform/db/client';
import { isoInstant } from '../../platform/db/instant';
import { isStorageKey } from '../../platform/storage/storage';
import { coachNotesAbout } from './notes.service';

const resourceFileName = (id: number, key: string) => `coach-resource-${id}.${key.split('.').pop()}`;

/**
 * The member's coaches (by display name) and what each sees, the notes coaches wrote about them,
 * their habit answers; for a coach, their own coach record and resources (never their clients' data).
 */
export const coachingExport: AreaExport = {
  area: 'coaching',
  files: [
    {
      file: 'coaching.json',
      title: 'Coaching',
      read: async (db, userId, people) => {
        const [data, notes] = await Promise.all([
          readJsonObject(db, {
            coaches: jsonRows(sql`
              select ${people.name('c')} as coach, cu.request_status,
                     json_build_object('check_ins', cu.check_ins, 'crash_reports', cu.crash_reports, 'faster', cu.faster, 'streaks', cu.streaks) as sharing,
                     cu.invited_at, cu.answered_at
              from coach_users cu join coaches co on co.id = cu.coach_id ${people.join('c', sql`co.user_id`)}
              where cu.user_id = ${userId} order by cu.invited_at, cu.id`),
            coach_names: sql`coalesce((select json_object_agg(co.id, ${people.name('c')}) from coach_users cu join coaches co on co.id = cu.coach_id
                                       ${people.join('c', sql`co.user_id`)} where cu.user_id = ${userId}), '{}'::json)`,
            habits: jsonRows(sql`
              select s.submitted_on, s.value, s.total, s.total_questions,
                     coalesce((select json_agg(json_build_object('question_id', a.question_id, 'answer', a.answer) order by a.id)
                               from habit_answers a where a.submission_id = s.id), '[]'::json) as answers,
                     s.created_at
              from habit_submissions s where s.user_id = ${userId} order by s.submitted_on, s.id`),
            as_coach: jsonRow(sql`
              select co.request_status, co.meeting_url, co.subscription_status, co.accepted_at, co.created_at,
                     coalesce((select json_agg(json_build_object('id', r.id, 'title', r.title, 'resource_type', r.resource_type,
                                                                 'external_link', r.external_link, 'file', r.file_key, 'created_at', r.created_at) order by r.id)
                               from coach_resources r where r.coach_id = co.id), '[]'::json) as resources
              from coaches co where co.user_id = ${userId}`),
          }),
          coachNotesAbout(db, userId),
        ]);
        const names = data.coach_names as Record<string, string | null>;
        delete data.coach_names;
        const asCoach = data.as_coach as { resources: { id?: number; file: string | null }[] } | null;
        if (asCoach)
          asCoach.resources = asCoach.resources.map(({ id, file, ...r }) => ({
            ...r,
            file: file && isStorageKey(file) ? `files/${resourceFileName(id!, file)}` : null,
          }));
        return {
          ...data,
          notes_about_me: notes.map((n) => ({
            id: n.id,
            coach: names[String(n.coach_id)] ?? null,
            note: n.note,
            created_at: n.created_at,
          })),
        };
      },
    },
  ],
  consents: async (db, userId, people): Promise<Partial<ConsentsPart>> => {
    const rows = await selectRows<{
      coach: string | null;
      request_status: string;
      check_ins: boolean;
      crash_reports: boolean;
      faster: boolean;
      streaks: boolean;
      invited_at: string;
      answered_at: string | null;
      updated_at: string;
    }>(
      db,
      sql`select ${people.name('c')} as coach, cu.request_status, cu.check_ins, cu.crash_reports, cu.faster, cu.streaks,
                 cu.invited_at::text as invited_at, cu.answered_at::text as answered_at, cu.updated_at::text as updated_at
          from coach_users cu join coaches co on co.id = cu.coach_id ${people.join('c', sql`co.user_id`)}
          where cu.user_id = ${userId} order by cu.invited_at, cu.id`,
    );
    return {
      coaches: rows.map((r) => ({
        coach: r.coach,
        request_status: r.request_status,
        sharing: { check_ins: r.check_ins, crash_reports: r.crash_reports, faster: r.faster, streaks: r.streaks },
        updated_at: isoInstant(r.updated_at),
      })),
      history: rows.flatMap((r) => [
        ...(r.answered_at
          ? [{ what: `Coach ${r.coach ?? ''} answered (${r.request_status})`.replace('  ', ' '), at: isoInstant(r.answered_at) }]
          : []),
        { what: `What ${r.coach ?? 'the coach'} sees last changed`, at: isoInstant(r.updated_at) },
      ]),
    };
  },
  uploads: async (db, userId): Promise<ExportUpload[]> => {
    const rows = await selectRows<{ id: number; key: string | null }>(
      db,
      sql`select r.id, r.file_key as key from coach_resources r join coaches co on co.id = r.coach_id where co.user_id = ${userId}`,
    );
    return rows.flatMap((r) => (r.key && isStorageKey(r.key) ? [{ key: r.key, name: resourceFileName(Number(r.id), r.key) }] : []));
  },
  tables: {
    coaches: { file: 'coaching.json' },
    coach_users: { file: 'coaching.json' },
    coach_notes: { file: 'coaching.json' },
    coach_resources: { file: 'coaching.json' },
    habit_submissions: { file: 'coaching.json' },
    habit_answers: { file: 'coaching.json' },
    coach_billing_events: {
      excluded: 'the payment provider’s webhook receipts (event id and type), kept to refuse a replay; they name no member',
    },
  },
};
