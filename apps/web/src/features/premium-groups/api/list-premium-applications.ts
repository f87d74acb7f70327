import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  premiumApiPaths as paths,
  PREMIUM_APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
  type PremiumApplicationPage,
} from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

export type StatusFilter = ApplicationStatus | 'all';

/** GET admin/premium-applications?status=&page=&perPage= (ff_admin, upgrade_admin). */
export function listPremiumApplications(status: StatusFilter, page: number, signal?: AbortSignal): Promise<PremiumApplicationPage> {
  return api.get<PremiumApplicationPage>(paths.adminApplications, {
    query: { status, page, perPage: PREMIUM_APPLICATIONS_PAGE_SIZE },
    signal,
  });
}

export function useListPremiumApplications(status: StatusFilter, page: number) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.adminList(status, page),
      queryFn: ({ signal }) => listPremiumApplications(status, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
