import type { FormAnswer } from '@holdfast/shared/check-ins';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { weeklySubmissions } from './check-ins.table';

// ---------- weekly ----------

export async function insertWeeklySubmission(
  db: Db,
  values: { userId: number; kind: 'weekly' | 'commitment'; answers: FormAnswer[]; submittedDate: string },
) {
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
