import { addDays, addMonths, startOfMonth, startOfYear, type LocalDate } from './check-ins.days';
import { FASTER_CATEGORIES } from './check-ins.constants';

export const RANGE_MODES = ['weekly', 'monthly', 'month-to-date', 'year-to-date'] as const;
export type RangeMode = (typeof RANGE_MODES)[number];

export interface DayRange {
  start: LocalDate;
  end: LocalDate;
}

/** The initial range of a mode, ending today (spec 2 section 4.6). */
export function initialRange(mode: RangeMode, today: LocalDate): DayRange {
  switch (mode) {
    case 'weekly':
      return { start: addDays(today, -6), end: today };
    case 'monthly':
      return { start: addDays(today, -29), end: today };
    case 'month-to-date':
      return { start: startOfMonth(today), end: today };
    case 'year-to-date':
      return { start: startOfYear(today), end: today };
  }
}

/**
 * Arrows move by 7 days, 30 days, a month or a year. Going forward never passes today; for the
 * calendar modes a partial current period ends at today.
 */
export function shiftRange(mode: RangeMode, range: DayRange, direction: -1 | 1, today: LocalDate): DayRange {
  let next: DayRange;
  switch (mode) {
    case 'weekly':
      next = { start: addDays(range.start, 7 * direction), end: addDays(range.end, 7 * direction) };
      break;
    case 'monthly':
      next = { start: addDays(range.start, 30 * direction), end: addDays(range.end, 30 * direction) };
      break;
    case 'month-to-date': {
      const start = addMonths(range.start, direction);
      next = { start, end: addDays(addMonths(start, 1), -1) };
      break;
    }
    case 'year-to-date': {
      const start = `${Number(range.start.slice(0, 4)) + direction}-01-01`;
      next = { start, end: `${start.slice(0, 4)}-12-31` };
      break;
    }
  }
  if (next.end >= today) return initialRange(mode, today);
  return next;
}

export function canMoveForward(range: DayRange, today: LocalDate): boolean {
  return range.end < today;
}

/** 'N Days' or '1 Day'. */
export function dayCountLabel(n: number): string {
  return n === 1 ? '1 Day' : `${n} Days`;
}

/** Pads a top list to `size` with 'N/A' entries. */
export function padTop<T extends { label: string }>(items: readonly T[], size: number): (T | { label: 'N/A'; count: 0 })[] {
  const top: (T | { label: 'N/A'; count: 0 })[] = items.slice(0, size);
  while (top.length < size) top.push({ label: 'N/A', count: 0 });
  return top;
}

const SCORE_BY_CATEGORY = new Map<number, number>(FASTER_CATEGORIES.map((c) => [c.id, c.score]));

export function categoryScore(categoryId: number): number | null {
  return SCORE_BY_CATEGORY.get(categoryId) ?? null;
}

/** A day's zone score: the lowest score among its FASTER entries (null with none). */
export function dayZoneScore(categoryIds: readonly number[]): number | null {
  const scores = categoryIds.map(categoryScore).filter((s): s is number => s !== null);
  return scores.length ? Math.min(...scores) : null;
}

/**
 * The dashboard's FASTER warning: on each of the last three check-in days (days that have a
 * FASTER score) the stage moved toward Relapse compared with the check-in day before it.
 * `scores` are in day order, oldest first.
 */
export function isMovingTowardRelapse(scores: readonly number[]): boolean {
  if (scores.length < 4) return false;
  const last = scores.slice(-4);
  return last[1]! < last[0]! && last[2]! < last[1]! && last[3]! < last[2]!;
}

/** The FASTER warning looks at this many check-in days with FASTER entries ... */
export const FASTER_WARNING_CHECKINS = 4;
/** ... all of them within this many days ending today (older answers say nothing about now). */
export const FASTER_WARNING_WINDOW_DAYS = 7;

/**
 * The dashboard's FASTER warning, bounded to recent days: the last FASTER_WARNING_CHECKINS days
 * with FASTER entries all fall within the FASTER_WARNING_WINDOW_DAYS ending today, and the stage
 * moved toward Relapse on each of them. `days` in any order; `score` as categoryScore gives it.
 */
let fasterWindow = { today: '', from: '' };

export function hasRecentFasterSlide(days: readonly { date: LocalDate; score: number }[], today: LocalDate): boolean {
  if (days.length < FASTER_WARNING_CHECKINS) return false;
  // The window's first day, compared as text ('YYYY-MM-DD' sorts as it counts), and kept for the
  // next call with the same today: the triage view asks this for every member of a leader's groups,
  // and parsing each day twice was its largest cost.
  if (fasterWindow.today !== today) fasterWindow = { today, from: addDays(today, 1 - FASTER_WARNING_WINDOW_DAYS) };
  const from = fasterWindow.from;
  const recent = days
    .filter((d) => d.date <= today && d.date >= from)
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .slice(-FASTER_WARNING_CHECKINS);
  return recent.length === FASTER_WARNING_CHECKINS && isMovingTowardRelapse(recent.map((d) => d.score));
}
