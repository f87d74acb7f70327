import type { Analytics, FormAnswer } from '@holdfast/shared/check-ins';
import { and, eq, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { preparedJson, type JsonText } from '../../platform/db/json-text';
import { accountFactsSql } from '../accounts';
import { systemConfigValue } from '../reference';
import { checkins, purityStreakOverrides } from './check-ins.table';
import { keptOffsetSql } from './offsets.repository';

/**
 * The check-in streak in one index-only pass: walking the days newest first, a day belongs to
 * the streak while it sits exactly (row number - 1) days before the newest day, and the streak
 * counts only when that newest day is today or yesterday; after the first gap no later row can
 * return to that diagonal. Agrees with the shared computeCheckInStreak (checked by a property test,
 * check-ins.streak-sql.test.ts).
 *
 * One scalar subquery, the one place the streak is written: countCheckInStreak, the dashboard, the
 * partners' streak facts and groups' member progress all select it. `userId` and `today` are
 * values, placeholders or the columns of the statement it sits in (another area's member id and
 * that member's own today); `today` is evaluated once per scan and once for the answer, not per
 * row. `within`: only the last `within` days are read (a bounded range of the (user_id,
 * checkin_date) index), and the streak counts at most `within` days. `newest`: the member's newest
 * check-in day, when the statement reads it already (groups' progress, beside the latest check-in):
 * the diagonal starts there, and for a member whose newest day is older than yesterday no row is read.
 */
export function checkInStreakSql(
  userId: SQL | number | Placeholder,
  today: SQL | string | Placeholder,
  options: { within?: number; newest?: SQL } = {},
): SQL {
  const { within, newest } = options;
  if (within !== undefined && !(Number.isInteger(within) && within > 0))
    throw new Error(`checkInStreakSql: within ${within} is not a day count`);
  if (newest) {
    // The statement already holds the member's newest check-in day: when it is older than yesterday
    // the condition on it alone stops the subquery before any row is read (a one-time filter), and
    // otherwise the diagonal starts there. Written as the lateral join's subquery it is (`streakJoin`).
    const range = within === undefined ? sql`` : sql` and d.checkin_date > ${newest} - ${sql.raw(String(within))}`;
    return sql`(
    select count(*) as streak from (
      select d.checkin_date, row_number() over (order by d.checkin_date desc) as rn
      from checkins d
      where d.user_id = ${userId}${range} and d.checkin_date <= ${newest}
    ) r
    where ${newest} >= ${today}::date - 1
      and r.checkin_date = ${newest} - (r.rn - 1)::int
  )`;
  }
  const recent = within === undefined ? sql`` : sql` and checkin_date >= ${today}::date - ${sql.raw(String(within))}`;
  const capped = within === undefined ? sql`` : sql` and d.rn <= ${sql.raw(String(within))}`;
  return sql`(
    select case when max(d.newest) >= ${today}::date - 1 then count(*)::int else 0 end from (
      select checkin_date, row_number() over w as rn, first_value(checkin_date) over w as newest
      from checkins where user_id = ${userId} and checkin_date <= ${today}::date${recent}
      window w as (order by checkin_date desc)
    ) d where d.checkin_date = d.newest - (d.rn - 1)::int${capped}
  )`;
}

export async function countCheckInStreak(db: Db, userId: number, today: string, options: { within?: number } = {}) {
  const [row] = await selectRows<{ streak: number }>(db, sql`select ${checkInStreakSql(userId, today, options)} as streak`);
  return Number(row?.streak ?? 0);
}

export interface DashboardFacts {
  total: number;
  latest: Date | null;
  latestRelapse: string | null;
  overrideDay: string | null;
  todaysCheckinId: number | null;
  checkinStreak: number;
  weeklyOn: Date | null;
  commitment: { submittedOn: Date; answers: FormAnswer[] } | null;
  /** The last four days with FASTER entries, newest first: the day and the furthest stage of each. */
  latestStages: { day: string; stage: number }[];
  /** From the accounts area's rows: when the account was made (null: no such user), and the profile's names. */
  userCreatedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  /** The system configs the dashboard reads (reference area): NewDashboardSystemAlerts and WeeklyCommitmentQuestion. */
  alertsConfig: Record<string, unknown> | null;
  commitmentQuestionConfig: Record<string, unknown> | null;
  /** The member's last offset as kept (member_offsets), or null. */
  keptOffset: number | null;
}

/**
 * Everything the dashboard needs in one round trip: each value is an indexed scalar subquery on
 * (user_id, ...), so the cost does not grow with years of history beyond the streak's index-only
 * pass. Besides this area's tables it reads, by primary or unique key and through the accounts and
 * reference repositories' subqueries, the account's creation time and names and the two system
 * configs the page shows: they were four more
 * statements beside this one, each a pool checkout, a round trip and a drizzle mapping on the
 * server's one thread, for a value the database finds in microseconds. It also reads the member's
 * kept offset, so the service writes the one the dashboard was called with only when it changed:
 * the statement every page view sends stays a read, and the write is a second statement only then.
 */
const dashboardFacts = (() => {
  const userId = sql.placeholder('userId');
  const today = sql.placeholder('today');
  // The accounts and reference areas' values, as their repositories' subqueries.
  const account = accountFactsSql(userId);
  return preparedRows<{
    total: number;
    latest: Date | string | null;
    latest_relapse: string | null;
    override_day: string | null;
    todays_id: number | null;
    checkin_streak: number;
    weekly_on: Date | string | null;
    commitment: { submitted_on: string; answers: FormAnswer[] } | string | null;
    latest_stages: { day: string; stage: number }[] | string;
    user_created_at: Date | string | null;
    first_name: string | null;
    last_name: string | null;
    alerts_config: Record<string, unknown> | string | null;
    commitment_question_config: Record<string, unknown> | string | null;
    kept_offset: number | null;
  }>(
    'dashboard_facts',
    sql`
    select
      (select count(*)::int from checkins where user_id = ${userId}) as total,
      (select max(checkin_on) from checkins where user_id = ${userId}) as latest,
      (select max(checkin_date)::text from checkins where user_id = ${userId} and feeling_zone = 'relapse' and checkin_date <= ${today}::date) as latest_relapse,
      (select override_date::text from purity_streak_overrides where user_id = ${userId}) as override_day,
      (select id from checkins where user_id = ${userId} and checkin_date = ${today}::date) as todays_id,
      ${checkInStreakSql(userId, today)} as checkin_streak,
      (select submitted_on from weekly_submissions where user_id = ${userId} and kind = 'weekly' order by submitted_on desc, id desc limit 1) as weekly_on,
      (select json_build_object('submitted_on', submitted_on, 'answers', answers) from weekly_submissions
        where user_id = ${userId} and kind = 'commitment' order by submitted_on desc, id desc limit 1) as commitment,
      (select coalesce(json_agg(json_build_object('day', day, 'stage', stage) order by day desc), '[]'::json) from (
        select fa.checkin_date as day, max(fe.category_id) as stage
        from checkin_faster_answers fa join faster_emotions fe on fe.id = fa.fast_emotion_id
        where fa.user_id = ${userId} and fa.checkin_date <= ${today}::date
        group by fa.checkin_date order by fa.checkin_date desc limit 4) s) as latest_stages,
      ${account.createdAt} as user_created_at,
      ${account.firstName} as first_name,
      ${account.lastName} as last_name,
      ${systemConfigValue('NewDashboardSystemAlerts')} as alerts_config,
      ${systemConfigValue('WeeklyCommitmentQuestion')} as commitment_question_config,
      ${keptOffsetSql(userId)} as kept_offset`,
  );
})();

export async function loadDashboardFacts(db: Db, userId: number, today: string): Promise<DashboardFacts> {
  const [r] = await dashboardFacts(db, { userId, today });
  if (!r) throw new Error('dashboard facts: no row');
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const commitment = r.commitment ? json(r.commitment) : null;
  return {
    total: Number(r.total),
    latest: r.latest ? new Date(r.latest) : null,
    latestRelapse: r.latest_relapse,
    overrideDay: r.override_day,
    todaysCheckinId: r.todays_id === null ? null : Number(r.todays_id),
    checkinStreak: Number(r.checkin_streak),
    weeklyOn: r.weekly_on ? new Date(r.weekly_on) : null,
    commitment: commitment ? { submittedOn: new Date(commitment.submitted_on), answers: commitment.answers } : null,
    latestStages: json(r.latest_stages).map((s) => ({ day: String(s.day), stage: Number(s.stage) })),
    userCreatedAt: r.user_created_at ? new Date(r.user_created_at) : null,
    firstName: r.first_name,
    lastName: r.last_name,
    alertsConfig: r.alerts_config ? json(r.alerts_config) : null,
    commitmentQuestionConfig: r.commitment_question_config ? json(r.commitment_question_config) : null,
    keptOffset: r.kept_offset === null ? null : Number(r.kept_offset),
  };
}

/** The user's latest relapse day up to today (the purity streak's input). */
export async function findLatestRelapseDay(db: Db, userId: number, today: string) {
  const [row] = await db
    .select({ day: sql<string | null>`max(${checkins.checkinDate})` })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.feelingZone, 'relapse'), lte(checkins.checkinDate, today)));
  return row?.day ?? null;
}

