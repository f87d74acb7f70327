import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SharingState, type UpdateSharingInput } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** PUT accountability-partners/{id}/sharing: one or more switches. */
export function updateSharing({ id, input }: { id: number; input: UpdateSharingInput }): Promise<SharingState> {
  return api.put<SharingState>(paths.sharing(id), input);
}

/** The switch moves at once; a refusal puts it back. The preview and lists are read again either way. */
export function useUpdateSharing(id: number) {
  const queryClient = useQueryClient();
  const key = accountabilityKeys.sharing(id);
  return useMutation({
    mutationFn: (input: UpdateSharingInput) => updateSharing({ id, input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SharingState>(key);
      if (previous) queryClient.setQueryData<SharingState>(key, { ...previous, sharing: { ...previous.sharing, ...input } });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
