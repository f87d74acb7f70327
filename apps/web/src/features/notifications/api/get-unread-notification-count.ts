import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApiPaths as paths, type UnreadCount } from '@holdfast/shared/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export function getUnreadNotificationCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>(paths.unreadCount, { signal });
}

export function getUnreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
  });
}

export function useUnreadNotificationCount() {
  return useQuery(getUnreadNotificationCountQueryOptions());
}
