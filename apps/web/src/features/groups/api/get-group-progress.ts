import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type GroupProgress } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET groups/{id}/progress: each accepted sharing member's last check-in, streak, crash reports and courses. */
export function getGroupProgress(id: number, signal?: AbortSignal): Promise<GroupProgress> {
  return api.get<GroupProgress>(paths.progress(id), { signal });
}

export function useGetGroupProgress(id: number) {
  return useQuery({
    ...queryOptions({ queryKey: groupsKeys.progress(id), queryFn: ({ signal }) => getGroupProgress(id, signal), staleTime: 0 }),
    enabled: id > 0,
  });
}
