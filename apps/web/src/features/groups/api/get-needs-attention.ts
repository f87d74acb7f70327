import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type NeedsAttention } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET leader/needs-attention: the members of my groups who need attention, most urgent first. */
export function getNeedsAttention(signal?: AbortSignal): Promise<NeedsAttention> {
  return api.get<NeedsAttention>(paths.needsAttention, { signal });
}

export function useGetNeedsAttention() {
  return useQuery(
    queryOptions({ queryKey: groupsKeys.needsAttention(), queryFn: ({ signal }) => getNeedsAttention(signal), staleTime: 0 }),
  );
}
