import type { OkResponse } from '@holdfast/shared/common';
import { groupsApiPaths as paths, groupsTexts as t } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** DELETE groups/{id}/members/{memberId}: 'Member removed successfully.' / 'Unable to remove member'. */
export function removeMember({ groupId, memberId }: { groupId: number; memberId: number }): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.member(groupId, memberId));
}
export const useRemoveMember = () =>
  useGroupsMutation(
    removeMember,
    () => t.memberRemoved,
    () => t.removeMemberFailure,
  );
