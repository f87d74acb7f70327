import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsApiPaths as paths, NOTIFICATION_PAGE_SIZE, type NotificationPage } from '@holdfast/shared/notifications';
import { notificationKeys } from './query-keys';

export function listNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>(paths.notifications, {
    signal,
    query: { onlyUnread: true, page, perPage: NOTIFICATION_PAGE_SIZE },
  });
}

export function listNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useListNotifications(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...listNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
