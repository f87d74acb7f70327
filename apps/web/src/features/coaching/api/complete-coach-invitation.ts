import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  coachingApiPaths as paths,
  type CoachBillingAnswer,
  type CoachDetail,
  type CompleteInvitationInput,
} from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** PATCH coach/invitation/complete: the card's setup intent succeeded; the subscription is made and onboarding is over. */
export function completeCoachInvitation(input: CompleteInvitationInput): Promise<CoachBillingAnswer> {
  return api.patch<CoachBillingAnswer>(paths.invitationComplete, input);
}

/** The card form says why a completion failed; the hook only tells the success. */
export function useCompleteCoachInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCoachInvitation,
    onSuccess: (answer) => {
      // The answer is the billing state, not the whole coach record: it updates the cached record's billing fields.
      const { is_billing_setup_complete, subscription_status, trial_end } = answer.item;
      queryClient.setQueryData<CoachDetail | null>(coachingKeys.coach(), (coach) =>
        coach ? { ...coach, is_billing_setup_complete, subscription_status, trial_end } : coach,
      );
      queryClient.removeQueries({ queryKey: coachingKeys.setupIntent('setup') });
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
