import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { coaches } from './coaching.table';

/** Coaches the team follows up: invitations not answered yet, and subscriptions whose payment failed. */
const waiting = or(
  eq(coaches.requestStatus, 'pending'),
  and(eq(coaches.requestStatus, 'accepted'), eq(coaches.subscriptionStatus, 'past_due')),
);

export async function listCoachesToFollowUp(db: Db) {
  return db
    .select({
      id: coaches.id,
      userId: coaches.userId,
      email: coaches.email,
      requestStatus: coaches.requestStatus,
      subscriptionStatus: coaches.subscriptionStatus,
      createdAt: coaches.createdAt,
      updatedAt: coaches.updatedAt,
    })
    .from(coaches)
    .where(waiting)
    .orderBy(asc(coaches.createdAt), asc(coaches.id))
    .limit(200);
}

export async function countCoachesToFollowUp(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coaches)
    .where(waiting);
  return Number(row?.n ?? 0);
}
