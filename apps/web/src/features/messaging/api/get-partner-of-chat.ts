import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths, type AccountabilityPartnerDetail } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET accountability-partners/{id}: who a partner chat is with. */
export const getPartnerOfChat = (partnerId: number, signal?: AbortSignal) =>
  api.get<AccountabilityPartnerDetail>(accountabilityApiPaths.partner(partnerId), { signal });

export function usePartnerOfChat(partnerId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.partner(partnerId ?? 0),
      queryFn: ({ signal }) => getPartnerOfChat(partnerId!, signal),
      enabled: partnerId !== null,
      staleTime: 60_000,
    }),
  );
}
