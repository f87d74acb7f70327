import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  listNotificationsQuerySchema,
  markAllReadInputSchema,
  notificationPageSchema,
  notificationsApiPaths as paths,
  notificationTexts as t,
  unreadCountSchema,
} from '@holdfast/shared/notifications';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { NotificationsService } from './notifications.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerNotificationsRoutes(root: FastifyInstance, s: NotificationsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['notifications']);
  app.get(
    routePath(paths.notifications),
    user('Notifications (paged)', { querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema } }),
    async (req) => s.list(actorOf(req), req.query),
  );
  app.get(routePath(paths.unreadCount), user('Number of unread notifications', { response: { 200: unreadCountSchema } }), async (req) =>
    s.unreadCount(actorOf(req)),
  );
  app.put(
    routePath(paths.markAllRead),
    user('Mark all notifications read', { body: markAllReadInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.markAllRead(actorOf(req), req.body);
      return { message: t.markedAllRead };
    },
  );
  app.patch(
    routePath(paths.markRead, ':id'),
    user('Mark one notification read', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.markRead(actorOf(req), req.params.id);
      return { message: t.markedRead };
    },
  );
}
