import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths, type GroupDetail } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { premiumKeys } from './query-keys';

/** GET groups/{id}: the premium group with its applicants (the members' premium_group_status). */
export function getPremiumGroup(groupId: number, signal?: AbortSignal): Promise<GroupDetail> {
  return api.get<GroupDetail>(groupsApiPaths.group(groupId), { signal });
}

export function useGetPremiumGroup(groupId: number) {
  return useQuery(
    queryOptions({ queryKey: premiumKeys.group(groupId), queryFn: ({ signal }) => getPremiumGroup(groupId, signal), enabled: groupId > 0 }),
  );
}
