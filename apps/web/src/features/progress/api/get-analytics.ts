import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type Analytics, type DayRange, type RangeMode } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

export function getAnalytics(mode: RangeMode, range: DayRange, signal?: AbortSignal): Promise<Analytics> {
  return api.get<Analytics>(paths.analytics, {
    signal,
    query: { startDate: range.start, endDate: range.end, mode, offset: currentOffset() },
  });
}

export function useGetAnalytics(mode: RangeMode, range: DayRange) {
  return useQuery({
    ...queryOptions({
      queryKey: ['checkins', 'analytics', mode, range.start, range.end],
      queryFn: ({ signal }) => getAnalytics(mode, range, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
