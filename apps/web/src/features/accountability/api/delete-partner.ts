import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** DELETE accountability-partners/{id}: either side ends a relationship, or the requester withdraws a request. */
export function deletePartner(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(paths.partner(id));
}

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
