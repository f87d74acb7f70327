import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SosWriteResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** POST sos/{id}/acknowledge: a recipient's "I'm here" (the first one wins). */
export function acknowledgeSos(id: number): Promise<SosWriteResponse> {
  return api.post<SosWriteResponse>(paths.sosAcknowledge(id));
}

/** POST sos/{id}/close: the member says they are OK now. */
export function closeSos(id: number): Promise<SosWriteResponse> {
  return api.post<SosWriteResponse>(paths.sosClose(id));
}

function useSosWrite(write: (id: number) => Promise<SosWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ item }) => queryClient.setQueryData(accountabilityKeys.sosItem(item.id), item),
    // Refused because someone else answered first, or it closed: read it as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.sos() }),
  });
}

export const useAcknowledgeSos = () => useSosWrite(acknowledgeSos);
export const useCloseSos = () => useSosWrite(closeSos);
