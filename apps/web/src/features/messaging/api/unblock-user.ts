import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingApiPaths as paths } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** DELETE messages/message-blocking/{id}: lifts my block of that user (messaging's own call: no community membership needed). */
export const unblockUser = (userId: number) => api.delete<{ message: string }>(paths.unblock(userId));

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
