import { computeCheckInStreak, computePurityStreak, localDateOf } from '@holdfast/shared/check-ins';
import type { Db } from '../../platform/db/client';
import * as repo from './check-ins.repository';

/**
 * The check-in streak by the shared rule, over an indexed range of the newest days: a first
 * window covers any streak shorter than it; a longer streak widens the window.
 */
export async function loadCheckInStreak(db: Db, userId: number, today: string): Promise<number> {
  let limit = 400;
  for (;;) {
    const days = await repo.listRecentCheckInDays(db, userId, today, limit);
    const streak = computeCheckInStreak(days, today);
    if (streak < days.length || days.length < limit) return streak;
    limit *= 4;
  }
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
