import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminApiPaths as paths, impersonationEndedSchema } from '@holdfast/shared/admin';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { ImpersonationService } from './impersonation.service';
import { canEndImpersonation } from './impersonation.policy';

export function registerImpersonationRoutes(root: FastifyInstance, s: ImpersonationService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The session's own token ends it: one of the two writes a read-only impersonation session may make.
  const session = routeOptions({ onRequest: app.authenticate({ may: canEndImpersonation, whileImpersonating: true }) }, ['admin']);

  app.post(
    routePath(paths.impersonationEnd),
    session('Admin: end the read-only impersonation session this token is (audited; the member sees it in their access log)', {
      response: { 200: impersonationEndedSchema },
    }),
    async (req) => s.end(actorOf(req)),
  );
}
