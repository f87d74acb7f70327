import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** The admin dashboard's counts of check-ins' records (counts only, never rows; exported from index.ts). */

/** Daily check-ins made since `since`. */
export async function countCheckInsSince(db: Db, since: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from checkins where checkin_on >= ${since.toISOString()}`,
  );
  return Number(row?.n ?? 0);
}

/** Crash reports made since `since`. */
export async function countCrashReportsSince(db: Db, since: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from trigger_answers where reported_on >= ${since.toISOString()}`,
  );
  return Number(row?.n ?? 0);
}
