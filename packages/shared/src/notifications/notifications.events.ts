import { z } from 'zod';
import { notificationSchema, unreadCountSchema } from './notifications.contract';

/** Socket events of the notifications area: name -> payload schema (gathered in shared/realtime). */
export const notificationEvents = {
  /** A notification was made for this user. */
  'notification.created': z.object({ notification: notificationSchema }),
  /** This user's unread count changed (made, read, or all marked read). */
  'notification.count': unreadCountSchema,
} as const;
