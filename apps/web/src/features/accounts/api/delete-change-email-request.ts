import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeEmailRequestQueryKey } from './get-change-email-request';
import type { OkResponse } from '@holdfast/shared/common';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';

export function deleteChangeEmailRequest(): Promise<OkResponse> {
  return api.delete(paths.changeEmailRequest);
}

export function useDeleteChangeEmailRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChangeEmailRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeEmailRequestQueryKey }),
  });
}
