import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingApiPaths as paths, type MessagesInfo } from '@holdfast/shared/messaging';
import { api } from '../api-client';

/**
 * GET messages-info, for the shell's 'Message' entry and 'Messages' tab (the unread total). The key
 * is messaging's own (features/messaging reads the same query for its list and refreshes it on every
 * live message and read mark). The path is written out: importing shared/messaging's values would
 * put its schemas into every signed-in first load.
 */
export const messagesInfoQueryKey = ['messaging', 'info'] as const;

export function getMessagesInfo(signal?: AbortSignal): Promise<MessagesInfo> {
  return api.get<MessagesInfo>(paths.messagesInfo, { signal });
}

export function messagesInfoQueryOptions() {
  return queryOptions({ queryKey: messagesInfoQueryKey, queryFn: ({ signal }) => getMessagesInfo(signal) });
}

/** The unread total; 0 until known (a failure leaves the badge off: the list page says why). */
export function useUnreadMessagesTotal(enabled: boolean): number {
  const info = useQuery({
    ...messagesInfoQueryOptions(),
    enabled,
    select: (d) => d.total,
  });
  return info.data ?? 0;
}
