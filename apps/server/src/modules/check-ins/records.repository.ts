import { sql } from 'drizzle-orm';
import type { PartnerEvent } from '@holdfast/shared/accountability';
import { ZONE_INFO } from '@holdfast/shared/check-ins';
import type { Consented, ConsentedIds } from '../../platform/consent/consent';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { isoInstantSql } from '../../platform/db/instant';
import { JsonText, preparedJson } from '../../platform/db/json-text';
import { accountSql } from '../accounts';
import { referenceSql } from '../reference';
import type { CheckInRow } from './check-ins.repository';
import { checkInStreakSql } from './progress.repository';

/**
 * Reads of members' records for other areas (partners, group leaders, the group chat's cards, later
 * coaches). They take the owners as `ConsentedIds` (or the whole `Consented`), which only
 * `ctx.consent.read` makes: the caller has asked which owners, and which kinds of their data, the
 * viewer may see, and that read writes the access log of what it shows.
 */

/** Ids as one array parameter ('{1,2,3}'::int[]): one statement text whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

const checkInSelect = (fasterOwnerIds: readonly number[]) => sql`
  c.id, c.user_id as "userId", c.checkin_on as "checkinOn", c.checkin_date::text as "checkinDate", c."offset",
  c.feeling_zone as "feelingZone", c.feeling_notes as "feelingNotes", c.questions, c.created_at as "createdAt",
  coalesce((select array_agg(ce.emotion_id order by ce.position) from checkin_emotions ce where ce.checkin_id = c.id), '{}') as "emotionIds",
  case when c.user_id = any(${idArray(fasterOwnerIds)}::int[]) then
    (select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.fast_emotion_id)
     from checkin_faster_answers fa where fa.checkin_id = c.id)
  end as "fasterAnswers"`;

/**
 * The CTEs `c` (check-ins of the `owners` placeholder on days `from`..`to`) and `e` (their emotion
 * ids in order, by check-in), each read by its (user, day) index in one range; both reads below
 * start with them and add their own FASTER answers (`f`).
 */
const checkInsAndEmotionsOfOwners = sql`c as (
        select id, user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions, created_at
        from checkins where user_id = any(${sql.placeholder('owners')}::int[]) and checkin_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      ), e as (
        select checkin_id, array_agg(emotion_id order by position) as ids from checkin_emotions
        where user_id = any(${sql.placeholder('owners')}::int[]) and checkin_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
        group by checkin_id
      )`;

/**
 * Check-ins of these owners on days from..to (inclusive); FASTER answers only for `fasterOwnerIds`
 * (the others' are not read at all). The children are read by their own (user, day) index in one
 * range each and joined by check-in, instead of one probe per check-in (a month of 20 people: 270
 * buffers instead of 4,100).
 */
const checkInsOf = preparedRows<CheckInRow>(
  'records_checkins_of',
  sql`with ${checkInsAndEmotionsOfOwners}, f as (
        select checkin_id, json_agg(json_build_object('fast_emotion_id', fast_emotion_id, 'priority', priority) order by fast_emotion_id) as answers
        from checkin_faster_answers
        where user_id = any(${sql.placeholder('faster')}::int[]) and checkin_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
        group by checkin_id
      )
      select c.id, c.user_id as "userId", c.checkin_on as "checkinOn", c.checkin_date::text as "checkinDate", c."offset",
             c.feeling_zone as "feelingZone", c.feeling_notes as "feelingNotes", c.questions, c.created_at as "createdAt",
             coalesce(e.ids, '{}') as "emotionIds", f.answers as "fasterAnswers"
      from c left join e on e.checkin_id = c.id left join f on f.checkin_id = c.id
      order by c.checkin_date, c.user_id`,
);

export async function listCheckInsOf(db: Db, ownerIds: ConsentedIds, fasterOwnerIds: ConsentedIds, from: string, to: string) {
  if (!ownerIds.length) return [];
  return checkInsOf(db, { owners: idArray(ownerIds), faster: idArray(fasterOwnerIds), from, to });
}

