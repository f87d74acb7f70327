import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTexts as t,
  impersonationTokenInputSchema,
  impersonationTokenSchema,
  userRolesInputSchema,
  userRolesSchema,
} from '@holdfast/shared/admin';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import type { AdminService } from './admin.service';
import { canGrantRoles, canImpersonate, canSuspend } from './admin.policy';

export function registerAdminRoutes(root: FastifyInstance, s: AdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Each route's role is checked before its body and params are (a member gets 403, never the schema's 422).
  const impersonators = { onRequest: app.authenticate({ may: canImpersonate }) };
  const suspenders = { onRequest: app.authenticate({ may: canSuspend }) };
  const grantors = { onRequest: app.authenticate({ may: canGrantRoles }) };
  const tags = ['admin'];

  app.post(
    '/admin/impersonation-tokens',
    {
      ...impersonators,
      schema: {
        summary: 'Admin: make a five-minute sign-in link as another user',
        tags,
        body: impersonationTokenInputSchema,
        response: { 201: impersonationTokenSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await s.createImpersonationToken(actorOf(req), req.body)),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      ...suspenders,
      schema: {
        summary: 'Admin: suspend a user (signs them out everywhere)',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.setSuspended(actorOf(req), req.params.id, true);
      return { message: t.suspended };
    },
  );
  app.post(
    '/admin/users/:id/unsuspend',
    { ...suspenders, schema: { summary: 'Admin: lift a suspension', tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.setSuspended(actorOf(req), req.params.id, false);
      return { message: t.unsuspended };
    },
  );

  app.put(
    '/admin/users/:id/roles',
    {
      ...grantors,
      schema: {
        summary: 'Admin (ff_admin): set which of community_admin, upgrade_admin and certified_leader a user has (audited)',
        tags,
        params: idParamsSchema,
        body: userRolesInputSchema,
        response: { 200: userRolesSchema },
      },
    },
    async (req) => s.setRoles(actorOf(req), req.params.id, req.body),
  );
}
