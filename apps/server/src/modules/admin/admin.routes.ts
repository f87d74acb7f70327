import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApiPaths as paths,
  adminTexts as t,
  impersonationTokenInputSchema,
  impersonationTokenSchema,
  suspendInputSchema,
  userRolesInputSchema,
  userRolesSchema,
} from '@holdfast/shared/admin';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { AdminService } from './admin.service';
import { canGrantRoles, canImpersonate, canSuspend } from './admin.policy';

export function registerAdminRoutes(root: FastifyInstance, s: AdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Each route's role is checked before its body and params are (a member gets 403, never the schema's 422).
  const tags = ['admin'];
  const impersonators = routeOptions({ onRequest: app.authenticate({ may: canImpersonate }) }, tags);
  const suspenders = routeOptions({ onRequest: app.authenticate({ may: canSuspend }) }, tags);
  const grantors = routeOptions({ onRequest: app.authenticate({ may: canGrantRoles }) }, tags);

  app.post(
    routePath(paths.impersonationTokens),
    impersonators('Admin: make a five-minute sign-in link as another user', {
      body: impersonationTokenInputSchema,
      response: { 201: impersonationTokenSchema },
    }),
    async (req, reply) => reply.status(201).send(await s.createImpersonationToken(actorOf(req), req.body)),
  );

  app.post(
    routePath(paths.suspend, ':id'),
    suspenders('Admin: suspend a user (signs them out everywhere, sockets too); optional {reason} for the audit log', {
      params: idParamsSchema,
      body: suspendInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.setSuspended(actorOf(req), req.params.id, true, req.body);
      return { message: t.suspended };
    },
  );
  app.post(
    routePath(paths.unsuspend, ':id'),
    suspenders('Admin: lift a suspension; optional {reason} for the audit log', {
      params: idParamsSchema,
      body: suspendInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.setSuspended(actorOf(req), req.params.id, false, req.body);
      return { message: t.unsuspended };
    },
  );

  app.put(
    routePath(paths.roles, ':id'),
    grantors(
      'Admin (ff_admin): set which of community_admin, upgrade_admin, certified_leader and support a user has (audited before/after)',
      {
        params: idParamsSchema,
        body: userRolesInputSchema,
        response: { 200: userRolesSchema },
      },
    ),
    async (req) => s.setRoles(actorOf(req), req.params.id, req.body),
  );
}