/** One check-in by id, when the read may see its owner's check-ins (null otherwise: not found); FASTER answers where they are shared. */
export async function findCheckInById(db: Db, id: number, granted: Consented) {
  const [owner] = await selectRows<{ user_id: number }>(db, sql`select user_id from checkins where id = ${id}`);
  if (!owner || !granted.allows(Number(owner.user_id), 'check_ins')) return null;
  const [row] = await selectRows<CheckInRow>(
    db,
    sql`select ${checkInSelect(granted.allows(Number(owner.user_id), 'faster') ? [owner.user_id] : [])} from checkins c where c.id = ${id}`,
  );
  return row ?? null;
}

/** Check-ins by id, only of owners whose check-ins the read may see (FASTER answers where shared); the group chat's cards. */
export async function findCheckInsByIds(db: Db, ids: readonly number[], granted: Consented) {
  if (!ids.length) return [];
  const owners = granted.owners('check_ins');
  if (!owners.length) return [];
  return selectRows<CheckInRow>(
    db,
    sql`select ${checkInSelect(granted.owners('faster'))} from checkins c where c.id = any(${idArray(ids)}::int[]) and c.user_id = any(${idArray(owners)}::int[])`,
  );
}

/** A crash report with its trigger's name and its form's question texts (id -> text). */
export interface CrashReportRow {
  id: number;
  userId: number;
  systemTriggerId: number;
  reportedOn: Date | string;
  reportedDate: string;
  offset: number;
  triggerName: string;
  answers: { question_id: number; answer: string | null }[];
  questionTexts: Record<string, string> | null;
}

const crashReportSelect = sql`
  ta.id, ta.user_id as "userId", ta.system_trigger_id as "systemTriggerId", ta.reported_on as "reportedOn",
  ta.reported_date::text as "reportedDate", ta."offset", st.name as "triggerName", ta.answers,
  ${referenceSql.questionTextsJson(sql`st.form_id`)} as "questionTexts"`;

const crashReportsOf = preparedRows<CrashReportRow>(
  'records_crash_reports_of',
  sql`select ${crashReportSelect} from trigger_answers ta join system_triggers st on st.id = ta.system_trigger_id
      where ta.user_id = any(${sql.placeholder('owners')}::int[]) and ta.reported_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      order by ta.reported_on`,
);

/**
 * The calendar's events (check-ins of `owners`, FASTER answers only of `faster`, crash reports of
 * `crashes`, days from..to) as the JSON text of PartnerEvent[], built by PostgreSQL with the
 * contract's field names: the same rows as listCheckInsOf and listCrashReportsOf, in the order the
 * presenters' events are sorted (by `start` as written, crash reports before check-ins at the same
 * instant, then each list's own order). calendar.json.test.ts proves it equals presentCalendarEvents
 * of those rows. A month of 20 people is ~680 events (~350 KB): mapping and JSON.stringify-ing them
 * in Node took more of the server's one thread than everything else in the request. row_to_json
 * (not json_build_object, whose output has a space around every ':') keeps the text as compact as
 * JSON.stringify's. The database pays for it: on the bench (PostgreSQL 15) its CPU per call roughly
 * doubled (~5 to ~10 ms) while the server thread's fell by 2-3 ms; worth it because the server has one
 * thread and the database spreads over every core (figures in docs/benchmarks.md).
 */
