import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
import { checkInExpiry, memberOffsets } from './check-ins.table';

/** The member's auto-expiry choice in days, or null (never). */
export async function findExpiryDays(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ days: checkInExpiry.afterDays }).from(checkInExpiry).where(eq(checkInExpiry.userId, userId));
  return row?.days ?? null;
}

/** Sets (or with null removes) the member's choice. */
export async function saveExpiryDays(db: Db, userId: number, days: number | null) {
  if (days === null) {
    await db.delete(checkInExpiry).where(eq(checkInExpiry.userId, userId));
    return;
  }
  await db
    .insert(checkInExpiry)
    .values({ userId, afterDays: days })
    .onConflictDoUpdate({ target: checkInExpiry.userId, set: { afterDays: days, updatedAt: new Date() } });
}

/**
 * Every member who chose an expiry (the daily job's list; one row per member), with the offset they
 * last sent (null when none: then their profile's time zone says their day).
 */
export async function listExpiryChoices(db: Db, userId?: number) {
  return db
    .select({ userId: checkInExpiry.userId, afterDays: checkInExpiry.afterDays, keptOffset: memberOffsets.offset })
    .from(checkInExpiry)
    .leftJoin(memberOffsets, eq(memberOffsets.userId, checkInExpiry.userId))
    .where(userId === undefined ? undefined : eq(checkInExpiry.userId, userId))
    .orderBy(checkInExpiry.userId);
}

/**
 * Erases the answers of the member's crash reports from before `before` (a calendar day): the row,
 * its day, time and kind stay (calendars, counts, the relapse facts), its answers become []. Answers
 * the ids it changed; a report already erased is not touched again.
 */
export async function eraseCrashReportDetails(db: Db, userId: number, before: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update trigger_answers set answers = '[]'::jsonb
        where user_id = ${userId} and reported_date < ${before}::date and answers <> '[]'::jsonb
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Erases the notes and question answers of the member's check-ins from before `before`: the day,
 * the zone, the emotions and the FASTER answers (the stage) stay, so streaks, calendars and
 * analytics read the same. Answers the ids it changed.
 */
export async function eraseCheckInNotes(db: Db, userId: number, before: string): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update checkins set feeling_notes = '', questions = null, updated_at = now()
        where user_id = ${userId} and checkin_date < ${before}::date and (feeling_notes <> '' or questions is not null)
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * After a restore: the details an expiry erased (the erasure ledger's ids) erased again, whatever
 * day the restored clock says (`kind` as EXPIRY_LEDGER_KINDS names it).
 */
export async function eraseExpiredAgain(db: Db, kind: 'crash_report_details' | 'check_in_notes', ids: readonly number[]) {
  if (!ids.length) return;
  const list = `{${ids.map((n) => Math.trunc(n)).join(',')}}`;
  if (kind === 'crash_report_details')
    await db.execute(sql`update trigger_answers set answers = '[]'::jsonb where id = any(${list}::int[]) and answers <> '[]'::jsonb`);
  else
    await db.execute(
      sql`update checkins set feeling_notes = '', questions = null, updated_at = now()
          where id = any(${list}::int[]) and (feeling_notes <> '' or questions is not null)`,
    );
}
