import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  premiumApiPaths as paths,
  PREMIUM_APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
  type ApplicationWriteResponse,
  type PremiumApplicationPage,
  type SuggestedGroups,
} from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
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

/** GET admin/premium-applications/{id}/suggested-groups: fitting groups, best first. */
export function listSuggestedGroups(applicationId: number, signal?: AbortSignal): Promise<SuggestedGroups> {
  return api.get<SuggestedGroups>(paths.suggestedGroups(applicationId), { signal });
}

export function useListSuggestedGroups(applicationId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.suggested(applicationId ?? 0),
      queryFn: ({ signal }) => listSuggestedGroups(applicationId!, signal),
      enabled: applicationId !== null,
    }),
  );
}

/** POST admin/premium-applications/{id}/place (group_id): a member row 'New' in that group; its leaders are told. */
export function placeApplication({
  applicationId,
  groupId,
}: {
  applicationId: number;
  groupId: number;
}): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.place(applicationId), { group_id: groupId });
}

export function usePlaceApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeApplication,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.message : 'Unable to place the application'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
