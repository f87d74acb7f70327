import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type SetAppLockInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { forgetBiometricPin } from '@/lib/platform';
import { accountsKeys } from './query-keys';

/** A new PIN: the one kept for biometric unlock (native) is the old one, so it goes; the next typed unlock keeps the new. */
export async function setAppLock(input: SetAppLockInput): Promise<OkResponse> {
  const answer = await api.put<OkResponse>(paths.appLock, input);
  await forgetBiometricPin().catch(() => undefined);
  return answer;
}

export function useSetAppLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppLock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.appLock() }),
  });
}
