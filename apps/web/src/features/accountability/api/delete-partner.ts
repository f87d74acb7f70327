import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, accountabilityTexts as t } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { accountabilityKeys } from './query-keys';

/** DELETE accountability-partners/{id}: either side ends a relationship, or the requester withdraws a request. */
export function deletePartner(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(paths.partner(id));
}

/** Toasts here, as with answers: the removed row (and a modal within it) leaves as the lists are read again. */
export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSuccess: () => notify.success(t.removed),
    onError: (error) => notify.error(refusalText(error, t.errorOccurred)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
