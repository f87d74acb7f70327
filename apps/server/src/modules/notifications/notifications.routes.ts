import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  listNotificationsQuerySchema,
  markAllReadInputSchema,
  notificationPageSchema,
  notificationTexts as t,
  unreadCountSchema,
} from '@holdfast/shared/notifications';
import { actorOf } from '../../platform/auth/actor';
import type { NotificationsService } from './notifications.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerNotificationsRoutes(root: FastifyInstance, s: NotificationsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      ...opts,
      schema: {
        summary: 'Notifications (paged)',
        tags,
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (req) => s.list(actorOf(req), req.query),
  );
  app.get(
    '/notifications/unread-count',
    { ...opts, schema: { summary: 'Number of unread notifications', tags, response: { 200: unreadCountSchema } } },
    async (req) => s.unreadCount(actorOf(req)),
  );
  app.put(
    '/notifications/mark-read',
    {
      ...opts,
      schema: { summary: 'Mark all notifications read', tags, body: markAllReadInputSchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.markAllRead(actorOf(req), req.body);
      return { message: t.markedAllRead };
    },
  );
  app.patch(
    '/notifications/:id/mark-read',
    {
      ...opts,
      schema: { summary: 'Mark one notification read', tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.markRead(actorOf(req), req.params.id);
      return { message: t.markedRead };
    },
  );
}
