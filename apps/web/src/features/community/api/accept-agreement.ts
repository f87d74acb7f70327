import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApiPaths as paths, type AgreementAnswer, type AgreementBody } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';

/** POST community/agreement: both boxes required; the profile then says the agreement is accepted. */
export function acceptAgreement(body: AgreementBody): Promise<AgreementAnswer> {
  return api.post<AgreementAnswer>(paths.agreement, body);
}
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (answer) => {
      notify.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
