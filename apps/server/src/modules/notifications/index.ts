import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotificationsQuerySchema,
  markAllReadInputSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@holdfast/shared/notifications';
import { okResponseSchema } from '@holdfast/shared/common';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../accounts';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export type { NotificationsService };

export function registerNotifications(root: FastifyInstance, ctx: AppContext): NotificationsService {
  const s = createNotificationsService(ctx);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['notifications'];
  app.get('/notifications', { ...opts, schema: { tags, querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema } } }, async (req) =>
    s.list(actorOf(req), req.query),
  );
  app.get('/notifications/unread-count', { ...opts, schema: { tags, response: { 200: unreadCountSchema } } }, async (req) =>
    s.unreadCount(actorOf(req)),
  );
  app.put('/notifications/mark-read', { ...opts, schema: { tags, body: markAllReadInputSchema, response: { 200: okResponseSchema } } }, async (req) => {
    await s.markAllRead(actorOf(req), req.body);
    return { message: 'All notifications marked as read.' };
  });
  app.patch('/notifications/:id/mark-read', {
    ...opts,
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: okResponseSchema } },
  }, async (req) => {
    await s.markRead(actorOf(req), req.params.id);
    return { message: 'Notification marked as read.' };
  });
  return s;
}
