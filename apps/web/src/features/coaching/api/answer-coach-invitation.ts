import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type AnswerCoachInvitationBody } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { coachingKeys } from './query-keys';

/** POST coach/client/invitation/accept: I accept (with my switches) or reject a coach's invitation. */
export function answerCoachInvitation(body: AnswerCoachInvitationBody): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.clientInvitationAccept, body);
}

/** An answer changes my coach link and my roles (coach_client: the menu's 'My Coach'): both are read again. */
export function useAnswerCoachInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCoachInvitation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
