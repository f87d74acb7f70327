import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminTexts as t, impersonationTokenInputSchema, impersonationTokenSchema, userRolesInputSchema, userRolesSchema } from '@holdfast/shared/admin';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(root: FastifyInstance, s: AdminService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['admin'];

  app.post('/admin/impersonation-tokens', {
    ...opts,
    schema: { summary: 'Admin: make a five-minute sign-in link as another user', tags, body: impersonationTokenInputSchema, response: { 201: impersonationTokenSchema } },
  }, async (req, reply) => reply.status(201).send(await s.createImpersonationToken(actorOf(req), req.body)));

  app.post('/admin/users/:id/suspend', { ...opts, schema: { summary: 'Admin: suspend a user (signs them out everywhere)', tags, params: idParamsSchema, response: { 200: okResponseSchema } } }, async (req) => {
    await s.setSuspended(actorOf(req), req.params.id, true);
    return { message: t.suspended };
  });
  app.post('/admin/users/:id/unsuspend', { ...opts, schema: { summary: 'Admin: lift a suspension', tags, params: idParamsSchema, response: { 200: okResponseSchema } } }, async (req) => {
    await s.setSuspended(actorOf(req), req.params.id, false);
    return { message: t.unsuspended };
  });

  app.put('/admin/users/:id/roles', {
    ...opts,
    schema: {
      summary: 'Admin (ff_admin): set which of community_admin, upgrade_admin and certified_leader a user has (audited)',
      tags,
      params: idParamsSchema,
      body: userRolesInputSchema,
      response: { 200: userRolesSchema },
    },
  }, async (req) => s.setRoles(actorOf(req), req.params.id, req.body));
}
