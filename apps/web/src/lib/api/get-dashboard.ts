import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type Dashboard } from '@holdfast/shared/check-ins';
import { api } from '../api-client';
import { currentOffset } from '../timezone-offset';
import { queryKeys } from './query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(paths.dashboard, { signal, query: { offset: currentOffset() } });
}

/**
 * Fresh for a few seconds only: what the route's loader prefetched as the first load opened is used
 * by the page it opens (at staleTime 0 the page asked for it a second time as it mounted), and any
 * later visit to a page showing it asks again (writes that change it invalidate it as well).
 */
export const DASHBOARD_STALE_MS = 5_000;

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal), staleTime: DASHBOARD_STALE_MS });
}

export function useGetDashboard() {
  return useQuery(getDashboardQueryOptions());
}
