import { groupsApiPaths as paths, groupsTexts as t, type MemberAnswer, type RequestStatusResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupsMutation } from './groups-mutation';

/** PATCH members/{id}/request-status: the invitee accepts or rejects (a rejected invitation may still be accepted). */
export function answerInvitation({ memberId, status }: { memberId: number; status: MemberAnswer }): Promise<RequestStatusResponse> {
  return api.patch<RequestStatusResponse>(paths.requestStatus(memberId), { request_status: status });
}
export const useAnswerInvitation = () =>
  useGroupsMutation(
    answerInvitation,
    () => t.statusUpdated,
    () => t.statusFailure,
  );
