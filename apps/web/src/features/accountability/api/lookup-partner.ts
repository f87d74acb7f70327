import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerLookup } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/lookup?user_id=: whether 'Add Partner' is open for this known user, and why not. */
export function lookupPartner(userId: number, signal?: AbortSignal): Promise<PartnerLookup> {
  return api.get<PartnerLookup>(paths.lookup, { signal, query: { user_id: userId } });
}

export function useLookupPartner(userId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: accountabilityKeys.lookup(userId ?? 0), queryFn: ({ signal }) => lookupPartner(userId!, signal) }),
    enabled: userId !== null,
  });
}
