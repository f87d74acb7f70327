import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type CheckIn, type UpdateCheckInBody } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export function updateCheckIn({ id, input }: { id: number; input: UpdateCheckInBody }): Promise<CheckIn> {
  return api.put<CheckIn>(paths.checkIn(id), input);
}

export function useUpdateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckIn,
    onSuccess: (checkIn) => {
      queryClient.setQueryData(['checkins', 'detail', checkIn.id], checkIn);
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkIns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
