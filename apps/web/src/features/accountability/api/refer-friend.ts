import { useMutation } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type ReferFriendInput } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';

/** POST users/invitation: invite a friend to Holdfast by e-mail. */
export function referFriend(input: ReferFriendInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.referFriend, input);
}

export function useReferFriend() {
  return useMutation({ mutationFn: referFriend });
}
