import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ChangeEmailInput, type ChangeEmailRequestSent } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { changeEmailRequestQueryKey } from './get-change-email-request';

/** PUT users/change-email: edits the pending request and re-sends its mail. */
export function updateChangeEmailRequest(input: ChangeEmailInput): Promise<ChangeEmailRequestSent> {
  return api.put(paths.changeEmail, input);
}

export function useUpdateChangeEmailRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChangeEmailRequest,
    onSuccess: ({ request }) => queryClient.setQueryData(changeEmailRequestQueryKey, { request }),
  });
}
