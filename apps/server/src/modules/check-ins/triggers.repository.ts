import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { systemTriggers, triggerAnswers } from './check-ins.table';

// ---------- system triggers ----------

export function listActiveTriggers(db: Db) {
  return db
    .select()
    .from(systemTriggers)
    .where(eq(systemTriggers.isActive, true))
    .orderBy(asc(systemTriggers.position), asc(systemTriggers.id));
}

export async function findActiveTrigger(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(systemTriggers)
    .where(and(eq(systemTriggers.id, id), eq(systemTriggers.isActive, true)));
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
