import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * The content part's mutations: the answer replaces `key`'s data when it is that query's shape
 * (else the key is refetched), a toast says it is saved; a 422 is left to the form (its fields say
 * why), any other refusal is told with the API's reason.
 */
export function useConfigsMutation<V, R>(call: (vars: V) => Promise<R>, key: QueryKey, opts: { setData?: boolean; quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (opts.setData) queryClient.setQueryData(key, answer);
      if (!opts.quiet) notify.success(t.saved);
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) notify.error(isApiError(error) ? error.message : t.loadFailed);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
