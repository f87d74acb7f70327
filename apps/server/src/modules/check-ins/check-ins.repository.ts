import type { FasterAnswer, FormAnswer } from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { createBatcher, type Batcher } from '../../platform/db/batch';
import { selectRows, type Db } from '../../platform/db/client';
import { configuredFormIs } from '../reference';
import { checkinEmotions, checkinFasterAnswers, checkins, emotions, fasterCategories, fasterEmotions } from './check-ins.table';

// ---------- reference content ----------

export function listEmotions(db: Db) {
  return db.select().from(emotions).orderBy(asc(emotions.position), asc(emotions.id));
}

export async function findActiveEmotionIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: emotions.id })
    .from(emotions)
    .where(and(inArray(emotions.id, [...ids]), eq(emotions.isActive, true)));
  return rows.map((r) => r.id);
}

export async function listFasterScale(db: Db) {
  const [cats, items] = await Promise.all([
    db.select().from(fasterCategories).orderBy(asc(fasterCategories.orderNumber)),
    db
      .select()
      .from(fasterEmotions)
      .where(eq(fasterEmotions.isActive, true))
      .orderBy(asc(fasterEmotions.categoryId), asc(fasterEmotions.position)),
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
  emotionIds: sql<
    number[]
  >`coalesce((select array_agg(ce.emotion_id order by ce.position) from checkin_emotions ce where ce.checkin_id = ${checkins.id}), '{}')`,
  fasterAnswers: sql<
    FasterAnswer[] | null
  >`(select json_agg(json_build_object('fast_emotion_id', fa.fast_emotion_id, 'priority', fa.priority) order by fa.fast_emotion_id) from checkin_faster_answers fa where fa.checkin_id = ${checkins.id})`,
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
  const [row] = await db
    .select(checkInColumns)
    .from(checkins)
    .where(and(eq(checkins.id, id), eq(checkins.userId, userId)));
  return (row as CheckInRow | undefined) ?? null;
}

export async function findCheckInForDay(db: Db, userId: number, day: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select(checkInColumns)
    .from(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.checkinDate, day)));
  return (row as CheckInRow | undefined) ?? null;
}

/** The member's check-in made by the submit that carried `clientKey` (a replay's original). */
export async function findCheckInByClientKey(db: Db, userId: number, clientKey: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select(checkInColumns)
    .from(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.clientKey, clientKey)));
  return (row as CheckInRow | undefined) ?? null;
}

