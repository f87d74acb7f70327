import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type GroupDetail } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET groups/{id}: the group and the members I may see, each with the actions I may take on it. */
export function getGroup(id: number, signal?: AbortSignal): Promise<GroupDetail> {
  return api.get<GroupDetail>(paths.group(id), { signal });
}

export function useGetGroup(id: number) {
  return useQuery({
    ...queryOptions({ queryKey: groupsKeys.group(id), queryFn: ({ signal }) => getGroup(id, signal) }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
