import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type SetAppLockInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function setAppLock(input: SetAppLockInput): Promise<OkResponse> {
  return api.put(paths.appLock, input);
}

export function useSetAppLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppLock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.appLock() }),
  });
}
