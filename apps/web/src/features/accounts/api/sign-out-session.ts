import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function signOutSession(id: number): Promise<OkResponse> {
  return api.delete(paths.session(id));
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.sessions() }),
  });
}
