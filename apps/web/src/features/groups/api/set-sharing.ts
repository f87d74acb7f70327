import { groupsApiPaths as paths, groupsTexts as t, type MemberWriteResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** PUT groups/{id}/members/{memberId} with share_data: my own sharing with the group. */
export function setSharing({
  groupId,
  memberId,
  share,
}: {
  groupId: number;
  memberId: number;
  share: boolean;
}): Promise<MemberWriteResponse> {
  return api.put<MemberWriteResponse>(paths.member(groupId, memberId), { share_data: share });
}
export const useSetSharing = () =>
  useGroupsMutation(
    setSharing,
    () => t.sharingUpdated,
    () => t.sharingFailure,
  );
