import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  premiumApiPaths as paths,
  PREMIUM_APPLICATIONS_PAGE_SIZE,
  type LeaveChargePage,
  type LeaveChargeWriteResponse,
} from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

/** GET admin/premium-leave-charges?page=&perPage= (ff_admin, upgrade_admin): newest first. */
export function listLeaveCharges(page: number, signal?: AbortSignal): Promise<LeaveChargePage> {
  return api.get<LeaveChargePage>(paths.adminLeaveCharges, { query: { page, perPage: PREMIUM_APPLICATIONS_PAGE_SIZE }, signal });
}

export function useListLeaveCharges(page: number) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.leaveCharges(page),
      queryFn: ({ signal }) => listLeaveCharges(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

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
