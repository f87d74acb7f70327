import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@holdfast/shared/check-ins';
import { api } from '../api-client';
import { currentOffset } from '../timezone-offset';
import { queryKeys } from './query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('dashboard', { signal, query: { offset: currentOffset() } });
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}

export function useGetDashboard() {
  return useQuery(getDashboardQueryOptions());
}
