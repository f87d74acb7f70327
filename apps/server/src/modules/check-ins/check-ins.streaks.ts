import { computePurityStreak, localDateOf } from '@holdfast/shared/check-ins';
import type { Db } from '../../platform/db/client';
import * as repo from './check-ins.repository';

/** The check-in streak (the shared rule, computed in SQL: see countCheckInStreak). */
export function loadCheckInStreak(db: Db, userId: number, today: string): Promise<number> {
  return repo.countCheckInStreak(db, userId, today);
}

export async function loadPurityStreak(db: Db, input: { userId: number; today: string; accountCreatedAt: Date; offset: number; latestRelapse: string | null }) {
  const overrideDay = await repo.findPurityOverride(db, input.userId);
  return {
    overrideDay,
    streak: computePurityStreak({
      today: input.today,
      latestRelapseDay: input.latestRelapse,
      overrideDay,
      accountStartDay: localDateOf(input.accountCreatedAt, input.offset),
    }),
  };
}
