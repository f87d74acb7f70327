import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingApiPaths as paths } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** POST messages/message-blocking: hides the chat and refuses messages both ways. */
export const blockUser = (userId: number) => api.post<{ message: string }>(paths.blocking, { blocked_user_id: userId });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
