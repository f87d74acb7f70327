import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { communityKeys } from './query-keys';

/**
 * The failure toast: the spec's text, except where the API's own answer says more to the member
 * (a posting limit, a second flag, a refusal): those carry a sentence written for them.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && [403, 409, 429].includes(error.status) && error.message && error.code !== 'community_agreement_required')
    return error.message;
  return fallback;
}

/** A community write: its success toast (often the API's answer), its failure toast, then every community read again. */
export function useCommunityMutation<V, R>(
  mutationFn: (v: V) => Promise<R>,
  options: { success?: (answer: R, v: V) => string | null; failure: string | ((v: V) => string); quiet422?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer: R, v: V) => {
      const text = options.success?.(answer, v);
      if (text) notify.success(text);
    },
    onError: (error: unknown, v: V) => {
      if (options.quiet422 && isApiError(error) && error.status === 422) return; // the form shows the field's text
      notify.error(failureText(error, typeof options.failure === 'function' ? options.failure(v) : options.failure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
