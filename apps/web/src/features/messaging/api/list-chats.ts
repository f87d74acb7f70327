import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRef, Message, MessagePage } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { getMessagesInfo } from '@/lib/api/get-messages-info';
import { chatApiPath } from '../lib/chat-ref';
import { messagingKeys } from './query-keys';

/** GET messages-info: every chat I may open (newest first) with its unread count, and the total. */
export function useMessagesInfo() {
  return useQuery(queryOptions({ queryKey: messagingKeys.info(), queryFn: ({ signal }) => getMessagesInfo(signal) }));
}

/** The newest message of a chat (a page of one), for the list's preview line; null while it is empty. */
export async function getLastMessage(chat: ChatRef, signal?: AbortSignal): Promise<Message | null> {
  const page = await api.get<MessagePage>(chatApiPath(chat), { signal, query: { perPage: 1 } });
  return page.items.at(-1) ?? null;
}

export function useLastMessage(chat: ChatRef, enabled = true) {
  const path = chatApiPath(chat);
  return useQuery(queryOptions({ queryKey: messagingKeys.last(path), queryFn: ({ signal }) => getLastMessage(chat, signal), enabled }));
}
