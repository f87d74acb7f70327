import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  checkinEmotions,
  checkinFasterAnswers,
  checkins,
  emotions,
  fasterCategories,
  fasterEmotions,
  purityStreakOverrides,
  systemTriggers,
  triggerAnswers,
  weeklySubmissions,
} from './check-ins.table';

type Answer = { question_id: number; answer: string | null };
export type FasterAnswerRow = { fast_emotion_id: number; priority: 1 | 2 };

// ---------- reference content ----------

export function listEmotions(db: Db) {
  return db.select().from(emotions).orderBy(asc(emotions.id));
}

export async function findActiveEmotionIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: emotions.id }).from(emotions).where(and(inArray(emotions.id, [...ids]), eq(emotions.isActive, true)));
  return rows.map((r) => r.id);
}

export async function listFasterScale(db: Db) {
  const [cats, items] = await Promise.all([
    db.select().from(fasterCategories).orderBy(asc(fasterCategories.orderNumber)),
    db.select().from(fasterEmotions).where(eq(fasterEmotions.isActive, true)).orderBy(asc(fasterEmotions.categoryId), asc(fasterEmotions.position)),
  ]);
  return cats.map((c) => ({ ...c, emotions: items.filter((i) => i.categoryId === c.id) }));
}

export async function findActiveFasterEmotionIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: fasterEmotions.id })
    .from(fasterEmotions)
    .where(and(inArray(fasterEmotions.id, [...ids]), eq(fasterEmotions.isActive, true)));
  return rows.map((r) => r.id);
}

// ---------- check-ins ----------

const checkInColumns = {
  id: checkins.id,
  userId: checkins.userId,
  checkinOn: checkins.checkinOn,
  checkinDate: checkins.checkinDate,
  offset: checkins.offset,
  feelingZone: checkins.feelingZone,
  feelingNotes: checkins.feelingNotes,
  questions: checkins.questions,
  createdAt: checkins.createdAt,
  // Children in the same query (no N+1 in lists).
  emotionIds: sql<number[]>`coalesce((select array_agg(ce.emotion_id order by ce.position) from checkin_emotions ce where ce.checkin_id = ${checkins.id}), '{}')`,
  fasterAnswers: sql<FasterAnswerRow[] | null>`(select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.fast_emotion_id) from checkin_faster_answers fa where fa.checkin_id = ${checkins.id})`,
};
export interface CheckInRow {
  id: number;
  userId: number;
  checkinOn: Date;
  checkinDate: string;
  offset: number;
  feelingZone: 'recovery' | 'danger' | 'relapse';
  feelingNotes: string;
  questions: Answer[] | null;
  createdAt: Date;
  emotionIds: number[];
  fasterAnswers: FasterAnswerRow[] | null;
}

/** Only the owner's row: a check-in of someone else is simply not found. */
export async function findOwnCheckIn(db: Db, userId: number, id: number): Promise<CheckInRow | null> {
  const [row] = await db.select(checkInColumns).from(checkins).where(and(eq(checkins.id, id), eq(checkins.userId, userId)));
  return (row as CheckInRow | undefined) ?? null;
}

export async function findCheckInForDay(db: Db, userId: number, day: string): Promise<CheckInRow | null> {
  const [row] = await db.select(checkInColumns).from(checkins).where(and(eq(checkins.userId, userId), eq(checkins.checkinDate, day)));
  return (row as CheckInRow | undefined) ?? null;
}