const calendarEvents = preparedJson<PartnerEvent[]>(
  'records_calendar_events_json',
  sql`with ${checkInsAndEmotionsOfOwners}, f as (
        select checkin_id, json_agg((select row_to_json(z) from (select fast_emotion_id, priority) z) order by fast_emotion_id) as answers
        from checkin_faster_answers
        where user_id = any(${sql.placeholder('faster')}::int[]) and checkin_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
        group by checkin_id
      ), ev as (
        select ta.reported_on as at, 0 as kind_rank, ta.reported_date as day, ta.user_id, row_to_json(x) as j
        from trigger_answers ta join system_triggers st on st.id = ta.system_trigger_id
        cross join lateral (select ${isoInstantSql('ta.reported_on')} as iso) t
        cross join lateral (
          select 'crash_report' as kind, 'crash_report:' || ta.id as id, ta.user_id as owner_id, ta.reported_date::text as "date", t.iso as start, st.name as title,
                 (select row_to_json(r) from (
                    select ta.id, ta.system_trigger_id as system_trigger_action_id, st.name as trigger_name, t.iso as reported_on, ta.reported_date::text as reported_date,
                           ta."offset", ta.user_id,
                           coalesce((
                             select json_agg((select row_to_json(z) from (select a.v -> 'question_id' as question_id, coalesce(${referenceSql.questionText('fq')}, '') as question_text, a.v -> 'answer' as answer) z) order by a.n)
                             from jsonb_array_elements(ta.answers) with ordinality as a(v, n)
                             ${referenceSql.joinQuestion('fq', sql`st.form_id`, sql`a.v ->> 'question_id'`)}
                           ), '[]') as answers
                  ) r) as crash_report
        ) x
        where ta.user_id = any(${sql.placeholder('crashes')}::int[]) and ta.reported_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
        union all
        select c.checkin_on, 1, c.checkin_date, c.user_id, row_to_json(x)
        from c left join e on e.checkin_id = c.id left join f on f.checkin_id = c.id
        cross join lateral (select ${isoInstantSql('c.checkin_on')} as iso) t
        cross join lateral (
          select 'check_in' as kind, 'check_in:' || c.id as id, c.user_id as owner_id, c.checkin_date::text as "date", t.iso as start,
                 ${sql.placeholder('zoneLabels')}::jsonb ->> c.feeling_zone::text as title, e.ids[1] as emotion_id, c.feeling_zone,
                 (select row_to_json(r) from (
                    select c.id, c.user_id, e.ids[1] as emotion_id, coalesce(e.ids, '{}') as checkin_emotions, t.iso as checkin_on, c.checkin_date::text as checkin_date,
                           c."offset", c.feeling_zone, c.feeling_notes, c.questions, f.answers as fast_scale_answers, ${isoInstantSql('c.created_at')} as created_at
                  ) r) as check_in
        ) x
      )
      select coalesce(json_agg(j order by date_trunc('milliseconds', at), kind_rank, case when kind_rank = 0 then at end, day, user_id), '[]') as json from ev`,
);

const zoneLabels = JSON.stringify(Object.fromEntries(Object.entries(ZONE_INFO).map(([zone, info]) => [zone, info.label])));

/** The calendar's events as JSON text (see calendarEvents); owners whose kinds are not shared are simply not passed. */
export async function calendarEventsJson(
  db: Db,
  owners: { checkIns: ConsentedIds; faster: ConsentedIds; crashes: ConsentedIds },
  from: string,
  to: string,
): Promise<JsonText<PartnerEvent[]>> {
  if (!owners.checkIns.length && !owners.crashes.length) return new JsonText('[]');
  return calendarEvents(db, {
    owners: idArray(owners.checkIns),
    faster: idArray(owners.faster),
    crashes: idArray(owners.crashes),
    from,
    to,
    zoneLabels,
  });
}

/** Crash reports of these owners on days from..to (inclusive). */
export async function listCrashReportsOf(db: Db, ownerIds: ConsentedIds, from: string, to: string) {
  if (!ownerIds.length) return [];
  return crashReportsOf(db, { owners: idArray(ownerIds), from, to });
}

/** One crash report by id, when the read may see its owner's crash reports (null otherwise: not found). */
export async function findCrashReportById(db: Db, id: number, granted: Consented) {
  const [row] = await selectRows<CrashReportRow>(
    db,
    sql`select ${crashReportSelect} from trigger_answers ta join system_triggers st on st.id = ta.system_trigger_id where ta.id = ${id}`,
  );
  return row && granted.allows(Number(row.userId), 'crash_reports') ? row : null;
}

