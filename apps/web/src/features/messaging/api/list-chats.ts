import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMessagesInfo } from '@/lib/api/get-messages-info';
import { messagingKeys } from './query-keys';

/**
 * GET messages-info: every chat I may open (newest first) with its name, newest message and unread
 * count, and the total: the whole chat list in one request.
 */
export function useMessagesInfo() {
  return useQuery(queryOptions({ queryKey: messagingKeys.info(), queryFn: ({ signal }) => getMessagesInfo(signal) }));
}
