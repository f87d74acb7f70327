import dayjs from 'dayjs';

/** Relative time as the spec words it: 'moments ago' under an hour, then hours, days (under 30), months, years. */
export function relativeTime(iso: string | Date, now: Date = new Date()): string {
  const then = dayjs(iso);
  const at = dayjs(now);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  const hours = at.diff(then, 'hour');
  if (hours < 1) return 'moments ago';
  if (hours < 24) return plural(hours, 'hour');
  const days = at.diff(then, 'day');
  if (days < 30) return plural(days, 'day');
  const months = at.diff(then, 'month');
  if (months < 12) return plural(Math.max(months, 1), 'month');
  return plural(at.diff(then, 'year'), 'year');
}
