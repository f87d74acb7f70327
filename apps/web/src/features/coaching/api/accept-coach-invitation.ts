import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, coachingTexts as t, type CoachDetail } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { coachingKeys } from './query-keys';

/** PATCH coach/invitation/accept: the invited coach accepts ('Coach invitation request has been updated successfully'). */
export function acceptCoachInvitation(): Promise<{ message: string; item: CoachDetail }> {
  return api.patch<{ message: string; item: CoachDetail }>(paths.invitationAccept);
}

export function useAcceptCoachInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCoachInvitation,
    onSuccess: (answer) => {
      queryClient.setQueryData(coachingKeys.coach(), answer.item);
      notify.success(t.coachInvitationUpdated);
    },
    onError: (error) => notify.error(refusalText(error, t.genericError)),
  });
}
