import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, coachingTexts as t, type CoachClientAnswer, type InviteClientInput } from '@holdfast/shared/coaching';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** POST coach/users: invite a client by e-mail (a member gets a notification and a mail; an address without an account, the invitation registration). */
export function inviteClient(input: InviteClientInput): Promise<CoachClientAnswer> {
  return api.post<CoachClientAnswer>(paths.users, input);
}

/** A 422 is said under the field by the form; any other failure is the spec's 'Error Occurred'. */
export function useInviteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteClient,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(t.genericError);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
