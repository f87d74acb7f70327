import { habitResultOfStates, type HabitResult } from '@holdfast/shared/coaching';
import type { HabitDayRow } from './habits.repository';

/** A client's day at `now` from a UTC offset (seconds behind UTC, as check-ins keep it). */
export const localDayAt = (now: number, offsetSeconds: number) => new Date(now - offsetSeconds * 1000).toISOString().slice(0, 10);

/**
 * A client's habit result from their kept submissions (habitDaysSql's; null before the first):
 * the shared rule, on the client's own today (the offset of their latest submission).
 */
export function presentHabitResult(days: readonly HabitDayRow[], now = Date.now()): HabitResult | null {
  const latest = days.at(-1);
  if (!latest) return null;
  return habitResultOfStates(days, localDayAt(now, latest.offset));
}
