import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SendSosInput, type SosWriteResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** POST sos: ask everyone who may see my data for help now. */
export function sendSos(input: SendSosInput): Promise<SosWriteResponse> {
  return api.post<SosWriteResponse>(paths.sos, input);
}

export function useSendSos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSos,
    onSuccess: ({ item }) => {
      queryClient.setQueryData(accountabilityKeys.sosItem(item.id), item);
      void queryClient.invalidateQueries({ queryKey: accountabilityKeys.sos() });
    },
  });
}
