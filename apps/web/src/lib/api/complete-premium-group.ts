import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { premiumApiPaths as paths, premiumTexts as t, type PremiumGroupActionResponse } from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The API's own refusal (a 4xx with its text) or the spec's failure toast. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422 && error.message ? error.message : fallback;
}

/**
 * PATCH premium-groups/{start|mark-completed} (group_id): spec 8's toasts; `refresh` names the
 * calling feature's queries to read again (premium group management, member progress).
 */
export function usePremiumGroupAction(path: string, failure: string, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => api.patch<PremiumGroupActionResponse>(path, { group_id: groupId }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(failureText(error, failure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** 'Complete Premium Group' (started -> completed), from premium group management and member progress. */
export const useCompletePremiumGroup = (refresh: QueryKey) => usePremiumGroupAction(paths.markCompleted, t.completeFailure, refresh);

/**
 * POST groups/{id}/members/{memberId}/application/resend-subscription: 'Resend Subscription', by the
 * group's leaders (premium group management) or the member for their own row (group info).
 */
export function useResendSubscription(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, memberId }: { groupId: number; memberId: number }) =>
      api.post<{ message: string }>(paths.resendSubscription(groupId, memberId), {}),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(failureText(error, t.sendLinkFailure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
