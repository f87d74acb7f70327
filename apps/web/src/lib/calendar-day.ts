/** 'Saturday, October 31, 2026' for a 'YYYY-MM-DD' day, whatever the browser's zone. */
export function formatCalendarDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
