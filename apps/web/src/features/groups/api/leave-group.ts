import type { OkResponse } from '@holdfast/shared/common';
import { groupsApiPaths as paths, groupsTexts as t } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** DELETE members/leave-group?group_id=: refused for the last admin with the spec's words. */
export function leaveGroup(groupId: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.leaveGroup, { query: { group_id: groupId } });
}
export const useLeaveGroup = () =>
  useGroupsMutation(
    leaveGroup,
    () => t.left,
    () => t.leaveFailure,
  );
