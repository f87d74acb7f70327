import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';
import { registerAuditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';
import { registerImpersonationRoutes } from './impersonation.routes';
import { createImpersonationService } from './impersonation.service';

export { bootstrapAdmin } from './admin.service';

export function registerAdmin(app: FastifyInstance, ctx: AppContext) {
  registerAdminRoutes(app, createAdminService(ctx));
  registerImpersonationRoutes(app, createImpersonationService(ctx));
  registerAuditLogRoutes(app, createAuditLogService(ctx));
}
