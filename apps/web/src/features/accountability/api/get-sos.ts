import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type Sos } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET sos/{id}: one SOS I sent or received. */
export function getSos(id: number, signal?: AbortSignal): Promise<Sos> {
  return api.get<Sos>(paths.sosItem(id), { signal });
}

export function useGetSos(id: number) {
  return useQuery(queryOptions({ queryKey: accountabilityKeys.sosItem(id), queryFn: ({ signal }) => getSos(id, signal), staleTime: 0 }));
}
