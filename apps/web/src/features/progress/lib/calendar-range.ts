import dayjs from 'dayjs';
import type { CalendarRange } from '@/components/calendar/event-calendar';

/**
 * The days FullCalendar shows first, exactly as its datesSet reports them (progress-calendar): on a phone
 * the week (Sunday to Saturday) of today; otherwise six weeks from the Sunday on or before the 1st.
 */
export function initialCalendarRange(isMobile: boolean, now = dayjs()): CalendarRange {
  const first = isMobile ? now.startOf('day').subtract(now.day(), 'day') : now.startOf('month').subtract(now.startOf('month').day(), 'day');
  const days = isMobile ? 7 : 42;
  return { start: first.format('YYYY-MM-DD'), end: first.add(days - 1, 'day').format('YYYY-MM-DD') };
}
