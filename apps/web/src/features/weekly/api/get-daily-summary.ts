import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type DailySummaryDay } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

export function getDailySummary(signal?: AbortSignal): Promise<DailySummaryDay[]> {
  return api.get<DailySummaryDay[]>(paths.dailySummary, { signal, query: { offset: currentOffset() } });
}

export function useGetDailySummary() {
  return useQuery(
    queryOptions({ queryKey: ['checkins', 'daily-summary'], queryFn: ({ signal }) => getDailySummary(signal), staleTime: 0 }),
  );
}
