import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, signIn } from '@/test/render';
import { useGetGroupCheckIns } from './get-group-check-ins';
import { useGetGroupTriggers } from './get-group-triggers';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const answer = (url: URL) => ({
  group_id: 7,
  start_date: url.searchParams.get('startDate'),
  end_date: url.searchParams.get('endDate'),
  people: [],
  events: [],
});

describe('group calendar calls', () => {
  it.each([
    ['check-ins', 'GET members/checkins', useGetGroupCheckIns],
    ['crash reports', 'GET members/system-triggers', useGetGroupTriggers],
  ] as const)(
    '%s: none without a range, the range asked for, and the last range kept while the next loads',
    async (_name, route, useCalendar) => {
      signIn();
      const asked: string[] = [];
      mockApi({
        [route]: (_init, url) => {
          asked.push(url.search);
          return [200, answer(url)];
        },
      });
      const { result, rerender } = renderHook(({ range }: { range: { start: string; end: string } | null }) => useCalendar(7, range), {
        wrapper,
        initialProps: { range: null as { start: string; end: string } | null },
      });
      expect(result.current.fetchStatus).toBe('idle');
      expect(asked).toHaveLength(0);

      rerender({ range: { start: '2026-11-01', end: '2026-11-30' } });
      await waitFor(() => expect(result.current.data?.start_date).toBe('2026-11-01'));
      expect(asked[0]).toBe('?group_id=7&startDate=2026-11-01&endDate=2026-11-30');

      rerender({ range: { start: '2026-12-01', end: '2026-12-31' } });
      expect(result.current.data?.start_date).toBe('2026-11-01');
      expect(result.current.isPlaceholderData).toBe(true);
      await waitFor(() => expect(result.current.data?.start_date).toBe('2026-12-01'));
    },
  );
});
