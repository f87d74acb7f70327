import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerResourcesRoutes } from './resources.routes';
import { createResourcesService } from './resources.service';

/** The members' resources library and its management in the console (issue 39). */
export function registerResources(app: FastifyInstance, ctx: AppContext) {
  registerResourcesRoutes(app, createResourcesService(ctx));
}
