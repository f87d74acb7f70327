import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerList } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners: accepted relationships as mutual, my_accountable, accountable_for. */
export function listPartners(signal?: AbortSignal): Promise<PartnerList> {
  return api.get<PartnerList>(paths.partners, { signal });
}

export function listPartnersQueryOptions() {
  return queryOptions({ queryKey: accountabilityKeys.partners(), queryFn: ({ signal }) => listPartners(signal) });
}

export function useListPartners() {
  return useQuery(listPartnersQueryOptions());
}
