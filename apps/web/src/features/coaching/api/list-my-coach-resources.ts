import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@holdfast/shared/common';
import { COACHING_PAGE_SIZE, coachingApiPaths as paths, type CoachResource } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/client/resources: my coach's resources, 15 a page (each file with a link signed for me). */
export function listMyCoachResources(page: number, signal?: AbortSignal): Promise<Page<CoachResource>> {
  return api.get<Page<CoachResource>>(paths.clientResources, { signal, query: { page, perPage: COACHING_PAGE_SIZE } });
}

export function useListMyCoachResources() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coachingKeys.myResources(),
      queryFn: ({ pageParam, signal }) => listMyCoachResources(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  );
}
