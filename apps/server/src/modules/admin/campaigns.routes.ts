import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminApiPaths as paths, campaignQueuedSchema, sendCampaignInputSchema } from '@holdfast/shared/admin';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canSendCampaigns } from './campaigns.policy';
import type { CampaignsService } from './campaigns.service';

export function registerCampaignsRoutes(root: FastifyInstance, s: CampaignsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // ff_admin only, checked before the body is (anyone else gets 403, never the schema's 422).
  const senders = routeOptions({ onRequest: app.authenticate({ may: canSendCampaigns }) }, ['admin']);

  app.post(
    routePath(paths.pushCampaigns),
    senders('Admin (ff_admin): a campaign notice and push to every member following production-campaign (queued, batched; audited)', {
      body: sendCampaignInputSchema,
      response: { 202: campaignQueuedSchema },
    }),
    async (req, reply) => reply.status(202).send(await s.send(actorOf(req), req.body)),
  );
}
