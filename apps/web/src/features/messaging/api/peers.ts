import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths, type AccountabilityPartnerDetail } from '@holdfast/shared/accountability';
import { groupsApiPaths, type GroupDetail } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET accountability-partners/{id}: who a partner chat is with. */
export function usePartnerOfChat(partnerId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.partner(partnerId ?? 0),
      queryFn: ({ signal }) => api.get<AccountabilityPartnerDetail>(accountabilityApiPaths.partner(partnerId!), { signal }),
      enabled: partnerId !== null,
      staleTime: 60_000,
    }),
  );
}

/** GET groups/{id}: a group chat's name, and the members a group-member chat names. */
export function useGroupOfChat(groupId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.group(groupId ?? 0),
      queryFn: ({ signal }) => api.get<GroupDetail>(groupsApiPaths.group(groupId!), { signal }),
      enabled: groupId !== null,
      staleTime: 60_000,
    }),
  );
}
