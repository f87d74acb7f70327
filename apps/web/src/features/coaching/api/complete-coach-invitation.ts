import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachDetailAnswer, type CompleteInvitationInput } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** PATCH coach/invitation/complete: the card's setup intent succeeded; the subscription is made and onboarding is over. */
export function completeCoachInvitation(input: CompleteInvitationInput): Promise<CoachDetailAnswer> {
  return api.patch<CoachDetailAnswer>(paths.invitationComplete, input);
}

/** The card form says why a completion failed; the hook only tells the success. */
export function useCompleteCoachInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCoachInvitation,
    onSuccess: (answer) => {
      queryClient.setQueryData(coachingKeys.coach(), answer.item);
      queryClient.removeQueries({ queryKey: coachingKeys.setupIntent('setup') });
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
