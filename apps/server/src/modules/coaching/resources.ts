import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoachingDeps } from './deps';
import { registerCoachResourcesRoutes } from './resources.routes';
import { createCoachResourcesService } from './resources.service';

/** Coach resources: the service (files in platform/storage, links signed per viewer) and its routes. */
export function registerCoachResources(app: FastifyInstance, ctx: AppContext, deps: CoachingDeps) {
  registerCoachResourcesRoutes(app, createCoachResourcesService(ctx, deps));
}
