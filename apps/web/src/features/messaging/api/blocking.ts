import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingApiPaths as paths, type BlockedList } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET messages/message-blocking: the people I blocked. */
export function useBlockedList(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: messagingKeys.blocked(), queryFn: ({ signal }) => api.get<BlockedList>(paths.blocking, { signal }), enabled }),
  );
}

/** POST messages/message-blocking: hides the chat and refuses messages both ways. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<{ message: string }>(paths.blocking, { blocked_user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

/** DELETE messages/message-blocking/{id}: lifts my block of that user (messaging's own call: no community membership needed). */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<{ message: string }>(paths.unblock(userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
