import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApiPaths as paths, type UserMeta } from '@holdfast/shared/accounts';
import { api } from '../api-client';

export function userMetaQueryKey(key: string) {
  return ['users', 'user-meta', key] as const;
}

export function getUserMeta(key: string, signal?: AbortSignal): Promise<UserMeta> {
  return api.get<UserMeta>(paths.userMeta(encodeURIComponent(key)), { signal });
}

export function getUserMetaQueryOptions(key: string) {
  return queryOptions({
    queryKey: userMetaQueryKey(key),
    queryFn: ({ signal }) => getUserMeta(key, signal),
  });
}

export function useUserMeta(key: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserMetaQueryOptions(key), enabled: options.enabled ?? true });
}
