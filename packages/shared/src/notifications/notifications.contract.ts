import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common';

// ---------- responses ----------

/**
 * What a notification carries besides its words: its type (each area's `*NotificationTypes`), the
 * in-app path a tap opens (`target`, written by the areas that know it), and the ids the type's
 * target is built from for the others (thread_id, coach_id, accountability_partner_id, group_id,
 * redirectUrl...; see notificationTarget).
 */
export const notificationMetaSchema = z.object({ type: z.string(), target: z.string().optional() }).catchall(z.unknown());
export type NotificationMeta = z.output<typeof notificationMetaSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  meta: notificationMetaSchema,
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema);
export type NotificationPage = z.output<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.output<typeof unreadCountSchema>;

// ---------- requests ----------

export const listNotificationsQuerySchema = pageQuerySchema.extend({
  onlyUnread: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

export const markAllReadInputSchema = z
  .object({ before: z.iso.datetime({ offset: true }).optional() })
  .nullish()
  .transform((v) => v ?? {});
export type MarkAllReadInput = z.output<typeof markAllReadInputSchema>;

/** What another area hands to `notifications.notify` (server side): the stored row's content. */
export const newNotificationSchema = notificationSchema.pick({ title: true, message: true, meta: true });
export type NewNotification = z.output<typeof newNotificationSchema>;
