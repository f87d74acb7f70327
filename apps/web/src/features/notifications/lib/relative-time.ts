import dayjs from 'dayjs';

/** 'moments ago' under an hour, then hours, days (under 30), months, years (spec 1 section 9). */
export function relativeTime(iso: string, now = dayjs()): string {
  const then = dayjs(iso);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  const hours = now.diff(then, 'hour');
  if (hours < 1) return 'moments ago';
  if (hours < 24) return plural(hours, 'hour');
  const days = now.diff(then, 'day');
  if (days < 30) return plural(days, 'day');
  const months = now.diff(then, 'month');
  if (months < 12) return plural(Math.max(months, 1), 'month');
  return plural(now.diff(then, 'year'), 'year');
}
