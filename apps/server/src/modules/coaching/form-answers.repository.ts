import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { habitAnswers } from './coaching.table';

/** Which of the questions `ids` a coach client has answered in the habit tracker (the admin console keeps them: retire, never delete). */
export async function answeredHabitQuestionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: habitAnswers.questionId })
    .from(habitAnswers)
    .where(and(inArray(habitAnswers.questionId, [...ids]), isNotNull(habitAnswers.answer), sql`btrim(${habitAnswers.answer}) <> ''`));
  return rows.map((r) => r.id);
}
