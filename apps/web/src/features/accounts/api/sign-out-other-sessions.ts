import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type SignedOutSessions } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function signOutOtherSessions(): Promise<SignedOutSessions> {
  return api.delete(paths.sessions);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.sessions() }),
  });
}
