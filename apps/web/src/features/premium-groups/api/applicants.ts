import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths, type GroupDetail } from '@holdfast/shared/groups';
import {
  premiumApiPaths as paths,
  premiumTexts as t,
  type ApplicantDetails,
  type ApplicantWriteResponse,
  type PremiumGroupActionResponse,
  type RejectApplicantBody,
} from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

/** The API's own refusal (a 4xx with its text) or the spec's failure toast. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422 && error.message ? error.message : fallback;
}

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

export const useResendSubscription = () =>
  useApplicantAction(
    ({ groupId, memberId }: MemberRef) => api.post<{ message: string }>(paths.resendSubscription(groupId, memberId), {}),
    t.sendLinkFailure,
  );

/** PATCH premium-groups/start and premium-groups/mark-completed (group_id). */
function useGroupAction(path: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => api.patch<PremiumGroupActionResponse>(path, { group_id: groupId }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(failureText(error, failure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}

export const useStartPremiumGroup = () => useGroupAction(paths.start, t.startFailure);
export const useCompletePremiumGroup = () => useGroupAction(paths.markCompleted, t.completeFailure);
