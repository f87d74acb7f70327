import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SosWriteResponse } from '@holdfast/shared/accountability';
import { accountabilityKeys } from './query-keys';

/** An answer to an SOS: the SOS as it now stands goes into the cache; every SOS is read again after. */
export function useSosWrite(write: (id: number) => Promise<SosWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ item }) => queryClient.setQueryData(accountabilityKeys.sosItem(item.id), item),
    // Refused because someone else answered first, or it closed: read it as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.sos() }),
  });
}
