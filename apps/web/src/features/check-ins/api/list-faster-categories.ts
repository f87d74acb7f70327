import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type FasterCategory } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';

export function listFasterCategories(signal?: AbortSignal): Promise<FasterCategory[]> {
  return api.get<FasterCategory[]>(paths.fasterScale, { signal });
}

export function listFasterCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['checkin', 'faster-scale'],
    queryFn: ({ signal }) => listFasterCategories(signal),
    staleTime: 3_600_000,
    select: (categories) => [...categories].sort((a, b) => a.order_number - b.order_number),
  });
}

export function useListFasterCategories() {
  return useQuery(listFasterCategoriesQueryOptions());
}
