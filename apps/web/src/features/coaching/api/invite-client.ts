import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachClient, type InviteClientBody } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** POST coach/users {email}: invites a client ('Invitation sent'). The modal says the outcome. */
export function inviteClient(body: InviteClientBody): Promise<{ message: string; item: CoachClient }> {
  return api.post<{ message: string; item: CoachClient }>(paths.users, body);
}

export function useInviteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteClient,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
