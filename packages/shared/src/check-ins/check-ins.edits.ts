import { daysBetween, localDateOf, type LocalDate } from './check-ins.days';

/** What is stored of a check-in's time: the instant, the offset it was made at, its calendar day. */
export interface StoredCheckInTime {
  checkinOn: Date;
  offset: number;
  checkinDate: LocalDate;
}

/** The time fields of an edit (PUT checkins/{id}). */
export interface CheckInTimeEdit {
  /** The picked calendar day itself (the web's edit-date dialog sends this). */
  checkin_date?: LocalDate;
  /** The spec's field: an instant, read at `offset`; moves the day only when it differs from the stored one. */
  checkin_on?: string;
  /** The member's offset now: it decides "today", never the stored day of an unmoved check-in. */
  offset: number;
}

export type CheckInEditPlan =
  { ok: true; moved: boolean; checkinOn: Date; offset: number; checkinDate: LocalDate } | { ok: false; reason: 'future' };

const DAY_MS = 86_400_000;

/**
 * The day an edited check-in lands on. An edit keeps the stored calendar day (and the instant
 * and offset it was made at) unless the member picks another day, so a daylight-saving change or
 * a trip between making and editing a check-in can never move it. A picked day is stored as that
 * calendar day: the instant shifts by whole days at the stored offset, keeping the time of day.
 * A day after the member's today (at their current offset) is refused.
 */
export function planCheckInEdit(stored: StoredCheckInTime, edit: CheckInTimeEdit, now: Date = new Date()): CheckInEditPlan {
  let picked: LocalDate | null = null;
  if (edit.checkin_date !== undefined) picked = edit.checkin_date;
  else if (edit.checkin_on !== undefined && Date.parse(edit.checkin_on) !== stored.checkinOn.getTime()) {
    picked = localDateOf(new Date(edit.checkin_on), edit.offset);
  }
  if (picked === null || picked === stored.checkinDate) {
    return { ok: true, moved: false, checkinOn: stored.checkinOn, offset: stored.offset, checkinDate: stored.checkinDate };
  }
  if (picked > localDateOf(now, edit.offset)) return { ok: false, reason: 'future' };
  const checkinOn = new Date(stored.checkinOn.getTime() + daysBetween(localDateOf(stored.checkinOn, stored.offset), picked) * DAY_MS);
  return { ok: true, moved: true, checkinOn, offset: stored.offset, checkinDate: picked };
}
