import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/api/get-profile';
import { api } from '@/lib/api-client';
import type { OkResponse } from '@holdfast/shared/common';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';

/** POST users/update-password/wordpress: replaces a migrated WordPress password. */
export function resetOldPassword(password: string): Promise<OkResponse> {
  return api.post(paths.resetOldPassword, { password });
}

export function useResetOldPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOldPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
