import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, UpdateCheckInInput } from '@holdfast/shared/check-ins';
import { api } from '../../../lib/api-client';

export function updateCheckIn({ id, input }: { id: number; input: UpdateCheckInInput }): Promise<CheckIn> {
  return api.put<CheckIn>(`checkins/${id}`, input);
}

export function useUpdateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckIn,
    onSuccess: (checkIn) => {
      queryClient.setQueryData(['checkins', 'detail', checkIn.id], checkIn);
      void queryClient.invalidateQueries({ queryKey: ['checkins'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
