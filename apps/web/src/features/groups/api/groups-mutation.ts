import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { groupsKeys } from './query-keys';

/**
 * Every member write refreshes the area's lists (the group, the portal, progress, triage) without
 * waiting for them: a caller that leaves the page (after leaving the group) goes at once, before
 * the group it left answers 404.
 */
export function useGroupsMutation<V, R>(
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
