import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths, groupsTexts, type AddMemberBody, type MemberWriteResponse } from '@holdfast/shared/groups';
import { failureText } from '@/lib/api/complete-premium-group';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

/**
 * POST groups/{id}/members from premium group management: a co-leader's invitation before the start
 * (the API takes only 'group-leader' in a premium group). Spec 8's toasts; a 422 is listed in the form.
 */
export const inviteCoLeader = ({ groupId, body }: { groupId: number; body: AddMemberBody }) =>
  api.post<MemberWriteResponse>(groupsApiPaths.members(groupId), body);

export function useInviteCoLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoLeader,
    onSuccess: () => notify.success(groupsTexts.invitationToGroupSent),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(failureText(error, groupsTexts.sendInvitationFailure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
