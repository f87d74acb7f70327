import dayjs from 'dayjs';
import { MEETING_TIME_STEP_MINUTES } from '@holdfast/shared/groups';

/** The premium group's time picker (spec 9): every 30 minutes of the day, sent as 'HH:MM', shown in 12-hour format. */
export const MEETING_TIME_OPTIONS = Array.from({ length: (24 * 60) / MEETING_TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * MEETING_TIME_STEP_MINUTES;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: formatMeetingTime(value) };
});

export function formatMeetingTime(value: string): string {
  return dayjs(`2000-01-01T${value}`).format('h:mm A');
}
