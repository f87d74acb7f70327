import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, NOTES_PAGE_SIZE, type GroupNotePage } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET groups/{groupId}/members/{memberId}/notes: newest first, 15 a page (spec 7.3). */
export function listNotes(groupId: number, memberId: number, page: number, signal?: AbortSignal): Promise<GroupNotePage> {
  return api.get<GroupNotePage>(paths.notes(groupId, memberId), {
    signal,
    query: { page, perPage: NOTES_PAGE_SIZE, orderBy: 'created_at', orderDir: 'desc' },
  });
}

export function useListNotes(groupId: number, memberId: number | null) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: groupsKeys.notes(groupId, memberId ?? 0),
      queryFn: ({ pageParam, signal }) => listNotes(groupId, memberId!, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
    enabled: memberId !== null,
  });
}
