import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApiPaths as paths,
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogTexts as t,
  listAuditLogQuerySchema,
} from '@holdfast/shared/admin';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { AuditLogService } from './audit-log.service';
import { canReadAuditLog } from './audit-log.policy';

export function registerAuditLogRoutes(root: FastifyInstance, s: AuditLogService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const readers = routeOptions({ onRequest: app.authenticate({ may: canReadAuditLog }) }, ['admin']);

  app.get(
    routePath(paths.auditLog),
    readers('Admin (ff_admin): the audit log, newest first, 50 a page (filters: actor, action, target user, days)', {
      querystring: listAuditLogQuerySchema,
      response: { 200: auditLogPageSchema },
    }),
    async (req) => s.list(actorOf(req), req.query),
  );

  app.get(
    routePath(paths.auditLogCsv),
    readers('Admin (ff_admin): the audit log as CSV, with the same filters (spreadsheet formulas neutralised)', {
      querystring: auditLogFilterSchema,
    }),
    async (req, reply) => {
      const text = await s.csv(actorOf(req), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${t.csvFileName(new Date().toISOString().slice(0, 10))}"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}
