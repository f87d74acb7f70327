import { groupsApiPaths as paths, groupsTexts as t, type MemberWriteResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** PUT groups/{id}/members/{memberId} with role_type: promote or demote. */
export function changeRole({
  groupId,
  memberId,
  role,
}: {
  groupId: number;
  memberId: number;
  role: 'group-leader' | 'member';
}): Promise<MemberWriteResponse> {
  return api.put<MemberWriteResponse>(paths.member(groupId, memberId), { role_type: role });
}
export const useChangeRole = () =>
  useGroupsMutation(
    changeRole,
    () => t.roleUpdated,
    () => t.roleFailure,
  );
