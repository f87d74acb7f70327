import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SharingState } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/{id}/sharing: what I let this partner see. */
export function getSharing(id: number, signal?: AbortSignal): Promise<SharingState> {
  return api.get<SharingState>(paths.sharing(id), { signal });
}

export function useGetSharing(id: number) {
  return useQuery(queryOptions({ queryKey: accountabilityKeys.sharing(id), queryFn: ({ signal }) => getSharing(id, signal) }));
}
