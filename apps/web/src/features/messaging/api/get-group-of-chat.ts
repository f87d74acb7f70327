import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths, type GroupDetail } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET groups/{id}: a group chat's name, and the members a group-member chat names. */
export const getGroupOfChat = (groupId: number, signal?: AbortSignal) => api.get<GroupDetail>(groupsApiPaths.group(groupId), { signal });

export function useGroupOfChat(groupId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.group(groupId ?? 0),
      queryFn: ({ signal }) => getGroupOfChat(groupId!, signal),
      enabled: groupId !== null,
      staleTime: 60_000,
    }),
  );
}
