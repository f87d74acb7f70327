import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import { registerPeopleRoutes } from './people.routes';
import { createPeopleService } from './people.service';
import { registerConfigs } from './configs';
import { registerCoursesAdminRoutes } from './courses.routes';
import { createCoursesAdminService } from '../courses';

export { bootstrapAdmin } from './admin.service';

export function registerAdmin(app: FastifyInstance, ctx: AppContext) {
  registerAdminRoutes(app, createAdminService(ctx));
  registerPeopleRoutes(app, createPeopleService(ctx));
  registerConfigs(app, ctx);
  registerCoursesAdminRoutes(app, createCoursesAdminService(ctx));
}
