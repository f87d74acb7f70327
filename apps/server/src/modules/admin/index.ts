import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import { registerCoursesAdminRoutes } from './courses.routes';
import { createCoursesAdminService } from '../courses';

export { bootstrapAdmin } from './admin.service';

export function registerAdmin(app: FastifyInstance, ctx: AppContext) {
  registerAdminRoutes(app, createAdminService(ctx));
  registerCoursesAdminRoutes(app, createCoursesAdminService(ctx));
}
