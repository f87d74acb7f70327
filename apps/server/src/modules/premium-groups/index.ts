import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { NotificationsService } from '../notifications';
import { createApplicationsService } from './applications.service';
import { createPipelineService } from './pipeline.service';
import { registerPremiumGroupsRoutes } from './premium-groups.routes';

/** Premium groups (issue 14): applications, group selection, the leaders' pipeline, start and completion. */
export function registerPremiumGroups(app: FastifyInstance, ctx: AppContext, deps: { notifications: NotificationsService }) {
  const services = { applications: createApplicationsService(ctx, deps), pipeline: createPipelineService(ctx, deps) };
  registerPremiumGroupsRoutes(app, services, { guestRateLimit: ctx.config.AUTH_RATE_LIMIT });
  return services;
}
