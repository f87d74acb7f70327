import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { coachingKeys } from './query-keys';

/**
 * A coach's write on their clients: the spec's toasts (the answer's message, or `failure` unless
 * the refusal has words of its own) and every coaching read refreshed.
 */
export function useCoachingMutation<V, R extends { message: string }>(mutationFn: (v: V) => Promise<R>, failure: string, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer: R) => notify.success(success ?? answer.message),
    onError: (error: unknown) => notify.error(refusalText(error, failure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
