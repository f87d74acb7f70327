import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@holdfast/shared/accounts';
import { api } from '../api-client';
import { useToken } from '../use-token';

export const profileQueryKey = ['users', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>('users/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user; disabled (no call) without a token. */
export function useProfile() {
  const token = useToken();
  return useQuery({ ...getProfileQueryOptions(), enabled: Boolean(token) });
}
