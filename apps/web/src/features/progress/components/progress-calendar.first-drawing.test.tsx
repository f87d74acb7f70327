import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { listEmotionsQueryOptions } from '@/lib/api/list-emotions';
import { mediaQueryList } from '@/test/media';
import { signIn } from '@/test/render';
import { listCheckInsQueryOptions } from '../api/list-check-ins';
import { listTriggerAnswersQueryOptions } from '../api/list-trigger-answers';
import { initialCalendarRange } from '../lib/calendar-range';
import ProgressCalendar from './progress-calendar';

// Each drawing of the calendar as ProgressCalendar asks for it: FullCalendar itself is replaced by a
// stand-in that records its events and reports its dates after mounting, as FullCalendar's datesSet does.
const drawings = vi.hoisted(() => [] as number[]);
vi.mock('@/components/calendar/event-calendar', () => ({
  default: function StandIn({ events, onRangeChange }: { events: unknown[]; onRangeChange: (r: { start: string; end: string }) => void }) {
    drawings.push(events.length);
    useEffect(() => onRangeChange(initialCalendarRange(false)), [onRangeChange]);
    return null;
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  drawings.length = 0;
});

describe('the progress calendar on a first load', () => {
  it('draws what the route prefetched in its very first drawing, not an empty month first', () => {
    signIn();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, false));
    const fetched = vi.spyOn(globalThis, 'fetch');
    // What prefetchProgress leaves in the cache as the route is entered: the first range's answers.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const range = initialCalendarRange(false);
    const day = range.start;
    client.setQueryData(listCheckInsQueryOptions(range).queryKey, [
      { id: 7, feeling_zone: 'recovery', checkin_emotions: [], checkin_date: day } as never,
    ]);
    client.setQueryData(listTriggerAnswersQueryOptions(range).queryKey, [
      { id: 41, trigger_name: 'Late-night crash', reported_date: day } as never,
    ]);
    client.setQueryData(listEmotionsQueryOptions().queryKey, []);
    render(
      <AppProviders client={client} env="test">
        <ProgressCalendar />
      </AppProviders>,
    );
    // Before, the first drawing had no range yet (FullCalendar reports its dates after mounting): an
    // empty month under a skeleton, then the whole grid again with the check-in and the report.
    expect(drawings[0]).toBe(2);
    expect(drawings.every((n) => n === 2)).toBe(true);
    expect(fetched).not.toHaveBeenCalled();
  });
});
