import { offsetInTimeZone } from '@holdfast/shared/check-ins';
import type { Db } from '../../platform/db/client';
import { findProfileTimezoneId } from '../accounts';
import { findTimezoneName } from '../reference';
import * as offsets from './offsets.repository';

/**
 * The offset (seconds, as `localDateOf` takes it) by which a member's own calendar day is counted
 * when no call sent one: their last one (their latest check-in, crash report, weekly answer or
 * dashboard call: `member_offsets`, read here unless the caller has it, `kept`); else their profile
 * time zone's offset at `at`; else, with nothing known of them at all, UTC (docs/areas/check-ins.md,
 * "Calendar days"). Streaks and the daily auto-expiry both count days by it.
 */
export async function memberOffset(db: Db, userId: number, at: Date, kept?: number | null): Promise<number> {
  const known = kept === undefined ? await offsets.findKeptOffset(db, userId) : kept;
  if (known !== null) return known;
  const zoneId = await findProfileTimezoneId(db, userId);
  const zone = zoneId === null ? null : await findTimezoneName(db, zoneId);
  return (zone === null ? null : offsetInTimeZone(zone, at)) ?? 0;
}
