/**
 * Calendar days. A day is a 'YYYY-MM-DD' string in the user's own time zone, derived from an
 * instant and the client's `offset` (seconds, positive WEST of UTC: UTC-5 sends 18000).
 * Pure functions on UTC arithmetic: no Date-local methods, so the server's zone never matters.
 */

export type LocalDate = string;
const DAY_MS = 86_400_000;

export const MAX_OFFSET_SECONDS = 14 * 3600;

export function localDateOf(instant: Date, offsetSeconds: number): LocalDate {
  return new Date(instant.getTime() - offsetSeconds * 1000).toISOString().slice(0, 10);
}

export function parseLocalDate(d: LocalDate): number {
  // Hot (the triage view calls it ~10 times per member): years 100-9999 without the split and the
  // second Date; the same answer as below (Date.UTC rolls over months and days the same way).
  if (d.length === 10 && d[4] === '-' && d[7] === '-') {
    const y = Number(d.slice(0, 4));
    if (y >= 100) return Date.UTC(y, Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  }
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  // Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear keeps 0050 as 0050.
  return new Date(Date.UTC(2000, m - 1, day)).setUTCFullYear(y, m - 1, day);
}

export function addDays(d: LocalDate, n: number): LocalDate {
  return new Date(parseLocalDate(d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((parseLocalDate(b) - parseLocalDate(a)) / DAY_MS);
}

export function isLocalDate(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(parseLocalDate(v)).toISOString().slice(0, 10) === v;
}

export function startOfMonth(d: LocalDate): LocalDate {
  return `${d.slice(0, 7)}-01`;
}

export function startOfYear(d: LocalDate): LocalDate {
  return `${d.slice(0, 4)}-01-01`;
}

export function addMonths(d: LocalDate, n: number): LocalDate {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The instant range [from, to) covering local days start..end (inclusive) at an offset. */
export function instantRange(start: LocalDate, end: LocalDate, offsetSeconds: number) {
  return {
    from: new Date(parseLocalDate(start) + offsetSeconds * 1000),
    to: new Date(parseLocalDate(end) + DAY_MS + offsetSeconds * 1000),
  };
}

/** The earliest calendar day a record may carry; earlier years are typing slips, not history. */
export const EARLIEST_DAY: LocalDate = '1900-01-01';

/**
 * The latest day a record may carry: tomorrow in UTC, which is today somewhere (UTC+14).
 * The member's own "not after today" rule is checked with their offset where it applies.
 */
export function latestRecordDay(now: Date = new Date()): LocalDate {
  return addDays(now.toISOString().slice(0, 10), 1);
}

/** A record's day lies between EARLIEST_DAY and tomorrow. */
export function isSaneRecordDay(d: LocalDate, now: Date = new Date()): boolean {
  return d >= EARLIEST_DAY && d <= latestRecordDay(now);
}

/** A range filter's day: from EARLIEST_DAY to a year ahead (a calendar grid reaches past today). */
export function isSaneFilterDay(d: LocalDate, now: Date = new Date()): boolean {
  return d >= EARLIEST_DAY && d <= addDays(latestRecordDay(now), 366);
}

/**
 * The `offset` (seconds, positive west, as a client sends it) of an IANA time zone at an instant:
 * 'America/New_York' in January is 18000. Null for a name the runtime does not know. The zone's
 * rules (daylight saving) come from the runtime's Intl data.
 */
export function offsetInTimeZone(timeZone: string, at: Date): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  } catch {
    return null;
  }
  // 'GMT', 'GMT+05:30', 'GMT-11:00' (east of UTC is '+', which an offset writes as negative).
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(name);
  if (!m) return null;
  const seconds = m[1] ? Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 : 0;
  return m[1] === '+' && seconds ? -seconds : seconds;
}
