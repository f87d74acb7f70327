import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordInput } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';

export function updatePassword(input: UpdatePasswordInput): Promise<OkResponse> {
  return api.put('users/update-password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
