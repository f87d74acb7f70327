import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type User } from '@holdfast/shared/accounts';
import { api } from '../api-client';
import { useToken } from '../use-token';
import { setStorageUser } from '../user-storage';
import { queryKeys } from './query-keys';

export const profileQueryKey = ['users', 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const user = await api.get<User>(paths.profile, { signal });
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

/**
 * After a profile write (settings or onboarding): the saved user is the profile, and the dashboard,
 * which greets the member by name, is asked again (a copy fetched before the name was saved stayed
 * fresh for a few seconds and greeted 'Welcome ' with no name).
 */
export function storeSavedProfile(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(profileQueryKey, user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}
