import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { premiumApiPaths as paths, premiumTexts as t, type PremiumGroupActionResponse } from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The API's own refusal (a 4xx with its text) or the spec's failure toast. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422 && error.message ? error.message : fallback;
}

/**
 * A premium group action (start, mark completed; group_id): spec 8's toasts; `refresh` names the
 * calling feature's queries to read again (premium group management, member progress).
 */
export function usePremiumGroupAction(call: (groupId: number) => Promise<PremiumGroupActionResponse>, failure: string, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(failureText(error, failure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** PATCH premium-groups/mark-completed (group_id): started -> completed. */
export const completePremiumGroup = (groupId: number) => api.patch<PremiumGroupActionResponse>(paths.markCompleted, { group_id: groupId });

/** 'Complete Premium Group', from premium group management and member progress. */
export const useCompletePremiumGroup = (refresh: QueryKey) => usePremiumGroupAction(completePremiumGroup, t.completeFailure, refresh);
