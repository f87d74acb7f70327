import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSharingInput } from '@holdfast/shared/accountability';
import { coachingApiPaths as paths, type CoachClientView } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** PATCH coach/client/sharing: one or more of my switches of what my coach sees. */
export function updateCoachSharing(input: UpdateSharingInput): Promise<unknown> {
  return api.patch<unknown>(paths.clientSharing, input);
}

/** The switch moves at once; a refusal puts it back; my coach link is read again either way. */
export function useUpdateCoachSharing() {
  const queryClient = useQueryClient();
  const key = coachingKeys.myCoach();
  return useMutation({
    mutationFn: updateCoachSharing,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CoachClientView>(key);
      if (previous) queryClient.setQueryData<CoachClientView>(key, { ...previous, sharing: { ...previous.sharing, ...input } });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
