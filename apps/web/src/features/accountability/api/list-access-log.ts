import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_LOG_PAGE_SIZE, accountabilityApiPaths as paths, type AccessLogPage } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET users/access-log: who read my check-ins or crash reports, newest first. */
export function listAccessLog(page: number, signal?: AbortSignal): Promise<AccessLogPage> {
  return api.get<AccessLogPage>(paths.accessLog, { signal, query: { page, perPage: ACCESS_LOG_PAGE_SIZE } });
}

export function useListAccessLog(page: number) {
  return useQuery({
    ...queryOptions({ queryKey: accountabilityKeys.accessLog(page), queryFn: ({ signal }) => listAccessLog(page, signal), staleTime: 0 }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
