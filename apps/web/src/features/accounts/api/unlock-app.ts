import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths, type UnlockAnswer, type UnlockInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

export function unlockApp(input: UnlockInput): Promise<UnlockAnswer> {
  return api.post(paths.appLockUnlock, input);
}

export function useUnlockApp() {
  return useMutation({ mutationFn: unlockApp });
}
