import type { Notification } from '@holdfast/shared/notifications';
import type { NotificationRow } from './notifications.repository';

/** A stored row as the contract's `Notification` (snake_case, ISO dates). Services call it; routes never transform. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
    meta: row.meta,
  };
}
