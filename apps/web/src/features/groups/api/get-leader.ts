import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type LeaderStatus } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET leader: whether I am a leader (may create premium groups) and which groups I lead. */
export function getLeader(signal?: AbortSignal): Promise<LeaderStatus> {
  return api.get<LeaderStatus>(paths.leader, { signal });
}

export function useGetLeader() {
  return useQuery(queryOptions({ queryKey: groupsKeys.leader(), queryFn: ({ signal }) => getLeader(signal) }));
}
