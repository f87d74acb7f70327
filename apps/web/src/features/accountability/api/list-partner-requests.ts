import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerRequests } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/requests: pending requests both ways. */
export function listPartnerRequests(signal?: AbortSignal): Promise<PartnerRequests> {
  return api.get<PartnerRequests>(paths.requests, { signal });
}

export function listPartnerRequestsQueryOptions() {
  return queryOptions({ queryKey: accountabilityKeys.requests(), queryFn: ({ signal }) => listPartnerRequests(signal) });
}

export function useListPartnerRequests() {
  return useQuery(listPartnerRequestsQueryOptions());
}
