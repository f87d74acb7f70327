import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingApiPaths as paths, type MessagingRequestList } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET messaging-requests: my requests both ways (community ones name the other person). */
export function listMessagingRequests(signal?: AbortSignal): Promise<MessagingRequestList> {
  return api.get<MessagingRequestList>(paths.requests, { signal });
}

export function useMessagingRequests() {
  return useQuery(queryOptions({ queryKey: messagingKeys.requests(), queryFn: ({ signal }) => listMessagingRequests(signal) }));
}