export async function listCheckIns(
  db: Db,
  userId: number,
  q: { from?: string; to?: string; limit: number; offset: number; orderBy: 'checkin_on' | 'created_at'; dir: 'asc' | 'desc' },
) {
  const where = and(eq(checkins.userId, userId), q.from ? gte(checkins.checkinDate, q.from) : undefined, q.to ? lte(checkins.checkinDate, q.to) : undefined);
  const column = q.orderBy === 'created_at' ? checkins.createdAt : checkins.checkinOn;
  const [items, [total]] = await Promise.all([
    db
      .select(checkInColumns)
      .from(checkins)
      .where(where)
      .orderBy(q.dir === 'asc' ? asc(column) : desc(column), q.dir === 'asc' ? asc(checkins.id) : desc(checkins.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(checkins).where(where),
  ]);
  return { items: items as CheckInRow[], total: total?.n ?? 0 };
}

export async function insertCheckIn(db: Db, values: typeof checkins.$inferInsert) {
  const [row] = await db.insert(checkins).values(values).returning({ id: checkins.id });
  return row!.id;
}

export async function updateCheckIn(db: Db, id: number, values: Partial<typeof checkins.$inferInsert>) {
  await db.update(checkins).set({ ...values, updatedAt: new Date() }).where(eq(checkins.id, id));
}

/** Rewrites a check-in's emotions and FASTER answers (with its owner and day, for analytics). */
export async function replaceCheckInChildren(
  db: Db,
  owner: { checkinId: number; userId: number; checkinDate: string },
  emotionIds: readonly number[],
  answers: readonly FasterAnswerRow[] | null,
) {
  const { checkinId, userId, checkinDate } = owner;
  await db.delete(checkinEmotions).where(eq(checkinEmotions.checkinId, checkinId));
  await db.delete(checkinFasterAnswers).where(eq(checkinFasterAnswers.checkinId, checkinId));
  if (emotionIds.length) {
    await db.insert(checkinEmotions).values(emotionIds.map((emotionId, position) => ({ checkinId, emotionId, position, userId, checkinDate })));
  }
  if (answers?.length) {
    await db
      .insert(checkinFasterAnswers)
      .values(answers.map((a) => ({ checkinId, fastEmotionId: a.fast_emotion_id, priority: a.priority, userId, checkinDate })));
  }
}

/**
 * The check-in streak in one index-only pass: walking the days newest first, a day belongs to
 * the streak while it sits exactly (row number - 1) days before the streak's first day (today if
 * checked in, else yesterday); after the first gap no later row can return to that diagonal.
 * Agrees with the shared computeCheckInStreak (checked by a property test).
 */
/** The streak as one scalar subquery, shared by countCheckInStreak and loadDashboardFacts. */
function checkInStreakSql(userId: number, today: string) {
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
  const result = (await db.execute(sql`select ${checkInStreakSql(userId, today)} as streak`)) as unknown as { rows: { streak: number }[] };
  return Number(result.rows[0]?.streak ?? 0);
}

export interface DashboardFacts {
  total: number;
  latest: Date | null;
  latestRelapse: string | null;
  overrideDay: string | null;
  todaysCheckinId: number | null;
  checkinStreak: number;
  weeklyOn: Date | null;
  commitment: { submittedOn: Date; answers: Answer[] } | null;
  /** The last four days with FASTER entries, newest first: the furthest stage of each. */
  latestStages: number[];
}

/**
 * Everything the dashboard needs from this area's tables in one round trip: each value is an
 * indexed scalar subquery on (user_id, ...), so the cost does not grow with years of history
 * beyond the streak's index-only pass.
 */
export async function loadDashboardFacts(db: Db, userId: number, today: string): Promise<DashboardFacts> {
  const result = (await db.execute(sql`
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
      (select coalesce(json_agg(stage order by day desc), '[]'::json) from (
        select fa.checkin_date as day, max(fe.category_id) as stage
        from checkin_faster_answers fa join faster_emotions fe on fe.id = fa.fast_emotion_id
        where fa.user_id = ${userId} and fa.checkin_date <= ${today}::date
        group by fa.checkin_date order by fa.checkin_date desc limit 4) s) as latest_stages`)) as unknown as {
    rows: {
      total: number;
      latest: Date | string | null;
      latest_relapse: string | null;
      override_day: string | null;
      todays_id: number | null;
      checkin_streak: number;
      weekly_on: Date | string | null;
      commitment: { submitted_on: string; answers: Answer[] } | string | null;
      latest_stages: number[] | string;
    }[];
  };
  const r = result.rows[0]!;
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
    latestStages: json(r.latest_stages).map(Number),
  };
}

export async function checkInSummary(db: Db, userId: number, today: string) {
  const [row] = await db
    .select({
      total: count(),
      latest: sql<Date | null>`max(${checkins.checkinOn})`,
      latestRelapse: sql<string | null>`max(${checkins.checkinDate}) filter (where ${checkins.feelingZone} = 'relapse' and ${checkins.checkinDate} <= ${today})`,
    })
    .from(checkins)
    .where(eq(checkins.userId, userId));
  return { total: row?.total ?? 0, latest: row?.latest ? new Date(row.latest) : null, latestRelapse: row?.latestRelapse ?? null };
}

// Analytics read the children's own (user, day) index: one range per user, no join to checkins.
const inRange = (t: typeof checkinEmotions | typeof checkinFasterAnswers, userId: number, from: string, to: string) =>
  and(eq(t.userId, userId), gte(t.checkinDate, from), lte(t.checkinDate, to));

/** Per day in a range: the furthest FASTER category reached (1 Restoration .. 7 Relapse). */
export async function listDailyFasterStages(db: Db, userId: number, from: string, to: string) {
  const rows = await db
    .select({ day: checkinFasterAnswers.checkinDate, stage: sql<number>`max(${fasterEmotions.categoryId})` })
    .from(checkinFasterAnswers)
    .innerJoin(fasterEmotions, eq(fasterEmotions.id, checkinFasterAnswers.fastEmotionId))
    .where(inRange(checkinFasterAnswers, userId, from, to))
    .groupBy(checkinFasterAnswers.checkinDate)
    .orderBy(asc(checkinFasterAnswers.checkinDate));
  return rows.map((r) => ({ day: r.day, stage: Number(r.stage) }));
}

export async function topEmotions(db: Db, userId: number, from: string, to: string, limit: number) {
  const n = count();
  return db
    .select({ id: emotions.id, label: emotions.displayName, count: n })
    .from(checkinEmotions)
    .innerJoin(emotions, eq(emotions.id, checkinEmotions.emotionId))
    .where(inRange(checkinEmotions, userId, from, to))
    .groupBy(emotions.id, emotions.displayName)
    .orderBy(desc(n), asc(emotions.id))
    .limit(limit);
}

export async function topFasterEntries(db: Db, userId: number, from: string, to: string, limit: number) {
  const n = count();
  return db
    .select({ id: fasterEmotions.id, label: fasterEmotions.displayName, count: n, color_code: fasterCategories.colorCode })
    .from(checkinFasterAnswers)
    .innerJoin(fasterEmotions, eq(fasterEmotions.id, checkinFasterAnswers.fastEmotionId))
    .innerJoin(fasterCategories, eq(fasterCategories.id, fasterEmotions.categoryId))
    .where(inRange(checkinFasterAnswers, userId, from, to))
    .groupBy(fasterEmotions.id, fasterEmotions.displayName, fasterCategories.colorCode)
    .orderBy(desc(n), asc(fasterEmotions.id))
    .limit(limit);
}

export async function zoneDayCounts(db: Db, userId: number, from: string, to: string) {
  const rows = await db
    .select({ zone: checkins.feelingZone, n: count() })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), gte(checkins.checkinDate, from), lte(checkins.checkinDate, to)))
    .groupBy(checkins.feelingZone);
  const out = { recovery: 0, danger: 0, relapse: 0 };
  for (const r of rows) out[r.zone] = r.n;
  return out;
}

