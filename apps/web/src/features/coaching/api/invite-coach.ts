import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, coachingTexts as t, type AdminCoachAnswer, type InviteCoachInput } from '@holdfast/shared/coaching';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** POST admin/coaches (ff_admin): invite a coach by e-mail, with an optional meeting link. */
export function inviteCoach(input: InviteCoachInput): Promise<AdminCoachAnswer> {
  return api.post<AdminCoachAnswer>(paths.adminCoaches, input);
}

/** A 422 is said on the form; any other failure is told with the API's reason. */
export function useInviteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoach,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(isApiError(error) ? error.message : t.genericError);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...coachingKeys.all, 'admin-coaches'] }),
  });
}
