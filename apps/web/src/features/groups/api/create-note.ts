import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths as paths, type CreateNoteBody, type NoteWriteResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

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
