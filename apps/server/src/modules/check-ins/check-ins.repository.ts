import type { FasterAnswer, FormAnswer } from '@holdfast/shared/check-ins';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { checkinEmotions, checkinFasterAnswers, checkins, emotions, fasterCategories, fasterEmotions } from './check-ins.table';

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
  fasterAnswers: sql<FasterAnswer[] | null>`(select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.fast_emotion_id) from checkin_faster_answers fa where fa.checkin_id = ${checkins.id})`,
};
export interface CheckInRow {
  id: number;
  userId: number;
  checkinOn: Date;
  checkinDate: string;
  offset: number;
  feelingZone: 'recovery' | 'danger' | 'relapse';
  feelingNotes: string;
  questions: FormAnswer[] | null;
  createdAt: Date;
  emotionIds: number[];
  fasterAnswers: FasterAnswer[] | null;
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

/** A PostgreSQL array literal of integers (the ids are validated integers), sent as one parameter. */
function intArray(values: readonly number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}

export type SubmittedCheckIn =
  | { ok: false; emotionsOk: boolean; fasterOk: boolean }
  | { ok: true; row: CheckInRow; streak: number };

/**
 * A new check-in in one statement (atomic on its own, one round trip): the emotion and FASTER ids
 * are checked against the active reference rows, and only when all are known the check-in and its
 * children are inserted and returned, with the check-in streak it makes. The streak is counted
 * over at most `streakCap` days before the new day (the largest milestone is all a write needs), so
 * a member with five years of check-ins costs the same as a new one: it equals the shared
 * computeCheckInStreak up to `streakCap + 1` (property test). A second check-in for the same day
 * fails on the unique index (checkins_user_day_unique) and writes nothing.
 */
export async function submitCheckIn(
  db: Db,
  values: { userId: number; checkinOn: Date; checkinDate: string; offset: number; feelingZone: CheckInRow['feelingZone']; feelingNotes: string; questions: FormAnswer[] | null },
  emotionIds: readonly number[],
  answers: readonly FasterAnswer[] | null,
  streakCap: number,
): Promise<SubmittedCheckIn> {
  const faster = [...(answers ?? [])].sort((a, b) => a.fast_emotion_id - b.fast_emotion_id);
  const eids = intArray(emotionIds);
  const fids = intArray(faster.map((a) => a.fast_emotion_id));
  const result = (await db.execute(sql`
    with valid as (
      select (select count(*) from emotions where id = any(${eids}::int[]) and is_active) = cardinality(${eids}::int[]) as emotions_ok,
             (select count(*) from faster_emotions where id = any(${fids}::int[]) and is_active) = cardinality(${fids}::int[]) as faster_ok
    ), c as (
      insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions)
      select ${values.userId}, ${values.checkinOn.toISOString()}::timestamptz, ${values.checkinDate}::date, ${values.offset}, ${values.feelingZone}, ${values.feelingNotes},
             ${values.questions === null ? null : JSON.stringify(values.questions)}::jsonb
      from valid where emotions_ok and faster_ok
      returning id, checkin_on, created_at
    ), ce as (
      insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date)
      select c.id, e.id, e.n - 1, ${values.userId}, ${values.checkinDate}::date from c, unnest(${eids}::int[]) with ordinality as e(id, n)
    ), cf as (
      insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date)
      select c.id, f.id, f.priority, ${values.userId}, ${values.checkinDate}::date from c, unnest(${fids}::int[], ${intArray(faster.map((a) => a.priority))}::int[]) as f(id, priority)
    ), before as (
      -- The run of days ending the day before, within the cap (the statement sees the rows as they were).
      select checkin_date, row_number() over (order by checkin_date desc) as rn
      from checkins where user_id = ${values.userId} and checkin_date < ${values.checkinDate}::date and checkin_date >= ${values.checkinDate}::date - ${streakCap}::int
    )
    select valid.emotions_ok, valid.faster_ok, c.id,
           extract(epoch from c.checkin_on) * 1000 as checkin_on_ms, extract(epoch from c.created_at) * 1000 as created_at_ms,
           1 + (select count(*) from before where checkin_date = ${values.checkinDate}::date - rn::int)::int as streak
    from valid left join c on true`)) as unknown as {
    rows: { emotions_ok: boolean; faster_ok: boolean; id: number | null; checkin_on_ms: string | number; created_at_ms: string | number; streak: string | number }[];
  };
  const r = result.rows[0]!;
  if (r.id === null) return { ok: false, emotionsOk: r.emotions_ok, fasterOk: r.faster_ok };
  return {
    ok: true,
    streak: Number(r.streak),
    row: {
      id: Number(r.id),
      userId: values.userId,
      checkinOn: new Date(Number(r.checkin_on_ms)),
      checkinDate: values.checkinDate,
      offset: values.offset,
      feelingZone: values.feelingZone,
      feelingNotes: values.feelingNotes,
      questions: values.questions,
      createdAt: new Date(Number(r.created_at_ms)),
      emotionIds: [...emotionIds],
      fasterAnswers: faster.length ? faster.map((a) => ({ fast_emotion_id: a.fast_emotion_id, priority: a.priority })) : null,
    },
  };
}

export async function updateCheckIn(db: Db, id: number, values: Partial<typeof checkins.$inferInsert>) {
  await db.update(checkins).set({ ...values, updatedAt: new Date() }).where(eq(checkins.id, id));
}

/** Rewrites a check-in's emotions and FASTER answers (with its owner and day, for analytics). */
export async function replaceCheckInChildren(
  db: Db,
  owner: { checkinId: number; userId: number; checkinDate: string },
  emotionIds: readonly number[],
  answers: readonly FasterAnswer[] | null,
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
