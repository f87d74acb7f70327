import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyApiPaths as paths, type GroupPreview } from '@holdfast/shared/privacy';
import { api } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

/** GET users/privacy/audience/{viewerId}/groups/{groupId}/preview: what that leader's Member Progress shows of me. */
export function getGroupPreview(viewerId: number, groupId: number, signal?: AbortSignal): Promise<GroupPreview> {
  return api.get<GroupPreview>(paths.groupPreview(viewerId, groupId), { signal });
}

export function useGetGroupPreview(viewerId: number, groupId: number) {
  return useQuery(
    queryOptions({
      queryKey: privacyKeys.groupPreview(viewerId, groupId),
      queryFn: ({ signal }) => getGroupPreview(viewerId, groupId, signal),
      staleTime: 0,
    }),
  );
}
