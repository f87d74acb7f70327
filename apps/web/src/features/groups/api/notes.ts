import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  groupsApiPaths as paths,
  NOTES_PAGE_SIZE,
  type CreateNoteBody,
  type GroupNotePage,
  type NoteWriteResponse,
} from '@holdfast/shared/groups';
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

/** POST groups/{groupId}/members/{memberId}/notes. The form shows 422s in its card and says the rest. */
export function createNote({
  groupId,
  memberId,
  body,
}: {
  groupId: number;
  memberId: number;
  body: CreateNoteBody;
}): Promise<NoteWriteResponse> {
  return api.post<NoteWriteResponse>(paths.notes(groupId, memberId), body);
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_answer, { groupId, memberId }) => queryClient.invalidateQueries({ queryKey: groupsKeys.notes(groupId, memberId) }),
  });
}
