import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatRef, MessagePage } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
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
