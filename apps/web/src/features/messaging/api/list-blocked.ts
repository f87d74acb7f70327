import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingApiPaths as paths, type BlockedList } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET messages/message-blocking: the people I blocked. */
export const listBlocked = (signal?: AbortSignal) => api.get<BlockedList>(paths.blocking, { signal });

export function useBlockedList(enabled = true) {
  return useQuery(queryOptions({ queryKey: messagingKeys.blocked(), queryFn: ({ signal }) => listBlocked(signal), enabled }));
}
