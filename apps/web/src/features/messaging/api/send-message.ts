import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatRef, MessagePage, SendMessageBody, SendMessageResponse } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { chatApiPath } from '../lib/chat-ref';
import { addMessageToCache } from '../lib/message-cache';
import { messagingKeys } from './query-keys';

/** POST <chat>: sends one message (plain text) with its `client_id`. */
export const sendMessage = (path: string, body: SendMessageBody) => api.post<SendMessageResponse>(path, body);

/**
 * Sends; the stored message joins the cache (the socket may bring it too: added once).
 * Sent whatever the browser says of the network: the chat page's outbox holds a message while
 * offline and sends it again on reconnect (a network failure answers status 0). Each attempt carries
 * the message's `client_id`, so a send whose answer was lost is stored once (the API answers the stored one).
 */
export function useSendMessage(chat: ChatRef) {
  const queryClient = useQueryClient();
  const path = chatApiPath(chat);
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: SendMessageBody) => sendMessage(path, body),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<InfiniteData<MessagePage, number | undefined>>(messagingKeys.chat(path), (data) =>
        addMessageToCache(data, item),
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.info() });
    },
  });
}
