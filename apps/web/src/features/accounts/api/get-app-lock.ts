import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApiPaths as paths, type AppLockStatus } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { rememberAppLock } from '../lib/app-lock-state';
import { accountsKeys } from './query-keys';

export async function getAppLock(signal?: AbortSignal): Promise<AppLockStatus> {
  const status = await api.get<AppLockStatus>(paths.appLock, { signal });
  // Kept for this user, so a reload while offline still knows the lock is on.
  rememberAppLock(status.enabled);
  return status;
}

export function getAppLockQueryOptions() {
  return queryOptions({ queryKey: accountsKeys.appLock(), queryFn: ({ signal }) => getAppLock(signal), staleTime: 5 * 60_000 });
}

export function useAppLock(enabled = true) {
  return useQuery({ ...getAppLockQueryOptions(), enabled });
}
