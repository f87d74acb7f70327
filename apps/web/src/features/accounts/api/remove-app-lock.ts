import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type RemoveAppLockInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { apiRequest } from '@/lib/api-client';
import { forgetBiometricPin } from '@/lib/platform';
import { accountsKeys } from './query-keys';

export async function removeAppLock(input: RemoveAppLockInput): Promise<OkResponse> {
  const answer = await apiRequest<OkResponse>(paths.appLock, { method: 'DELETE', body: input });
  await forgetBiometricPin().catch(() => undefined);
  return answer;
}

export function useRemoveAppLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAppLock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.appLock() }),
  });
}
