import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@holdfast/shared/common';
import { erasureApiPaths as paths, type DeleteAccountBody } from '@holdfast/shared/erasure';
import { api } from '@/lib/api-client';

/** POST users/delete with `_method: 'delete'` and the password, as the spec's client sends it. */
export function deleteAccount(input: Pick<DeleteAccountBody, 'password'>): Promise<OkResponse> {
  return api.post(paths.deleteAccount, { _method: 'delete', password: input.password } satisfies DeleteAccountBody);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
