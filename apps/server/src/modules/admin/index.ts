import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '@holdfast/shared/common';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { createAdminService } from './admin.service';
import { bodyIdSchema, idParamSchema } from '@holdfast/shared/validation';

export { bootstrapAdmin } from './admin.service';

export function registerAdmin(root: FastifyInstance, ctx: AppContext) {
  const s = createAdminService(ctx);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['admin'];
  const userIdParams = z.object({ id: idParamSchema });

  app.post('/admin/impersonation-tokens', {
    ...opts,
    schema: { summary: 'Admin: make a five-minute sign-in link as another user',
      tags,
      body: z.object({ user_id: bodyIdSchema }),
      response: { 201: z.object({ token: z.string(), url: z.string(), expires_at: z.string() }) },
    },
  }, async (req, reply) => reply.status(201).send(await s.createImpersonationToken(actorOf(req), req.body)));

  app.post('/admin/users/:id/suspend', { ...opts, schema: { summary: 'Admin: suspend a user (signs them out everywhere)', tags, params: userIdParams, response: { 200: okResponseSchema } } }, async (req) => {
    await s.setSuspended(actorOf(req), req.params.id, true);
    return { message: 'User suspended successfully.' };
  });
  app.post('/admin/users/:id/unsuspend', { ...opts, schema: { summary: 'Admin: lift a suspension', tags, params: userIdParams, response: { 200: okResponseSchema } } }, async (req) => {
    await s.setSuspended(actorOf(req), req.params.id, false);
    return { message: 'User unsuspended.' };
  });
}
