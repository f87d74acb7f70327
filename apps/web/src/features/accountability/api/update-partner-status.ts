import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type AnswerStatus, type PartnerWriteResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** PATCH accountability-partners/{id}/update-status: the non-requester approves or rejects. */
export function updatePartnerStatus({ id, status }: { id: number; status: AnswerStatus }): Promise<PartnerWriteResponse> {
  return api.patch<PartnerWriteResponse>(paths.updateStatus(id), { status });
}

export function useUpdatePartnerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
