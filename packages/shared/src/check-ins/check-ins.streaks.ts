import { addDays, daysBetween, type LocalDate } from './check-ins.days';

/**
 * Check-in streak: consecutive calendar days with a check-in, ending today or yesterday
 * (a streak is not lost until a whole day passes without a check-in). Duplicates are ignored.
 */
export function computeCheckInStreak(checkInDays: readonly LocalDate[], today: LocalDate): number {
  const days = new Set(checkInDays);
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

/**
 * Purity streak: whole days since the latest relapse check-in or the override date, whichever is
 * later; with neither, since the day the account started. Never negative: a date in the future
 * (clock skew, a later time zone) counts as today.
 */
export function computePurityStreak(input: {
  today: LocalDate;
  latestRelapseDay: LocalDate | null;
  overrideDay: LocalDate | null;
  accountStartDay: LocalDate;
}): number {
  const candidates = [input.latestRelapseDay, input.overrideDay].filter((d): d is LocalDate => d !== null);
  const start = candidates.length ? candidates.reduce((a, b) => (a > b ? a : b)) : input.accountStartDay;
  return Math.max(0, daysBetween(start, input.today));
}

/** An override must be a day before today (spec: 'not later than yesterday'). */
export function isValidPurityOverride(day: LocalDate, today: LocalDate): boolean {
  return day < today;
}

/** Weekly and commitment check-ins are recent when submitted 0 to 5 days ago. */
export function isRecent(submittedDay: LocalDate | null, today: LocalDate, days = 5): boolean {
  if (!submittedDay) return false;
  const age = daysBetween(submittedDay, today);
  return age >= 0 && age <= days;
}

export function reachedMilestone(before: number, after: number, milestones: readonly number[]): number | null {
  const hit = milestones.filter((m) => before < m && after >= m);
  return hit.length ? hit[hit.length - 1]! : null;
}
