import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@holdfast/shared/common';
import { api } from '../../../lib/api-client';
import type { NotificationPage } from '@holdfast/shared/notifications';

export const notificationsQueryKey = ['notifications', 'unread'] as const;

export function listNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>('notifications', {
    signal,
    query: { onlyUnread: true, page, perPage: DEFAULT_PAGE_SIZE },
  });
}

export function listNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useListNotifications(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...listNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
