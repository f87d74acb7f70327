import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@holdfast/shared/accounts';
import { api } from '../api-client';
import { useToken } from '../use-token';
import { setStorageUser } from '../user-storage';

export const profileQueryKey = ['users', 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const user = await api.get<User>('users/profile', { signal });
  // Per-user browser storage (check-in draft and queue) follows the signed-in user.
  setStorageUser(user.id);
  return user;
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
