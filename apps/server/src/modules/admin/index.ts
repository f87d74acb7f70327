import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import { registerPeopleRoutes } from './people.routes';
import { createPeopleService } from './people.service';
import { registerConfigs } from './configs';
import { registerCoursesAdminRoutes } from './courses.routes';
import { createCoursesAdminService } from '../courses';
import { registerQueueRoutes } from './queue.routes';
import { createQueueService } from './queue.service';
import { registerAuditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';
import { registerImpersonationRoutes } from './impersonation.routes';
import { createImpersonationService } from './impersonation.service';
import { registerCampaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';

export { bootstrapAdmin } from './admin.service';
/** The review queue: the sources areas give, and the dashboard's pending count. */
export { pendingQueueCount } from './queue.service';
export type { QueueSource } from './queue.source';

export function registerAdmin(app: FastifyInstance, ctx: AppContext) {
  registerAdminRoutes(app, createAdminService(ctx));
  registerPeopleRoutes(app, createPeopleService(ctx));
  registerConfigs(app, ctx);
  registerCoursesAdminRoutes(app, createCoursesAdminService(ctx));
  registerQueueRoutes(app, createQueueService(ctx));
  registerImpersonationRoutes(app, createImpersonationService(ctx));
  registerAuditLogRoutes(app, createAuditLogService(ctx));
  registerCampaignsRoutes(app, createCampaignsService(ctx));
}
