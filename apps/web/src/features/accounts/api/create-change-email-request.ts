import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ChangeEmailRequestSent } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { changeEmailRequestQueryKey } from './get-change-email-request';

export function createChangeEmailRequest(email: string): Promise<ChangeEmailRequestSent> {
  return api.post(paths.changeEmailRequest, { email });
}

export function useCreateChangeEmailRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangeEmailRequest,
    onSuccess: ({ request }) => queryClient.setQueryData(changeEmailRequestQueryKey, { request }),
  });
}
