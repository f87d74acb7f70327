import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  eventTargetOfChat,
  messagingApiPaths as paths,
  type ChatRef,
  type MarkReadResponse,
  type Message,
  type MessagePage,
  type SendMessageBody,
  type SendMessageResponse,
} from '@holdfast/shared/messaging';
import { api, ApiError } from '@/lib/api-client';
import { emitRealtime } from '@/lib/realtime';
import { chatApiPath } from '../lib/chat-ref';
import { messagingKeys } from './query-keys';

/** GET <chat>: the newest page first, then older ones by `before_id` (keyset: no gaps, no repeats). */
export function listChatMessages(chat: ChatRef, beforeId: number | undefined, signal?: AbortSignal): Promise<MessagePage> {
  return api.get<MessagePage>(chatApiPath(chat), { signal, query: { before_id: beforeId } });
}

export function chatMessagesQueryOptions(chat: ChatRef) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.chat(chatApiPath(chat)),
    queryFn: ({ pageParam, signal }) => listChatMessages(chat, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more && last.next_before_id !== null ? last.next_before_id : undefined),
    // Live messages come by socket; a refetch would drop the older pages already scrolled through.
    staleTime: Infinity,
  });
}

export function useChatMessages(chat: ChatRef) {
  return useInfiniteQuery(chatMessagesQueryOptions(chat));
}

/** Puts a stored message into the chat's newest page once (by id), in id order. */
export function addMessageToCache(data: InfiniteData<MessagePage, number | undefined> | undefined, message: Message) {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  const items = [...first!.items, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...first!, items }, ...rest] };
}

/**
 * POST <chat>: sends; the stored message joins the cache (the socket may bring it too: added once).
 * Sent whatever the browser says of the network: the chat page's outbox holds a message while
 * offline and sends it again on reconnect (a network failure answers status 0). Each attempt carries
 * the message's `client_id`, so a send whose answer was lost is stored once (the API answers the stored one).
 */
export function useSendMessage(chat: ChatRef) {
  const queryClient = useQueryClient();
  const path = chatApiPath(chat);
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: SendMessageBody) => api.post<SendMessageResponse>(path, body),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<InfiniteData<MessagePage, number | undefined>>(messagingKeys.chat(path), (data) =>
        addMessageToCache(data, item),
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.info() });
    },
  });
}

/**
 * Marks the chat read up to the newest message held: over the socket when it is connected (the
 * spec's `mark-message-read`, answered by an ack), else PATCH <chat>/mark-read; the list's badges follow.
 */
export async function markChatRead(chat: ChatRef, newestId: number): Promise<{ last_read_id: number }> {
  const ack = newestId > 0 ? await emitRealtime('mark-message-read', { message_entity_id: newestId, ...eventTargetOfChat(chat) }) : null;
  // No socket, no answer in time, or the socket's allowance of events spent (429): over HTTP.
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
