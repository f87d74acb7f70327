import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@holdfast/shared/common';
import { COACHING_PAGE_SIZE, coachingApiPaths as paths, type CoachResource } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/resources?page=: the coach's resources, 15 a page (spec 3 section 9). */
export function listResources(page: number, signal?: AbortSignal): Promise<Page<CoachResource>> {
  return api.get<Page<CoachResource>>(paths.resources, { signal, query: { page, perPage: COACHING_PAGE_SIZE } });
}

export function useListResources() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coachingKeys.resources(),
      queryFn: ({ pageParam, signal }) => listResources(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  );
}
