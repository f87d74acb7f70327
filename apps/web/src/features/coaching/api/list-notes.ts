import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@holdfast/shared/common';
import { COACHING_PAGE_SIZE, coachingApiPaths as paths, type CoachNote } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/users/{id}/notes?page=: the coach's notes on one client, newest first, 15 a page. */
export function listNotes(coachUserId: number, page: number, signal?: AbortSignal): Promise<Page<CoachNote>> {
  return api.get<Page<CoachNote>>(paths.userNotes(coachUserId), { signal, query: { page, perPage: COACHING_PAGE_SIZE } });
}

export function useListNotes(coachUserId: number) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: coachingKeys.notes(coachUserId),
      queryFn: ({ pageParam, signal }) => listNotes(coachUserId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
    enabled: coachUserId > 0,
  });
}
