import { groupsApiPaths as paths, groupsTexts as t, type AddMemberBody, type MemberWriteResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** POST groups/{id}/members: 'Invitation to join group sent.' / 'Unable to send invitation'. */
export function addMember({ groupId, body }: { groupId: number; body: AddMemberBody }): Promise<MemberWriteResponse> {
  return api.post<MemberWriteResponse>(paths.members(groupId), body);
}
export const useAddMember = () =>
  useGroupsMutation(
    addMember,
    () => t.invitationToGroupSent,
    () => t.sendInvitationFailure,
    { listed422: true },
  );
