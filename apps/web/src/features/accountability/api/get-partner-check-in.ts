import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerCheckIn } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/check-ins/{id}: one check-in of a person whose check-ins I may see. */
export function getPartnerCheckIn(id: number, signal?: AbortSignal): Promise<PartnerCheckIn> {
  return api.get<PartnerCheckIn>(paths.checkIn(id), { signal });
}

/**
 * The detail of an event the calendar shows, read again on opening: the answer is current (consent
 * may have changed since the calendar loaded) and the read is one record in the owner's access log.
 */
export function useGetPartnerCheckIn(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: accountabilityKeys.checkIn(id ?? 0),
      queryFn: ({ signal }) => getPartnerCheckIn(id!, signal),
      staleTime: 0,
    }),
    enabled: id !== null,
  });
}
