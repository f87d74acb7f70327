import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachingMessage, type UpdateCardInput } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** PATCH coach/billing-info/card: the new card replaces the default one and the open invoice is paid. */
export function updateBillingCard(input: UpdateCardInput): Promise<CoachingMessage> {
  return api.patch<CoachingMessage>(paths.billingCard, input);
}

/** The card form says why an update failed; the hook only tells the success. */
export function useUpdateBillingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingCard,
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: coachingKeys.setupIntent('update') });
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
    },
  });
}
