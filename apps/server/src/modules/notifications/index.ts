import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerNotificationsErasure } from './notifications.erasure';
import { registerNotificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

// The area's public surface: other modules import only from here.
export type { NotificationsService };
export { notificationsExport } from './notifications.export';

const services = new WeakMap<AppContext, NotificationsService>();

/** The app's notifications service (one per context), for the areas that notify: they import it from here. */
export function notificationsOf(ctx: AppContext): NotificationsService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = createNotificationsService(ctx)));
  return service;
}

/** Registers the routes of one's own notifications. */
export function registerNotifications(app: FastifyInstance, ctx: AppContext) {
  registerNotificationsRoutes(app, notificationsOf(ctx));
  registerNotificationsErasure(ctx);
}