// ---------- purity streak override ----------

export async function findPurityOverride(db: Db, userId: number) {
  const [row] = await db.select({ day: purityStreakOverrides.overrideDate }).from(purityStreakOverrides).where(eq(purityStreakOverrides.userId, userId));
  return row?.day ?? null;
}

export async function upsertPurityOverride(db: Db, userId: number, day: string) {
  await db
    .insert(purityStreakOverrides)
    .values({ userId, overrideDate: day })
    .onConflictDoUpdate({ target: purityStreakOverrides.userId, set: { overrideDate: day, updatedAt: new Date() } });
}

// ---------- weekly ----------

export async function insertWeeklySubmission(db: Db, values: { userId: number; kind: 'weekly' | 'commitment'; answers: Answer[]; submittedDate: string }) {
  const [row] = await db.insert(weeklySubmissions).values(values).returning();
  return row!;
}

export async function findLatestWeeklySubmission(db: Db, userId: number, kind: 'weekly' | 'commitment') {
  const [row] = await db
    .select()
    .from(weeklySubmissions)
    .where(and(eq(weeklySubmissions.userId, userId), eq(weeklySubmissions.kind, kind)))
    .orderBy(desc(weeklySubmissions.submittedOn), desc(weeklySubmissions.id))
    .limit(1);
  return row ?? null;
}

