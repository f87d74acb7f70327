import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@holdfast/shared/check-ins';
import { api } from '../../../lib/api-client';
import { currentOffset } from '../lib/offset';

/** The results page shows the check-in streak; it comes with GET dashboard (same cache as the dashboard page). */
export function getCheckInStreak(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('dashboard', { signal, query: { offset: currentOffset() } });
}

export function getCheckInStreakQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getCheckInStreak(signal) });
}

export function useGetCheckInStreak() {
  return useQuery(getCheckInStreakQueryOptions());
}
