import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerNotificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

// The area's public surface: other modules import only from here.
export type { NotificationsService };

/** Builds the service, registers the routes, and hands the service to areas that notify (app.ts). */
export function registerNotifications(app: FastifyInstance, ctx: AppContext): NotificationsService {
  const service = createNotificationsService(ctx);
  registerNotificationsRoutes(app, service);
  return service;
}