// ---------- system triggers ----------

export function listActiveTriggers(db: Db) {
  return db.select().from(systemTriggers).where(eq(systemTriggers.isActive, true)).orderBy(asc(systemTriggers.position), asc(systemTriggers.id));
}

export async function findActiveTrigger(db: Db, id: number) {
  const [row] = await db.select().from(systemTriggers).where(and(eq(systemTriggers.id, id), eq(systemTriggers.isActive, true)));
  return row ?? null;
}

export async function insertTriggerAnswer(db: Db, values: typeof triggerAnswers.$inferInsert) {
  const [row] = await db.insert(triggerAnswers).values(values).returning();
  return row!;
}

export async function listTriggerAnswers(db: Db, userId: number, from: string | undefined, to: string | undefined) {
  return db
    .select({ answer: triggerAnswers, triggerName: systemTriggers.name, formId: systemTriggers.formId })
    .from(triggerAnswers)
    .innerJoin(systemTriggers, eq(systemTriggers.id, triggerAnswers.systemTriggerId))
    .where(
      and(
        eq(triggerAnswers.userId, userId),
        from ? gte(triggerAnswers.reportedDate, from) : undefined,
        to ? lte(triggerAnswers.reportedDate, to) : undefined,
      ),
    )
    .orderBy(asc(triggerAnswers.reportedOn))
    .limit(1000);
}

export async function countTriggerAnswersByDay(db: Db, userId: number, from: string, to: string) {
  return db
    .select({ day: triggerAnswers.reportedDate, n: count() })
    .from(triggerAnswers)
    .where(and(eq(triggerAnswers.userId, userId), gte(triggerAnswers.reportedDate, from), lte(triggerAnswers.reportedDate, to)))
    .groupBy(triggerAnswers.reportedDate);
}

// ---------- admin edits ----------

export async function updateEmotion(db: Db, id: number, values: { displayName?: string; isActive?: boolean }) {
  const [row] = await db.update(emotions).set(values).where(eq(emotions.id, id)).returning();
  return row ?? null;
}

export async function updateFasterEmotion(db: Db, id: number, values: { displayName?: string; isActive?: boolean }) {
  const [row] = await db.update(fasterEmotions).set(values).where(eq(fasterEmotions.id, id)).returning();
  return row ?? null;
}

// ---------- seeding ----------

export async function seedEmotions(db: Db, rows: { id: number; displayName: string; mood: number }[]) {
  await db.insert(emotions).values(rows).onConflictDoNothing();
}

export async function seedFasterScale(
  db: Db,
  cats: { id: number; name: string; displayName: string; colorCode: string; orderNumber: number; score: number }[],
  items: { id: number; categoryId: number; displayName: string; position: number }[],
) {
  await db.insert(fasterCategories).values(cats).onConflictDoNothing();
  await db.insert(fasterEmotions).values(items).onConflictDoNothing();
}

export async function seedTrigger(db: Db, values: typeof systemTriggers.$inferInsert) {
  await db.insert(systemTriggers).values(values).onConflictDoNothing({ target: systemTriggers.key });
}
