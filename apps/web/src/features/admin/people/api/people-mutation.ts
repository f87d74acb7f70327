import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminPeopleKeys } from './query-keys';

/**
 * A change to a person from the console: the answer's message as a toast, a refusal's reason as an
 * error toast (a 422 is left to the form that sent it), and the person's queries refreshed either way.
 */
export function usePeopleMutation<I, A extends { message: string }>(call: (input: I) => Promise<A>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(isApiError(error) ? error.message : failure);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
