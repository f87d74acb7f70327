import { sql, type SQL } from 'drizzle-orm';
import { HABIT_SCORE_DAYS } from '@holdfast/shared/coaching';
import type { Consented } from '../../platform/consent/consent';
import { preparedRows, type Db } from '../../platform/db/client';
import { habitAnswers, habitSubmissions } from './coaching.table';

/** Ids as one array parameter ('{1,2,3}'::int[]). */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/**
 * A client's habit submissions of the score's window (HABIT_SCORE_DAYS and a day, so every zone's
 * today is covered) as one text, oldest first: `day:value:total:total_questions:offset` joined by
 * commas, which parseHabitDays reads (habit_submissions_day_unique: one range). A scalar subquery
 * for a statement of this area; null when there is none.
 */
export function habitDaysSql(userId: SQL): SQL {
  return sql`(select string_agg(h.submitted_on::text || ':' || h.value || ':' || h.total || ':' || h.total_questions || ':' || h."offset", ',' order by h.submitted_on)
    from habit_submissions h
    where h.user_id = ${userId} and h.submitted_on >= (now() at time zone 'utc')::date - ${sql.raw(String(HABIT_SCORE_DAYS + 1))})`;
}

/** One submission of the window, as parseHabitDays reads it from habitDaysSql's text. */
export interface HabitDayRow {
  date: string;
  value: number;
  total: number;
  total_questions: number;
  offset: number;
}

export function parseHabitDays(text: string | null): HabitDayRow[] {
  if (!text) return [];
  return text.split(',').map((entry) => {
    const [date, value, total, questions, offset] = entry.split(':');
    return { date: date!, value: Number(value), total: Number(total), total_questions: Number(questions), offset: Number(offset) };
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
 * The day's submission of `userId`: a new row, or the day's row with its sums replaced (one a day);
 * answers its id. Inside the caller's transaction, with replaceAnswers.
 */
export async function upsertSubmission(
  tx: Db,
  v: { userId: number; formId: number; day: string; offset: number; value: number; total: number; totalQuestions: number },
): Promise<{ id: number; created: boolean }> {
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
    })
    .onConflictDoUpdate({
      target: [habitSubmissions.userId, habitSubmissions.submittedOn],
      set: {
        formId: v.formId,
        offset: v.offset,
        value: v.value,
        total: v.total,
        totalQuestions: v.totalQuestions,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: habitSubmissions.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: !!row!.created };
}

/** The submission's answers become exactly these. */
export async function replaceAnswers(tx: Db, submissionId: number, answers: readonly { question_id: number; answer: string | null }[]) {
  await tx.delete(habitAnswers).where(sql`${habitAnswers.submissionId} = ${submissionId}`);
  if (answers.length)
    await tx.insert(habitAnswers).values(answers.map((a) => ({ submissionId, questionId: a.question_id, answer: a.answer })));
}
