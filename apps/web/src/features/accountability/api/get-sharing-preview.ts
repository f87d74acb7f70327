import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SharingPreview } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/{id}/sharing/preview: what this partner's own calls answer about me. */
export function getSharingPreview(id: number, startDate: string, endDate: string, signal?: AbortSignal): Promise<SharingPreview> {
  return api.get<SharingPreview>(paths.sharingPreview(id), { signal, query: { startDate, endDate } });
}

export function useGetSharingPreview(id: number, range: { start: string; end: string }, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: accountabilityKeys.sharingPreview(id, range.start, range.end),
      queryFn: ({ signal }) => getSharingPreview(id, range.start, range.end, signal),
      staleTime: 0,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
