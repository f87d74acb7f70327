import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApiPaths as paths, type AppInfo } from '@holdfast/shared/reference';
import { APP_VERSION_CHECK_MS } from '@holdfast/shared/common';
import { api } from '../api-client';

export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return api.get<AppInfo>(paths.appInfo, { signal, anonymous: true });
}

export function getAppInfoQueryOptions() {
  return queryOptions({
    queryKey: ['app-info'] as const,
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: APP_VERSION_CHECK_MS,
    // The version check: on start and every 15 minutes (spec 1 section 9).
    refetchInterval: APP_VERSION_CHECK_MS,
    refetchIntervalInBackground: true,
  });
}

export function useAppInfo() {
  return useQuery(getAppInfoQueryOptions());
}