/** Crash reports by id, only of owners whose crash reports the read may see (the group chat's cards). */
export async function findCrashReportsByIds(db: Db, ids: readonly number[], granted: Consented) {
  if (!ids.length) return [];
  const owners = granted.owners('crash_reports');
  if (!owners.length) return [];
  return selectRows<CrashReportRow>(
    db,
    sql`select ${crashReportSelect} from trigger_answers ta join system_triggers st on st.id = ta.system_trigger_id
        where ta.id = any(${idArray(ids)}::int[]) and ta.user_id = any(${idArray(owners)}::int[])`,
  );
}

/** The inputs of each owner's streaks, in the owner's own calendar (their latest check-in's offset). */
export interface StreakFacts {
  userId: number;
  today: string;
  latestRelapse: string | null;
  overrideDay: string | null;
  accountStart: string;
  checkinStreak: number;
}

/** The streak facts of many owners in one prepared statement (a coach's 50 clients on every list; planned once). */
const streakFactsOf = preparedRows<{
  user_id: number;
  today: string;
  latest_relapse: string | null;
  override_day: string | null;
  account_start: string;
  checkin_streak: number;
}>(
  'checkins_streak_facts',
  sql`with o as (
        select u.id as user_id, u.created_at,
               coalesce((select c."offset" from checkins c where c.user_id = u.id order by c.checkin_date desc limit 1), 0) as off
        from ${accountSql.accounts(sql`${sql.placeholder('owners')}::int[]`)} u
      ), t as (
        select user_id, created_at, off, ((now() at time zone 'utc') - make_interval(secs => off))::date as today from o
      )
      select t.user_id, t.today::text as today,
        (select max(c.checkin_date)::text from checkins c where c.user_id = t.user_id and c.feeling_zone = 'relapse' and c.checkin_date <= t.today) as latest_relapse,
        (select p.override_date::text from purity_streak_overrides p where p.user_id = t.user_id) as override_day,
        ((t.created_at at time zone 'utc') - make_interval(secs => t.off))::date::text as account_start,
        ${checkInStreakSql(sql`t.user_id`, sql`t.today`)} as checkin_streak
      from t`,
);

export async function loadStreakFacts(db: Db, ownerIds: ConsentedIds): Promise<StreakFacts[]> {
  if (!ownerIds.length) return [];
  const rows = await streakFactsOf(db, { owners: idArray(ownerIds) });
  return rows.map((r) => ({
    userId: Number(r.user_id),
    today: r.today,
    latestRelapse: r.latest_relapse,
    overrideDay: r.override_day,
    accountStart: r.account_start,
    checkinStreak: Number(r.checkin_streak),
  }));
}

/** Per owner, a range's totals: check-in days, days per zone, crash reports. */
export interface WeekTotals {
  userId: number;
  checkinDays: number;
  recovery: number;
  danger: number;
  relapse: number;
  crashReports: number;
}

export async function weekTotalsOf(db: Db, ownerIds: ConsentedIds, from: string, to: string): Promise<WeekTotals[]> {
  if (!ownerIds.length) return [];
  const rows = await selectRows<{ user_id: number; days: number; recovery: number; danger: number; relapse: number; crashes: number }>(
    db,
    sql`select o.user_id, c.days, c.recovery, c.danger, c.relapse, tr.crashes
        from unnest(${idArray(ownerIds)}::int[]) as o(user_id)
        cross join lateral (
          select count(*)::int as days,
                 count(*) filter (where feeling_zone = 'recovery')::int as recovery,
                 count(*) filter (where feeling_zone = 'danger')::int as danger,
                 count(*) filter (where feeling_zone = 'relapse')::int as relapse
          from checkins where user_id = o.user_id and checkin_date between ${from}::date and ${to}::date
        ) c
        cross join lateral (
          select count(*)::int as crashes from trigger_answers where user_id = o.user_id and reported_date between ${from}::date and ${to}::date
        ) tr`,
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    checkinDays: Number(r.days),
    recovery: Number(r.recovery),
    danger: Number(r.danger),
    relapse: Number(r.relapse),
    crashReports: Number(r.crashes),
  }));
}
