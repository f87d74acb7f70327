import { useMutation, useQueryClient } from '@tanstack/react-query';
import { premiumApiPaths as paths, type LeaveChargeWriteResponse } from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

/** POST admin/premium-leave-charges/{id}/waive: a charged one is given back through the provider first. */
export function waiveLeaveCharge(id: number): Promise<LeaveChargeWriteResponse> {
  return api.post<LeaveChargeWriteResponse>(paths.waiveLeaveCharge(id));
}

export function useWaiveLeaveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveLeaveCharge,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.message : 'Unable to waive the leave charge'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...premiumKeys.all, 'leave-charges'] }),
  });
}
