import { z } from 'zod';
import { pagedSchema } from '@holdfast/shared/common';

// TODO(shared): move to @holdfast/shared/notifications once the contract lands there; the shape
// follows docs/api-accounts.md ("GET notifications").
export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  meta: z.looseObject({ type: z.string() }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
