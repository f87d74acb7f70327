import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachNote, type CreateCoachNoteInput } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** POST coach/users/{id}/notes {note}. The form lists 422s and says the rest. */
export function createNote({
  coachUserId,
  body,
}: {
  coachUserId: number;
  body: CreateCoachNoteInput;
}): Promise<{ message: string; item: CoachNote }> {
  return api.post<{ message: string; item: CoachNote }>(paths.userNotes(coachUserId), body);
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_answer, { coachUserId }) => queryClient.invalidateQueries({ queryKey: coachingKeys.notes(coachUserId) }),
  });
}
