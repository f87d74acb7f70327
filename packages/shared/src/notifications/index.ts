import dayjs from 'dayjs';
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
export type NotificationPage = z.infer<typeof notificationPageSchema>;

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

/** Relative time as the spec words it: 'moments ago' under an hour, then hours, days (under 30), months, years. */
export function relativeTime(iso: string | Date, now: Date = new Date()): string {
  const then = dayjs(iso);
  const at = dayjs(now);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  const hours = at.diff(then, 'hour');
  if (hours < 1) return 'moments ago';
  if (hours < 24) return plural(hours, 'hour');
  const days = at.diff(then, 'day');
  if (days < 30) return plural(days, 'day');
  const months = at.diff(then, 'month');
  if (months < 12) return plural(Math.max(months, 1), 'month');
  return plural(at.diff(then, 'year'), 'year');
}
