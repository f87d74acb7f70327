import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { premiumApiPaths as paths, PREMIUM_APPLICATIONS_PAGE_SIZE, type LeaveChargePage } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
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
