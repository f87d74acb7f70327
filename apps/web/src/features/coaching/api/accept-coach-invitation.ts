import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, coachingTexts as t, type CoachDetailAnswer } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** PATCH coach/invitation/accept: the invited coach accepts (the coach role comes with it). */
export function acceptCoachInvitation(): Promise<CoachDetailAnswer> {
  return api.patch<CoachDetailAnswer>(paths.invitationAccept);
}

export function useAcceptCoachInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCoachInvitation,
    onSuccess: (answer) => {
      queryClient.setQueryData(coachingKeys.coach(), answer.item);
      notify.success(t.coachInvitationUpdated);
      // The role changed: the menu's coaching entries and Billing follow the profile.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onError: () => notify.error(t.genericError),
  });
}
