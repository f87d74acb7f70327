import { z } from 'zod';
import { pagedSchema } from '../common';

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  meta: z.object({ type: z.string() }).catchall(z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema);

export const listNotificationsQuerySchema = z.object({
  onlyUnread: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
});

export const markAllReadInputSchema = z
  .object({ before: z.iso.datetime({ offset: true }).optional() })
  .nullish()
  .transform((v) => v ?? {});

export const unreadCountSchema = z.object({ count: z.number() });

/** Socket events of the notifications area. */
export const NOTIFICATION_EVENTS = { created: 'notification.created', count: 'notification.count' } as const;

export const NOTIFICATION_PAGE_SIZE = 15;
export const NOTIFICATION_SCROLL_THRESHOLD_PX = 50;

export const notificationTexts = {
  empty: 'No Notifications',
  markAll: 'Mark All as Read',
  markAllFailure: 'Unable to mark all notifications as read',
} as const;

/** Relative time as the spec words it: moments ago, hours, days (< 30), months, years. */
export function relativeTime(from: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - from.getTime()) / 60000);
  if (minutes < 60) return 'moments ago';
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return days === 1 ? '1 day ago' : `${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return months === 1 ? '1 month ago' : `${months} months ago`;
  const years = Math.floor(days / 365);
  return years <= 1 ? '1 year ago' : `${years} years ago`;
}
