import type { FormAnswer } from '@holdfast/shared/check-ins';
import { and, asc, count, desc, eq, gte, lte, sql, type Placeholder } from 'drizzle-orm';
import { preparedQuery, preparedRows, selectRows, type Db } from '../../platform/db/client';
import { checkinEmotions, checkinFasterAnswers, checkins, emotions, fasterCategories, fasterEmotions, purityStreakOverrides } from './check-ins.table';

/**
 * The check-in streak in one index-only pass: walking the days newest first, a day belongs to
 * the streak while it sits exactly (row number - 1) days before the streak's first day (today if
 * checked in, else yesterday); after the first gap no later row can return to that diagonal.
 * Agrees with the shared computeCheckInStreak (checked by a property test).
 */
/** The streak as one scalar subquery, shared by countCheckInStreak and loadDashboardFacts. */
function checkInStreakSql(userId: number | Placeholder, today: string | Placeholder) {
  return sql`(
    with d as (
      select checkin_date, row_number() over (order by checkin_date desc) as rn
      from checkins where user_id = ${userId} and checkin_date <= ${today}::date
    ), start as (
      select case when exists (select 1 from d where checkin_date = ${today}::date) then ${today}::date else ${today}::date - 1 end as day
    )
    select count(*)::int from d, start where d.checkin_date = start.day - (d.rn - 1)::int
  )`;
}

export async function countCheckInStreak(db: Db, userId: number, today: string) {
  const [row] = await selectRows<{ streak: number }>(db, sql`select ${checkInStreakSql(userId, today)} as streak`);
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
}

/**
 * Everything the dashboard needs from this area's tables in one round trip: each value is an
 * indexed scalar subquery on (user_id, ...), so the cost does not grow with years of history
 * beyond the streak's index-only pass.
 */
const dashboardFacts = (() => {
  const userId = sql.placeholder('userId');
  const today = sql.placeholder('today');
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
        group by fa.checkin_date order by fa.checkin_date desc limit 4) s) as latest_stages`,
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

// Analytics read the children's own (user, day) index: one range per user, no join to checkins.
/** The analytics' range on a child table, as placeholders (userId, from, to) of a prepared query. */
const inRange = (t: typeof checkinEmotions | typeof checkinFasterAnswers) =>
  and(eq(t.userId, sql.placeholder('userId')), gte(t.checkinDate, sql.placeholder('from')), lte(t.checkinDate, sql.placeholder('to')));

const dailyFasterStages = preparedQuery((db) =>
  db
    .select({ day: checkinFasterAnswers.checkinDate, stage: sql<number>`max(${fasterEmotions.categoryId})` })
    .from(checkinFasterAnswers)
    .innerJoin(fasterEmotions, eq(fasterEmotions.id, checkinFasterAnswers.fastEmotionId))
    .where(inRange(checkinFasterAnswers))
    .groupBy(checkinFasterAnswers.checkinDate)
    .orderBy(asc(checkinFasterAnswers.checkinDate))
    .prepare('daily_faster_stages'),
);

/** Per day in a range: the furthest FASTER category reached (1 Restoration .. 7 Relapse). */
export async function listDailyFasterStages(db: Db, userId: number, from: string, to: string) {
  const rows = await dailyFasterStages(db).execute({ userId, from, to });
  return rows.map((r) => ({ day: r.day, stage: Number(r.stage) }));
}

const topEmotionsQuery = preparedQuery((db) => {
  const n = count();
  return db
    .select({ id: emotions.id, label: emotions.displayName, count: n })
    .from(checkinEmotions)
    .innerJoin(emotions, eq(emotions.id, checkinEmotions.emotionId))
    .where(inRange(checkinEmotions))
    .groupBy(emotions.id, emotions.displayName)
    .orderBy(desc(n), asc(emotions.id))
    .limit(sql.placeholder('limit'))
    .prepare('top_emotions');
});

export function topEmotions(db: Db, userId: number, from: string, to: string, limit: number) {
  return topEmotionsQuery(db).execute({ userId, from, to, limit });
}

const topFasterQuery = preparedQuery((db) => {
  const n = count();
  return db
    .select({ id: fasterEmotions.id, label: fasterEmotions.displayName, count: n, color_code: fasterCategories.colorCode })
    .from(checkinFasterAnswers)
    .innerJoin(fasterEmotions, eq(fasterEmotions.id, checkinFasterAnswers.fastEmotionId))
    .innerJoin(fasterCategories, eq(fasterCategories.id, fasterEmotions.categoryId))
    .where(inRange(checkinFasterAnswers))
    .groupBy(fasterEmotions.id, fasterEmotions.displayName, fasterCategories.colorCode)
    .orderBy(desc(n), asc(fasterEmotions.id))
    .limit(sql.placeholder('limit'))
    .prepare('top_faster_entries');
});

export function topFasterEntries(db: Db, userId: number, from: string, to: string, limit: number) {
  return topFasterQuery(db).execute({ userId, from, to, limit });
}

const zoneDays = preparedQuery((db) =>
  db
    .select({ zone: checkins.feelingZone, n: count() })
    .from(checkins)
    .where(and(eq(checkins.userId, sql.placeholder('userId')), gte(checkins.checkinDate, sql.placeholder('from')), lte(checkins.checkinDate, sql.placeholder('to'))))
    .groupBy(checkins.feelingZone)
    .prepare('zone_day_counts'),
);

export async function zoneDayCounts(db: Db, userId: number, from: string, to: string) {
  const rows = await zoneDays(db).execute({ userId, from, to });
  const out = { recovery: 0, danger: 0, relapse: 0 };
  for (const r of rows) out[r.zone] = r.n;
  return out;
}

// ---------- purity streak override ----------

export async function findPurityOverride(db: Db, userId: number) {
  const [row] = await db.select({ day: purityStreakOverrides.overrideDate }).from(purityStreakOverrides).where(eq(purityStreakOverrides.userId, userId));
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
