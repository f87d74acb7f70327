import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The visible days of a calendar, YYYY-MM-DD (both inclusive). */
export interface Range {
  start: string;
  end: string;
}

/** A coach calendar for the range on screen; the last range stays shown while the next one loads. */
export function useCoachCalendar<T>(
  queryKey: readonly unknown[],
  fetch: (range: Range, signal: AbortSignal) => Promise<T>,
  range: Range | null,
  enabled = true,
) {
  return useQuery({
    ...queryOptions({ queryKey, queryFn: ({ signal }) => fetch(range!, signal), staleTime: 0 }),
    enabled: range !== null && enabled,
    placeholderData: keepPreviousData,
  });
}
