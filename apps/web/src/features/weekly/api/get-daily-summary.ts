import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckIn } from '@holdfast/shared/check-ins';
import { api } from '../../../lib/api-client';
import { currentOffset } from '../lib/offset';

export interface DailySummaryDay {
  date: string;
  checkin: CheckIn | null;
  crash_reports: number;
}

export function getDailySummary(signal?: AbortSignal): Promise<DailySummaryDay[]> {
  return api.get<DailySummaryDay[]>('checkins/daily-summary', { signal, query: { offset: currentOffset() } });
}

export function useGetDailySummary() {
  return useQuery(queryOptions({ queryKey: ['checkins', 'daily-summary'], queryFn: ({ signal }) => getDailySummary(signal), staleTime: 0 }));
}
