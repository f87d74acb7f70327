import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingApiPaths as paths, type ChatRef, type MessagingRequestResponse } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { createChatEntry } from './create-chat-entry';
import { messagingKeys } from './query-keys';

/**
 * 'Delete Chat': archives the chat for me only (PATCH messaging-requests/{id}/archive-state). A partner
 * or group-member chat's entry is made (or found) first by POST messaging-requests; a community
 * chat's is its request.
 */
export async function archiveChat({ chat, requestId }: { chat: ChatRef; requestId: number | null }): Promise<MessagingRequestResponse> {
  let id = requestId;
  if (id === null && chat.type === 'partner')
    id = (await createChatEntry({ user_type: 'partner', accountability_id: chat.partner_id })).item.id;
  if (id === null && chat.type === 'group-member')
    id = (await createChatEntry({ user_type: 'group-member', member_id: chat.member_id })).item.id;
  if (id === null) throw new Error('This chat cannot be deleted');
  return api.patch<MessagingRequestResponse>(paths.archiveState(id), { is_archived: true });
}

export function useArchiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
