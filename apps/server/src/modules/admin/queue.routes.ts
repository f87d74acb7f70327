import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminQueueApiPaths as paths,
  queueItemParamsSchema,
  queueQuerySchema,
  queueResolveInputSchema,
  queueRevealSchema,
  reviewQueueSchema,
} from '@holdfast/shared/admin';
import { okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canUseQueue } from './queue.policy';
import type { QueueService } from './queue.service';

/** The review queue: one list across areas, a decision per item, and the audited reveal of hidden text. */
export function registerQueueRoutes(root: FastifyInstance, s: QueueService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // ff_admin, and community_admin for the community's items; checked before the body and params are.
  const reviewers = routeOptions({ onRequest: app.authenticate({ may: canUseQueue }) }, ['admin']);

  app.get(
    routePath(paths.queue),
    reviewers('Admin: the review queue (every area, urgent and oldest first; community admins see the community items)', {
      querystring: queueQuerySchema,
      response: { 200: reviewQueueSchema },
    }),
    async (req) => s.list(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.resolve, ':kind', ':id'),
    reviewers("Admin: decide a queue item with one of its actions (the owning area's change, audited)", {
      params: queueItemParamsSchema,
      body: queueResolveInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => s.resolve(actorOf(req), req.params.kind, req.params.id, req.body),
  );
  app.post(
    routePath(paths.reveal, ':kind', ':id'),
    reviewers("Admin: read a queue item's hidden text (audited as content.viewed)", {
      params: queueItemParamsSchema,
      response: { 200: queueRevealSchema },
    }),
    async (req) => s.reveal(actorOf(req), req.params.kind, req.params.id),
  );
}
