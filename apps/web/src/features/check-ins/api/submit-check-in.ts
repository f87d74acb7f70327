import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type CheckIn, type SubmitCheckInBody } from '@holdfast/shared/check-ins';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export type SubmitCheckInResult = { status: 'created'; checkIn: CheckIn } | { status: 'duplicate' };

/** POST checkins. A 409 (today's check-in already exists) counts as success (spec 1 section 4). */
export async function submitCheckIn(input: SubmitCheckInBody): Promise<SubmitCheckInResult> {
  try {
    const checkIn = await api.post<CheckIn>(paths.checkIns, input);
    return { status: 'created', checkIn };
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { status: 'duplicate' };
    throw error;
  }
}

export function useSubmitCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCheckIn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkIns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
