import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { categoryScore, type LocalDate } from '@holdfast/shared/check-ins';
import type { Consented } from '../../platform/consent/consent';
import { preparedRows, type Db } from '../../platform/db/client';

/**
 * A member's check-in facts as SQL fragments, for another area's statement that must stay one
 * statement (groups' member progress and the leaders' triage view): this area's tables are named
 * here only, the caller names an alias and the column of the member's id. Whom a statement reads is
 * the caller's consent question: its ids come out of ctx.consent.read, or its SQL is the consent
 * rule's own (the triage view).
 */

/** Ids as one array parameter ('{1,2,3}'::int[]): one statement text whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

function aliasOf(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`check-ins: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}

/** The columns of a latest check-in as `latestCheckIn.columns` selects them (all null: none). */
export interface LatestCheckInColumns {
  id: number;
  checkin_on: Date | string;
  checkin_date: string;
  feeling_zone: 'recovery' | 'danger' | 'relapse';
  feeling_notes: string;
  faster: { fast_emotion_id: number; priority: number }[] | null;
  emotion_id: number | null;
  emotion_name: string | null;
}

/** A member's latest check-in (one index probe each on (user_id, checkin_date)). */
export const latestCheckIn = {
  /**
   * `left join lateral` (or `join lateral`, when the member must have one) of the latest check-in of
   * the member whose id is `userId`, as `alias`; with `emotion`, its first emotion too (which
   * `columns` selects), joined as `<alias>_e` and `<alias>_em`.
   */
  join(alias: string, userId: SQL, options: { required?: boolean; emotion?: boolean } = {}): SQL {
    const c = aliasOf(alias);
    const kind = sql.raw(options.required ? 'join' : 'left join');
    const checkIn = sql`${kind} lateral (select * from checkins ${c} where ${c}.user_id = ${userId} order by ${c}.checkin_date desc limit 1) ${c} on true`;
    if (!options.emotion) return checkIn;
    const [e, em] = [aliasOf(`${alias}_e`), aliasOf(`${alias}_em`)];
    return sql`${checkIn}
      left join lateral (select ce.emotion_id from checkin_emotions ce where ce.checkin_id = ${c}.id order by ce.position limit 1) ${e} on true
      left join emotions ${em} on ${em}.id = ${e}.emotion_id`;
  },
  /** The columns of `LatestCheckInColumns` (FASTER answers included) of the check-in joined as `alias` with `emotion`. */
  columns(alias: string): SQL {
    const [c, e, em] = [aliasOf(alias), aliasOf(`${alias}_e`), aliasOf(`${alias}_em`)];
    return sql`${c}.id, ${c}.checkin_on, ${c}.checkin_date::text as checkin_date, ${c}.feeling_zone, ${c}.feeling_notes,
             (select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.priority, fa.fast_emotion_id)
              from checkin_faster_answers fa where fa.checkin_id = ${c}.id) as faster,
             ${e}.emotion_id, ${em}.display_name as emotion_name`;
  },
  /** last_checkin_on, last_checkin_date (text) and last_offset of the check-in joined as `alias`. */
  when(alias: string): SQL {
    const c = aliasOf(alias);
    return sql`${c}.checkin_on as last_checkin_on, ${c}.checkin_date::text as last_checkin_date, ${c}."offset" as last_offset`;
  },
  /** The member's own today, from the offset of the check-in joined as `alias` (null: none). */
  today(alias: string): SQL {
    return sql`((now() at time zone 'utc') - make_interval(secs => ${aliasOf(alias)}."offset"))::date`;
  },
};

const latestCheckIns = preparedRows<LatestCheckInColumns & { user_id: number }>(
  'records_latest_checkins',
  sql`select o.user_id, ${latestCheckIn.columns('c')}
      from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)
      ${latestCheckIn.join('c', sql`o.user_id`, { required: true, emotion: true })}`,
);

/**
 * The latest check-in of each of `ownerIds` whose check-ins the read may see (`granted`, from
 * ctx.consent.read), FASTER answers only where they are shared; owners without one have no row.
 */
