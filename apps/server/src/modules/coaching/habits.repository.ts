import { sql, type SQL } from 'drizzle-orm';
import { HABIT_TREND_DAYS, habitStateAfter, type HabitState } from '@holdfast/shared/coaching';
import type { Consented } from '../../platform/consent/consent';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { habitAnswers, habitSubmissions } from './coaching.table';

/** Ids as one array parameter ('{1,2,3}'::int[]). */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/**
 * The few submissions of a client that their habit result needs (`habitResultOfStates`), as one
 * text oldest first: `day:value:total:total_questions:offset:score:scored` joined by commas, which
 * parseHabitDays reads. Their latest three (the latest on or before their own today, whatever their
 * zone) and their latest four on or before the UTC day HABIT_TREND_DAYS − 1 back (the latest on or
 * before their own day four weeks ago): two short backward scans of habit_submissions_day_unique.
 * A scalar subquery for a statement of this area; null when there is none.
 */
export function habitDaysSql(userId: SQL): SQL {
  const fields = sql.raw(
    `h.submitted_on::text || ':' || h.value || ':' || h.total || ':' || h.total_questions || ':' || h."offset" || ':' || h.score || ':' || h.scored`,
  );
  const cols = sql.raw('submitted_on, value, total, total_questions, "offset", score, scored');
  return sql`(select string_agg(${fields}, ',' order by h.submitted_on) from (
      (select ${cols} from habit_submissions where user_id = ${userId} order by submitted_on desc limit 3)
      union
      (select ${cols} from habit_submissions
        where user_id = ${userId} and submitted_on <= (now() at time zone 'utc')::date - ${sql.raw(String(HABIT_TREND_DAYS - 1))}
        order by submitted_on desc limit 4)
    ) h)`;
}

/** One kept submission, as parseHabitDays reads it from habitDaysSql's text. */
export interface HabitDayRow {
  date: string;
  value: number;
  total: number;
  total_questions: number;
  offset: number;
  score: number;
  scored: number;
}

export function parseHabitDays(text: string | null): HabitDayRow[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [date, value, total, questions, offset, score, scored] = entry.split(':');
    return {
      date: date!,
      value: Number(value),
      total: Number(total),
      total_questions: Number(questions),
      offset: Number(offset),
      score: Number(score),
      scored: Number(scored),
    };
  });
}

const habitDaysOf = preparedRows<{ user_id: number; days: string | null }>(
  'coaching_habit_days',
  sql`select o.user_id, ${habitDaysSql(sql`o.user_id`)} as days from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)`,
);

/**
 * The submissions of the window of each of `ownerIds` the read may see (`granted`, from
 * ctx.consent.read: habit results come with any grant of the link, and one's own always).
 */
export async function listHabitDays(db: Db, ownerIds: readonly number[], granted: Consented): Promise<Map<number, HabitDayRow[]>> {
  const owners = ownerIds.filter((id) => id === granted.viewerId || granted.grants.has(id));
  if (!owners.length) return new Map();
  const rows = await habitDaysOf(db, { owners: idArray(owners) });
  return new Map(rows.map((r) => [Number(r.user_id), parseHabitDays(r.days)]));
}

/**
 * The day's submission of `userId`: a new row, or the day's row with its sums replaced (one a day),
 * with its kept score from the previous day's (and any later submission's restated: a zone moved
 * back a day); answers its id. Inside the caller's transaction, with replaceAnswers.
 */
export async function upsertSubmission(
  tx: Db,
  v: { userId: number; formId: number; day: string; offset: number; value: number; total: number; totalQuestions: number },
): Promise<{ id: number; created: boolean }> {
  // The previous submission's state and every later one, locked: two submissions of one client run one after the other.
  const around = await selectRows<{ id: number; day: string; value: number; total: number; score: number; scored: number }>(
    tx,
    sql`select id, submitted_on::text as day, value, total, score, scored from habit_submissions
        where user_id = ${v.userId} and submitted_on >= coalesce(
          (select max(submitted_on) from habit_submissions where user_id = ${v.userId} and submitted_on < ${v.day}), ${v.day})
        order by submitted_on for update`,
  );
  const previous = around[0] && around[0].day < v.day ? around[0] : null;
  let state: HabitState | null = previous ? { date: previous.day, score: Number(previous.score), scored: Number(previous.scored) } : null;
  state = habitStateAfter(state, { date: v.day, value: v.value, total: v.total });
  const [row] = await tx
    .insert(habitSubmissions)
    .values({
      userId: v.userId,
      formId: v.formId,
      submittedOn: v.day,
      offset: v.offset,
      value: v.value,
      total: v.total,
      totalQuestions: v.totalQuestions,
      score: state.score,
      scored: state.scored,
    })
    .onConflictDoUpdate({
      target: [habitSubmissions.userId, habitSubmissions.submittedOn],
      set: {
        formId: v.formId,
        offset: v.offset,
        value: v.value,
        total: v.total,
        totalQuestions: v.totalQuestions,
        score: state.score,
        scored: state.scored,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: habitSubmissions.id, created: sql<boolean>`(xmax = 0)` });
  const later = around.filter((r) => r.day > v.day);
  if (later.length) {
    const restated = later.map((r) => {
      state = habitStateAfter(state, { date: r.day, value: Number(r.value), total: Number(r.total) });
      return { id: Number(r.id), score: state.score, scored: state.scored };
    });
    await tx.execute(sql`update habit_submissions h set score = s.score, scored = s.scored
      from unnest(${idArray(restated.map((r) => r.id))}::int[], ${`{${restated.map((r) => r.score).join(',')}}`}::float8[],
                  ${idArray(restated.map((r) => r.scored))}::int[]) as s(id, score, scored)
      where h.id = s.id`);
  }
  return { id: row!.id, created: !!row!.created };
}

/** The submission's answers become exactly these. */
export async function replaceAnswers(tx: Db, submissionId: number, answers: readonly { question_id: number; answer: string | null }[]) {
  await tx.delete(habitAnswers).where(sql`${habitAnswers.submissionId} = ${submissionId}`);
  if (answers.length)
    await tx.insert(habitAnswers).values(answers.map((a) => ({ submissionId, questionId: a.question_id, answer: a.answer })));
}