/**
 * GET checkins/analytics as JSON text written by PostgreSQL in one statement (platform/db/json-text):
 * the top 3 emotions and top 5 FASTER entries of the range (most often first, then by id; padded with
 * { id: null, label: 'N/A', count: 0 }), the days per zone, and per day with FASTER entries the
 * furthest category reached (its zone score, and its stage and name). Each part reads the children's
 * own (user, day) index: one range per user, no join to checkins. One statement instead of four in
 * parallel, and no rows mapped or stringified in Node: a year to date is ~330 days twice over, which
 * the server's one thread walked through drizzle, the presenter, zod and JSON.stringify on every call.
 * analytics.json.test.ts proves it equals the rule computed in JavaScript from the same rows.
 */
const analyticsQuery = (() => {
  const userId = sql.placeholder('userId');
  const from = sql`${sql.placeholder('from')}::date`;
  const to = sql`${sql.placeholder('to')}::date`;
  return preparedJson<Analytics>(
    'checkins_analytics_json',
    sql`with te as (
          select e.id, e.display_name as label, count(*)::int as count
          from checkin_emotions ce join emotions e on e.id = ce.emotion_id
          where ce.user_id = ${userId} and ce.checkin_date between ${from} and ${to}
          group by e.id, e.display_name
          order by count(*) desc, e.id limit 3
        ), fa as (
          select a.checkin_date, a.fast_emotion_id, fe.category_id
          from checkin_faster_answers a join faster_emotions fe on fe.id = a.fast_emotion_id
          where a.user_id = ${userId} and a.checkin_date between ${from} and ${to}
        ), tf as (
          select fe.id, fe.display_name as label, n.count, fc.color_code
          from (select fast_emotion_id, count(*)::int as count from fa group by fast_emotion_id order by count(*) desc, fast_emotion_id limit 5) n
          join faster_emotions fe on fe.id = n.fast_emotion_id join faster_categories fc on fc.id = fe.category_id
        ), series as (
          select coalesce(json_agg(row_to_json(zs) order by st.day), '[]') as zone_scores, coalesce(json_agg(row_to_json(ft) order by st.day), '[]') as faster_trend
          from (select checkin_date as day, max(category_id) as stage from fa group by checkin_date) st left join faster_categories fc on fc.id = st.stage
          cross join lateral (select st.day::text as date, coalesce(fc.score, 0) as score) zs
          cross join lateral (select st.day::text as date, st.stage, coalesce(fc.display_name, '') as name) ft
        )
        select row_to_json(r) as json from (
          select ${from}::text as start_date, ${to}::text as end_date,
            (select json_agg((select row_to_json(z) from (select t.id, t.label, t.count) z) order by t.ord)
             from (select id, label, count, row_number() over (order by count desc, id) as ord from te
                   union all select null, 'N/A', 0, 3 + g from generate_series(1, 3 - (select count(*)::int from te)) g) t) as top_emotions,
            (select json_agg((select row_to_json(z) from (select t.id, t.label, t.count, t.color_code) z) order by t.ord)
             from (select id, label, count, color_code, row_number() over (order by count desc, id) as ord from tf
                   union all select null, 'N/A', 0, null, 5 + g from generate_series(1, 5 - (select count(*)::int from tf)) g) t) as top_faster,
            (select row_to_json(z) from (
               select count(*) filter (where feeling_zone = 'recovery')::int as recovery, count(*) filter (where feeling_zone = 'danger')::int as danger,
                      count(*) filter (where feeling_zone = 'relapse')::int as relapse
               from checkins where user_id = ${userId} and checkin_date between ${from} and ${to}) z) as zone_days,
            series.zone_scores, series.faster_trend
          from series
        ) r`,
  );
})();

/** The person's analytics for days from..to (inclusive), as the answer's JSON text. */
export function analyticsJson(db: Db, userId: number, from: string, to: string): Promise<JsonText<Analytics>> {
  return analyticsQuery(db, { userId, from, to });
}

// ---------- purity streak override ----------

export async function findPurityOverride(db: Db, userId: number) {
  const [row] = await db
    .select({ day: purityStreakOverrides.overrideDate })
    .from(purityStreakOverrides)
    .where(eq(purityStreakOverrides.userId, userId));
  return row?.day ?? null;
}

/** Sets the person's purity streak start; true when it changed (a new row, or another day than before). */
export async function upsertPurityOverride(db: Db, userId: number, day: string): Promise<boolean> {
  const rows = await db
    .insert(purityStreakOverrides)
    .values({ userId, overrideDate: day })
    .onConflictDoUpdate({
      target: purityStreakOverrides.userId,
      set: { overrideDate: day, updatedAt: new Date() },
      setWhere: sql`${purityStreakOverrides.overrideDate} is distinct from excluded.override_date`,
    })
    .returning({ userId: purityStreakOverrides.userId });
  return rows.length > 0;
}
