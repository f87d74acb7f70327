/** Every query key of the notifications feature, in one place; invalidate `notificationKeys.all` to refresh them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};
