import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@holdfast/shared/common';
import { deleteAccountInputSchema, erasureApiPaths as paths, erasureTexts as t } from '@holdfast/shared/erasure';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { ErasureService } from './erasure.service';

/** POST users/delete (the spec's client posts `_method: 'delete'` with the password). */
export function registerErasureRoutes(root: FastifyInstance, s: ErasureService, opts: { authRateLimit: number }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Open to unverified accounts (a mistyped address is erased too); a password check, so sign-in's rate limit.
  const rateLimit = { max: opts.authRateLimit, timeWindow: '1 minute' };
  const user = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }), config: { rateLimit } }, ['erasure']);
  app.post(
    routePath(paths.deleteAccount),
    user('Erase my account (password required)', { body: deleteAccountInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.deleteAccount(actorOf(req), req.body);
      return { message: t.deleted };
    },
  );
}
