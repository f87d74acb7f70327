import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type CheckInForDay } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

export function getCheckInForDay(date: string, signal?: AbortSignal): Promise<CheckInForDay> {
  return api.get<CheckInForDay>(paths.forDay, { signal, query: { date, offset: currentOffset() } });
}

export function getCheckInForDayQueryOptions(date: string) {
  return queryOptions({ queryKey: ['checkins', 'for-day', date], queryFn: ({ signal }) => getCheckInForDay(date, signal), staleTime: 0 });
}

export function useGetCheckInForDay(date: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCheckInForDayQueryOptions(date), enabled: options.enabled ?? true });
}
