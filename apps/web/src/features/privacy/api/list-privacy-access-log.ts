import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_LOG_PAGE_SIZE, accountabilityApiPaths, type AccessKind, type AccessLogPage } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** What the privacy centre narrows 'who viewed my data' to (each optional). */
export interface AccessLogFilters {
  viewerId?: number;
  kind?: AccessKind;
  from?: string;
  to?: string;
}

/** GET users/access-log with the owner's filters (one viewer, one kind, a span of days). */
export function listPrivacyAccessLog(page: number, filters: AccessLogFilters, signal?: AbortSignal): Promise<AccessLogPage> {
  return api.get<AccessLogPage>(accountabilityApiPaths.accessLog, {
    signal,
    query: {
      page,
      perPage: ACCESS_LOG_PAGE_SIZE,
      ...(filters.viewerId ? { viewer_id: filters.viewerId } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
    },
  });
}

export function useListPrivacyAccessLog(page: number, filters: AccessLogFilters) {
  return useQuery({
    ...queryOptions({
      queryKey: privacyKeys.accessLog(page, filters),
      queryFn: ({ signal }) => listPrivacyAccessLog(page, filters, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
