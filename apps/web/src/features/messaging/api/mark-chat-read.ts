import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTargetOfChat, messagingApiPaths as paths, type ChatRef, type MarkReadResponse } from '@holdfast/shared/messaging';
import { api, ApiError } from '@/lib/api-client';
import { emitRealtime } from '@/lib/realtime';
import { chatApiPath } from '../lib/chat-ref';
import { messagingKeys } from './query-keys';

/**
 * Marks the chat read up to the newest message held: over the socket when it is connected (the
 * spec's `mark-message-read`, answered by an ack), else PATCH <chat>/mark-read; the list's badges follow.
 */
export async function markChatRead(chat: ChatRef, newestId: number): Promise<{ last_read_id: number }> {
  const target = eventTargetOfChat(chat);
  const ack = newestId > 0 && target ? await emitRealtime('mark-message-read', { message_entity_id: newestId, ...target }) : null;
  // No socket, no answer in time, the socket's allowance of events spent (429), or a coach chat (no socket ids): over HTTP.
  if (ack === null || (!ack.ok && ack.status === 429)) return api.patch<MarkReadResponse>(paths.markRead(chatApiPath(chat)), {});
  if (!ack.ok) throw new ApiError(ack.status, { message: ack.message });
  return ack.data as { last_read_id: number };
}

export function useMarkRead(chat: ChatRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newestId: number) => markChatRead(chat, newestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.info() }),
  });
}
