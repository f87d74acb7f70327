import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unreadNotificationCountQueryKey = ['notifications', 'unread-count'] as const;

export function getUnreadNotificationCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>('notifications/unread-count', { signal });
}

export function getUnreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: unreadNotificationCountQueryKey,
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
  });
}

export function useUnreadNotificationCount() {
  return useQuery(getUnreadNotificationCountQueryOptions());
}
