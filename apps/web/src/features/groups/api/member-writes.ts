import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  groupsApiPaths as paths,
  groupsTexts as t,
  type AddMemberBody,
  type MemberAnswer,
  type MemberWriteResponse,
  type RequestStatusResponse,
} from '@holdfast/shared/groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { groupsKeys } from './query-keys';

type Message = { message: string };

/**
 * Every member write refreshes the area's lists (the group, the portal, progress, triage) without
 * waiting for them: a caller that leaves the page (after leaving the group) goes at once, before
 * the group it left answers 404.
 */
function useGroupsMutation<V, R>(
  mutationFn: (v: V) => Promise<R>,
  success: (v: V) => string,
  failure: (v: V) => string,
  options: { listed422?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer: R, variables: V) => notify.success(success(variables)),
    onError: (error: unknown, variables: V) => {
      if (options.listed422 && isApiError(error) && error.status === 422) return; // the form's error card lists it
      notify.error(refusalText(error, failure(variables)));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}

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

/** DELETE groups/{id}/members/{memberId}: 'Member removed successfully.' / 'Unable to remove member'. */
export function removeMember({ groupId, memberId }: { groupId: number; memberId: number }): Promise<Message> {
  return api.delete<Message>(paths.member(groupId, memberId));
}
export const useRemoveMember = () =>
  useGroupsMutation(
    removeMember,
    () => t.memberRemoved,
    () => t.removeMemberFailure,
  );

/** DELETE members/leave-group?group_id=: refused for the last admin with the spec's words. */
export function leaveGroup(groupId: number): Promise<Message> {
  return api.delete<Message>(paths.leaveGroup, { query: { group_id: groupId } });
}
export const useLeaveGroup = () =>
  useGroupsMutation(
    leaveGroup,
    () => t.left,
    () => t.leaveFailure,
  );

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

/** POST members/{id}/resend-invitation: 'Invitation sent successfully' / 'Unable to send invitation'. */
export function resendInvitation(memberId: number): Promise<Message> {
  return api.post<Message>(paths.resendInvitation(memberId));
}
export const useResendInvitation = () =>
  useGroupsMutation(
    resendInvitation,
    () => t.invitationSent,
    () => t.sendInvitationFailure,
  );

/** POST members/{id}/send-reminder: 'Reminder sent successfully' / 'Unable to send reminder'. */
export function sendReminder(memberId: number): Promise<Message> {
  return api.post<Message>(paths.sendReminder(memberId));
}
export const useSendReminder = () =>
  useGroupsMutation(
    sendReminder,
    () => t.reminderSent,
    () => t.reminderFailure,
  );
