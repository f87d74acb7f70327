import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { initialCalendarRange } from './calendar-range';

// The prefetch only helps when its range is the one FullCalendar then asks for (its datesSet).
describe('initialCalendarRange', () => {
  it('desktop: six weeks from the Sunday on or before the 1st', () => {
    expect(initialCalendarRange(false, dayjs('2026-11-24T10:00:00'))).toEqual({ start: '2026-11-01', end: '2026-12-12' });
    expect(initialCalendarRange(false, dayjs('2026-12-31T23:00:00'))).toEqual({ start: '2026-11-29', end: '2027-01-09' });
  });
  it('phone: the week of today, Sunday to Saturday', () => {
    expect(initialCalendarRange(true, dayjs('2026-11-24T10:00:00'))).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(initialCalendarRange(true, dayjs('2026-11-22T00:30:00'))).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });
});
