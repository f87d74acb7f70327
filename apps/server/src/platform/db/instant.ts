import { sql, type SQL } from 'drizzle-orm';

/**
 * An instant as the API answers it: ISO 8601 in UTC with milliseconds ('2026-11-24T07:50:52.020Z'),
 * from a Date or from PostgreSQL's `timestamptz` text as the driver hands it over
 * ('2026-11-24 07:50:52.020638+00'; the session's time zone is UTC).
 *
 * The same answer as `new Date(d).toISOString()` (which truncates microseconds), without making a
 * Date: the triage view (120 members, up to four instants each) spent more time parsing and
 * printing Dates than on anything else of its own. Text in any other shape goes through Date.
 */
const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

export function isoInstant(d: Date | string): string {
  if (typeof d === 'string') {
    const m = PG_UTC.exec(d);
    if (m && m[1]! >= '0100') return `${m[1]}T${m[2]}.${((m[3] ?? '') + '000').slice(0, 3)}Z`;
  }
  return new Date(d).toISOString();
}

/** isoInstant, keeping null (and undefined) as null. */
export function isoInstantOrNull(d: Date | string | null | undefined): string | null {
  return d == null ? null : isoInstant(d);
}

/** isoInstant in SQL, for JSON the database builds: the column's instant as Date#toISOString writes it (UTC, milliseconds, 'Z'). */
export const isoInstantSql = (column: string): SQL => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
