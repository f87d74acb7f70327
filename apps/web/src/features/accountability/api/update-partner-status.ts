import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountabilityApiPaths as paths,
  accountabilityTexts as t,
  type AnswerStatus,
  type PartnerWriteResponse,
} from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { accountabilityKeys } from './query-keys';

/** PATCH accountability-partners/{id}/update-status: the non-requester approves or rejects. */
export function updatePartnerStatus({ id, status }: { id: number; status: AnswerStatus }): Promise<PartnerWriteResponse> {
  return api.patch<PartnerWriteResponse>(paths.updateStatus(id), { status });
}

/**
 * The toasts are said here: the answered request leaves the list as it is read again, and the
 * modal that asked goes with it (a component's own callbacks would not run).
 */
export function useUpdatePartnerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerStatus,
    onSuccess: (_answer, { status }) => notify.success(status === 'accepted' ? t.accepted : t.rejected),
    onError: (error) => notify.error(refusalText(error, t.errorOccurred)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