export async function latestCheckInsOf(db: Db, ownerIds: readonly number[], granted: Consented) {
  const owners = ownerIds.filter((id) => granted.allows(id, 'check_ins'));
  if (!owners.length) return [];
  const rows = await latestCheckIns(db, { owners: idArray(owners) });
  return rows.map((row) => (granted.allows(Number(row.user_id), 'faster') ? row : { ...row, faster: null }));
}

/** A member's crash reports. */
export const crashReportFacts = {
  /** How many crash reports the member whose id is `userId` made on days from `from` (a date) on: a scalar subquery. */
  countSince(userId: SQL, from: SQL | Placeholder): SQL {
    return sql`(select count(*)::int from trigger_answers t where t.user_id = ${userId} and t.reported_date >= ${from}::date)`;
  },
  /**
   * `left join lateral` of the member's newest crash report in the last 48 hours as `alias` (one
   * probe of trigger_answers_user_date_idx over the last days); `at(alias)` is its instant (null: none).
   */
  joinLast48Hours(alias: string, userId: SQL): SQL {
    const cr = aliasOf(alias);
    return sql`left join lateral (
        select t.reported_on from trigger_answers t
        where t.user_id = ${userId} and t.reported_date >= (now() at time zone 'utc')::date - 3 and t.reported_on >= now() - interval '48 hours'
        order by t.reported_on desc limit 1
      ) ${cr} on true`;
  },
  at: (alias: string): SQL => sql`${aliasOf(alias)}.reported_on`,
  /**
   * `left join lateral` of the member's newest crash report as `alias` (trigger_answers_user_date_idx
   * read from the newest day); `latest(alias)` selects last_crash_id, last_crash_trigger_id and
   * last_crash_on (all null: none). A coach's client list shows it.
   */
  joinLatest(alias: string, userId: SQL): SQL {
    const cr = aliasOf(alias);
    return sql`left join lateral (
        select t.id, t.system_trigger_id, t.reported_on from trigger_answers t
        where t.user_id = ${userId} order by t.reported_date desc, t.reported_on desc, t.id desc limit 1
      ) ${cr} on true`;
  },
  latest(alias: string): SQL {
    const cr = aliasOf(alias);
    return sql`${cr}.id as last_crash_id, ${cr}.system_trigger_id as last_crash_trigger_id, ${cr}.reported_on as last_crash_on`;
  },
};

/**
 * The member's recent FASTER days: `left join lateral` as `alias` of the last four days with
 * FASTER entries in the last 9 days (checkin_faster_answers_user_day_idx), whose `stages(alias)` is
 * text: `day:stage` newest first joined by commas ('2026-11-28:3,2026-11-26:2'), the furthest stage
 * of each day, which `fasterDays` reads. Text rather than a JSON list: building 120 small JSON
 * arrays was a sixth of the triage statement's time (2026-11-29).
 */
export const recentFasterStages = {
  join(alias: string, userId: SQL): SQL {
    const st = aliasOf(alias);
    return sql`left join lateral (
        select string_agg(d.day || ':' || d.stage, ',' order by d.day desc) as stages from (
          select fa.checkin_date::text as day, max(fe.category_id) as stage
          from checkin_faster_answers fa join faster_emotions fe on fe.id = fa.fast_emotion_id
          where fa.user_id = ${userId} and fa.checkin_date >= (now() at time zone 'utc')::date - 9
          group by fa.checkin_date order by fa.checkin_date desc limit 4
        ) d
      ) ${st} on true`;
  },
  stages: (alias: string): SQL => sql`${aliasOf(alias)}.stages`,
};

/** A row's `stages` text (`day:stage,day:stage`, as recentFasterStages writes it) as the days the FASTER rule reads. */
export function fasterDays(stages: string | null): { date: LocalDate; score: number }[] {
  if (!stages) return [];
  return stages.split(',').map((entry) => {
    const at = entry.indexOf(':');
    return { date: entry.slice(0, at) as LocalDate, score: categoryScore(Number(entry.slice(at + 1))) ?? 0 };
  });
}
