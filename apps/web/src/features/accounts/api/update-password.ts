import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths, type UpdatePasswordInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';

export function updatePassword(input: UpdatePasswordInput): Promise<OkResponse> {
  return api.put(paths.updatePassword, input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
