import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRow, jsonRows, readJsonObject } from '../../platform/db/area-export';

/** Check-ins (with their emotions and FASTER answers), crash reports and weekly answers: the member's own rows only. */
export const checkInsExport: AreaExport = {
  area: 'check-ins',
  files: [
    {
      file: 'check-ins.json',
      title: 'Check-ins',
      // One pass over each table for the member (grouped by check-in), not a subquery per check-in.
      read: (db, userId) =>
        readJsonObject(db, {
          check_ins: jsonRows(sql`
            with e as (
              select ce.checkin_id, json_agg(em.display_name order by ce.position) as names
              from checkin_emotions ce join emotions em on em.id = ce.emotion_id
              where ce.user_id = ${userId} group by ce.checkin_id
            ), f as (
              select fa.checkin_id,
                     json_agg(json_build_object('emotion', fe.display_name, 'stage', fc.display_name, 'priority', fa.priority) order by fa.priority) as answers
              from checkin_faster_answers fa join faster_emotions fe on fe.id = fa.fast_emotion_id join faster_categories fc on fc.id = fe.category_id
              where fa.user_id = ${userId} group by fa.checkin_id
            )
            select c.id, c.checkin_date as date, c.checkin_on as checked_in_at, c."offset" as offset_minutes, c.feeling_zone, c.feeling_notes,
                   c.questions, coalesce(e.names, '[]'::json) as emotions, coalesce(f.answers, '[]'::json) as faster, c.created_at, c.updated_at
            from checkins c left join e on e.checkin_id = c.id left join f on f.checkin_id = c.id
            where c.user_id = ${userId} order by c.checkin_date, c.id`),
          purity_streak_overrides: jsonRows(
            sql`select override_date as date, updated_at from purity_streak_overrides where user_id = ${userId} order by override_date`,
          ),
          time_zone: jsonRow(sql`select "offset" as offset_minutes, updated_at from member_offsets where user_id = ${userId}`),
          details_expire_after_days: sql`(select after_days from check_in_expiry where user_id = ${userId})`,
        }),
    },
    {
      file: 'crash-reports.json',
      title: 'Crash reports',
      read: (db, userId) =>
        readJsonObject(db, {
          crash_reports: jsonRows(sql`
            select a.id, a.reported_date as date, a.reported_on as reported_at, a."offset" as offset_minutes, t.name as trigger, a.answers
            from trigger_answers a join system_triggers t on t.id = a.system_trigger_id
            where a.user_id = ${userId} order by a.reported_date, a.id`),
        }),
    },
    {
      file: 'weekly-answers.json',
      title: 'Weekly answers',
      read: (db, userId) =>
        readJsonObject(db, {
          weekly_answers: jsonRows(sql`
            select id, kind, submitted_date as date, submitted_on as submitted_at, answers
            from weekly_submissions where user_id = ${userId} order by submitted_date, id`),
        }),
    },
  ],
  tables: {
    checkins: { file: 'check-ins.json' },
    checkin_emotions: { file: 'check-ins.json' },
    checkin_faster_answers: { file: 'check-ins.json' },
    purity_streak_overrides: { file: 'check-ins.json' },
    member_offsets: { file: 'check-ins.json' },
    check_in_expiry: { file: 'check-ins.json' },
    trigger_answers: { file: 'crash-reports.json' },
    weekly_submissions: { file: 'weekly-answers.json' },
  },
};
