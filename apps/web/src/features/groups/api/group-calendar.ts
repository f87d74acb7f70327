import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface Range {
  start: string;
  end: string;
}

/** A group calendar for the range on screen; the last range stays shown while the next one loads. */
export function useGroupCalendar<T>(
  queryKey: readonly unknown[],
  fetch: (range: Range, signal: AbortSignal) => Promise<T>,
  groupId: number,
  range: Range | null,
) {
  return useQuery({
    ...queryOptions({ queryKey, queryFn: ({ signal }) => fetch(range!, signal), staleTime: 0 }),
    enabled: range !== null && groupId > 0,
    placeholderData: keepPreviousData,
  });
}
