import { queryOptions, useQuery } from '@tanstack/react-query';
import { premiumApiPaths as paths, type SuggestedGroups } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

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
