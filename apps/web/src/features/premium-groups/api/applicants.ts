import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths, groupsTexts, type AddMemberBody, type GroupDetail, type MemberWriteResponse } from '@holdfast/shared/groups';
import {
  premiumApiPaths as paths,
  premiumTexts as t,
  type ApplicantDetails,
  type ApplicantWriteResponse,
  type RejectApplicantBody,
} from '@holdfast/shared/premium-groups';
import {
  failureText,
  useCompletePremiumGroup as useCompleteGroup,
  usePremiumGroupAction,
  useResendSubscription as useResendSubscriptionLink,
} from '@/lib/api/complete-premium-group';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

export { failureText };

/** GET groups/{id}: the premium group with its applicants (the members' premium_group_status). */
export function getPremiumGroup(groupId: number, signal?: AbortSignal): Promise<GroupDetail> {
  return api.get<GroupDetail>(groupsApiPaths.group(groupId), { signal });
}

export function useGetPremiumGroup(groupId: number) {
  return useQuery(
    queryOptions({ queryKey: premiumKeys.group(groupId), queryFn: ({ signal }) => getPremiumGroup(groupId, signal), enabled: groupId > 0 }),
  );
}

/** GET groups/{id}/members/{memberId}/application: every answer, pre-payment, and what the leader may do. */
export function getApplicant(groupId: number, memberId: number, signal?: AbortSignal): Promise<ApplicantDetails> {
  return api.get<ApplicantDetails>(paths.application(groupId, memberId), { signal });
}

export function useGetApplicant(groupId: number, memberId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: premiumKeys.applicant(groupId, memberId ?? 0),
      queryFn: ({ signal }) => getApplicant(groupId, memberId!, signal),
      enabled: memberId !== null && memberId > 0,
    }),
  );
}

type MemberRef = { groupId: number; memberId: number };

/** One leader action on an applicant: its call, its failure text (spec 8); the success toast is the API's message. */
function useApplicantAction<V extends MemberRef>(call: (v: V) => Promise<{ message: string }>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(failureText(error, failure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}

export const useMarkReview = () =>
  useApplicantAction(
    ({ groupId, memberId }: MemberRef) => api.patch<ApplicantWriteResponse>(paths.markReview(groupId, memberId), {}),
    t.reviewFailure,
  );

export const useAcceptApplicant = () =>
  useApplicantAction(
    ({ groupId, memberId }: MemberRef) => api.patch<ApplicantWriteResponse>(paths.accept(groupId, memberId), {}),
    t.acceptFailure,
  );

export const useRejectApplicant = () =>
  useApplicantAction(
    ({ groupId, memberId, body }: MemberRef & { body: RejectApplicantBody }) =>
      api.patch<ApplicantWriteResponse>(paths.markRejected(groupId, memberId), body),
    t.rejectFailure,
  );

export const useResendPrePayment = () =>
  useApplicantAction(
    ({ groupId, memberId }: MemberRef) => api.post<{ message: string }>(paths.resendPrePayment(groupId, memberId), {}),
    t.prePaymentMailFailure,
  );

export const useResendSubscription = () => useResendSubscriptionLink(premiumKeys.all);

export const useStartPremiumGroup = () => usePremiumGroupAction(paths.start, t.startFailure, premiumKeys.all);
export const useCompletePremiumGroup = () => useCompleteGroup(premiumKeys.all);

/**
 * POST groups/{id}/members from premium group management: a co-leader's invitation before the start
 * (the API takes only 'group-leader' in a premium group). Spec 8's toasts; a 422 is listed in the form.
 */
export function useInviteCoLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: number; body: AddMemberBody }) =>
      api.post<MemberWriteResponse>(groupsApiPaths.members(groupId), body),
    onSuccess: () => notify.success(groupsTexts.invitationToGroupSent),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(failureText(error, groupsTexts.sendInvitationFailure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
