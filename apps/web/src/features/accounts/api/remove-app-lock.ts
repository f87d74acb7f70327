import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type RemoveAppLockInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { apiRequest } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function removeAppLock(input: RemoveAppLockInput): Promise<OkResponse> {
  return apiRequest(paths.appLock, { method: 'DELETE', body: input });
}

export function useRemoveAppLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAppLock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.appLock() }),
  });
}