export async function listCheckIns(
  db: Db,
  userId: number,
  q: { from?: string; to?: string; limit: number; offset: number; orderBy: 'checkin_on' | 'created_at'; dir: 'asc' | 'desc' },
) {
  const where = and(
    eq(checkins.userId, userId),
    q.from ? gte(checkins.checkinDate, q.from) : undefined,
    q.to ? lte(checkins.checkinDate, q.to) : undefined,
  );
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

export type SubmittedCheckIn =
  | { ok: false; emotionsOk: boolean; fasterOk: boolean; formOk: boolean; duplicate: boolean }
  | { ok: true; row: CheckInRow; streak: number };

/** One new check-in as submitCheckIn takes it. */
export interface NewCheckIn {
  values: {
    userId: number;
    checkinOn: Date;
    checkinDate: string;
    offset: number;
    feelingZone: CheckInRow['feelingZone'];
    feelingNotes: string;
    questions: FormAnswer[] | null;
    /** The device's key for the submit (see the contract's client_key). */
    clientKey?: string | null;
  };
  emotionIds: readonly number[];
  answers: readonly FasterAnswer[] | null;
  /** The form the answers were checked against; the statement confirms it is still the configured one. */
  form: { configType: string; defaultKey: string; form: DynamicForm };
}

/**
 * A new check-in, written together with the check-ins other members submit at the same moment:
 * one statement per batch (createBatcher: one round trip, one commit, one WAL flush for all of
 * them), answered to each caller only after it committed. Nothing is written for a check-in whose
 * emotion or FASTER ids are not active reference rows, whose form is no longer the configured one
 * (`form`, cached by the service), or whose member already has one that day (`duplicate`: the
 * unique index on member and day decides, also between concurrent submits). The streak it makes is
 * counted over at most `streakCap` days before its day (the largest milestone is all a write
 * needs), so five years of check-ins cost the same as none: it equals the shared
 * computeCheckInStreak up to `streakCap + 1` (property test).
 */
export function submitCheckIn(db: Db, checkIn: NewCheckIn, streakCap: number): Promise<SubmittedCheckIn> {
  let batcher = checkInBatchers.get(db);
  if (!batcher) checkInBatchers.set(db, (batcher = createCheckInBatcher(db)));
  return batcher.submit({ ...checkIn, streakCap });
}

type BatchedCheckIn = NewCheckIn & { streakCap: number };

const checkInBatchers = new WeakMap<Db, Batcher<BatchedCheckIn, SubmittedCheckIn>>();

/** Statements and check-ins they carried, per database (for `npm run bench`). */
export function checkInBatchStats(db: Db) {
  return checkInBatchers.get(db)?.stats ?? { statements: 0, items: 0 };
}

/** Up to 64 check-ins a statement, two statements at once (one commits while the next fills). */
export const CHECK_IN_BATCHING = { maxBatch: 64, maxInFlight: 2 };

function createCheckInBatcher(db: Db) {
  return createBatcher<BatchedCheckIn, SubmittedCheckIn>((items) => insertCheckIns(db, items), {
    ...CHECK_IN_BATCHING,
    // One member's check-ins never share a statement (each must see the other: streak, same day),
    // and one statement checks one form and one cap.
    canJoin: (batch, item) =>
      batch[0]!.form.form === item.form.form &&
      batch[0]!.streakCap === item.streakCap &&
      !batch.some((b) => b.values.userId === item.values.userId),
  });
}

async function insertCheckIns(db: Db, items: readonly BatchedCheckIn[]): Promise<SubmittedCheckIn[]> {
  const { form, streakCap } = items[0]!;
  const input = items.map((c, idx) => {
    const faster = [...(c.answers ?? [])].sort((a, b) => a.fast_emotion_id - b.fast_emotion_id);
    return {
      idx,
      user_id: c.values.userId,
      checkin_on: c.values.checkinOn.toISOString(),
      checkin_date: c.values.checkinDate,
      offset: c.values.offset,
      feeling_zone: c.values.feelingZone,
      feeling_notes: c.values.feelingNotes,
      questions: c.values.questions,
      client_key: c.values.clientKey ?? null,
      emotions: c.emotionIds.map((v) => Math.trunc(v)),
      faster: faster.map((a) => Math.trunc(a.fast_emotion_id)),
      priorities: faster.map((a) => Math.trunc(a.priority)),
    };
  });
  const rows = await selectRows<{
    idx: number;
    emotions_ok: boolean;
    faster_ok: boolean;
    form_ok: boolean;
    id: number | null;
    checkin_on_ms: string | number | null;
    created_at_ms: string | number | null;
    streak: string | number | null;
  }>(
    db,
    sql`
    with item as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
        idx int, user_id int, checkin_on timestamptz, checkin_date date, "offset" int, feeling_zone text, feeling_notes text,
        questions jsonb, client_key uuid, emotions int[], faster int[], priorities int[])
    ), form as materialized (
      select ${configuredFormIs(form.configType, form.defaultKey, form.form)} as form_ok
    ), checked as materialized (
      select item.*, form.form_ok,
             (select count(*) from emotions e where e.id = any(item.emotions) and e.is_active) = cardinality(item.emotions) as emotions_ok,
             (select count(*) from faster_emotions f where f.id = any(item.faster) and f.is_active) = cardinality(item.faster) as faster_ok
      from item, form
    ), c as (
      insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions, client_key)
      select user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions, client_key
      from checked where emotions_ok and faster_ok and form_ok
      -- Rows in member order: two statements running at once take the same keys in the same order.
      order by user_id
      -- Either unique index (member and day; member and client key) makes it a duplicate.
      on conflict do nothing
      returning id, user_id, checkin_on, created_at
    ), ce as (
      insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date)
      select c.id, e.id, e.n - 1, c.user_id, i.checkin_date from c join item i on i.user_id = c.user_id, unnest(i.emotions) with ordinality as e(id, n)
    ), cf as (
      insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date)
      select c.id, f.id, f.priority, c.user_id, i.checkin_date from c join item i on i.user_id = c.user_id, unnest(i.faster, i.priorities) as f(id, priority)
    )
    select k.idx, k.emotions_ok, k.faster_ok, k.form_ok, c.id,
           extract(epoch from c.checkin_on) * 1000 as checkin_on_ms, extract(epoch from c.created_at) * 1000 as created_at_ms,
           -- The run of days ending the day before, within the cap (the statement sees the rows as they were).
           case when c.id is not null then 1 + (
             select count(*) from (
               select b.checkin_date, row_number() over (order by b.checkin_date desc) as rn from checkins b
               where b.user_id = k.user_id and b.checkin_date < k.checkin_date and b.checkin_date >= k.checkin_date - ${streakCap}::int
             ) r where r.checkin_date = k.checkin_date - r.rn::int)::int end as streak
    from checked k left join c on c.user_id = k.user_id
    order by k.idx`,
  );
  return items.map((c, idx): SubmittedCheckIn => {
    const r = rows.find((row) => Number(row.idx) === idx)!;
    if (r.id === null) {
      const valid = r.emotions_ok && r.faster_ok && r.form_ok;
      return { ok: false, emotionsOk: r.emotions_ok, fasterOk: r.faster_ok, formOk: r.form_ok, duplicate: valid };
    }
    const item = input[idx]!;
    return {
      ok: true,
      streak: Number(r.streak),
      row: {
        id: Number(r.id),
        userId: c.values.userId,
        checkinOn: new Date(Number(r.checkin_on_ms)),
        checkinDate: c.values.checkinDate,
        offset: c.values.offset,
        feelingZone: c.values.feelingZone,
        feelingNotes: c.values.feelingNotes,
        questions: c.values.questions,
        createdAt: new Date(Number(r.created_at_ms)),
        emotionIds: [...c.emotionIds],
        fasterAnswers: item.faster.length
          ? item.faster.map((id, i) => ({ fast_emotion_id: id, priority: item.priorities[i] as FasterAnswer['priority'] }))
          : null,
      },
    };
  });
}

export async function updateCheckIn(db: Db, id: number, values: Partial<typeof checkins.$inferInsert>) {
  await db
    .update(checkins)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checkins.id, id));
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
    await db
      .insert(checkinEmotions)
      .values(emotionIds.map((emotionId, position) => ({ checkinId, emotionId, position, userId, checkinDate })));
  }
  if (answers?.length) {
    await db
      .insert(checkinFasterAnswers)
      .values(answers.map((a) => ({ checkinId, fastEmotionId: a.fast_emotion_id, priority: a.priority, userId, checkinDate })));
  }
}
