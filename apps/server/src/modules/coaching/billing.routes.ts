import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingPreviewQuerySchema,
  billingPreviewSchema,
  coachBillingAnswerSchema,
  coachingApiPaths as paths,
  completeInvitationInputSchema,
  devAdvanceClockInputSchema,
  setupIntentResponseSchema,
  subscriptionDetailSchema,
  updateCardInputSchema,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { coursesTexts } from '@holdfast/shared/courses';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { WebhookSignatureError } from '../../platform/payments/payments';
import type { CoachBillingService } from './billing.service';
import { canUseCoachCentre } from './coaching.policy';

/**
 * Coach billing's routes (spec 3 section 7 "Coach billing"): an accepted coach's card, subscription
 * detail and preview; the provider's signed webhook (public, raw body); and, with the dev provider
 * outside production, the dev test clock.
 */
export function registerCoachBillingRoutes(root: FastifyInstance, s: CoachBillingService, opts: { devClock: boolean }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['coaching: billing'];
  const coach = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, tags);
  const provider = routeOptions({}, tags);

  app.get(
    routePath(paths.billingSetupIntent),
    coach('A setup intent for the card form (on the coach customer)', { response: { 200: setupIntentResponseSchema } }),
    async (req) => s.setupIntent(actorOf(req)),
  );
  app.patch(
    routePath(paths.invitationComplete),
    coach('Billing set up once the card setup succeeded: the subscription is made (nothing charged)', {
      body: completeInvitationInputSchema,
      response: { 200: coachBillingAnswerSchema },
    }),
    async (req) => s.complete(actorOf(req), req.body),
  );
  app.get(
    routePath(paths.billingSubscriptionDetail),
    coach('Billing info: the card, the period and the upcoming payment', { response: { 200: subscriptionDetailSchema } }),
    async (req) => s.subscriptionDetail(actorOf(req)),
  );
  app.get(
    routePath(paths.billingPreview),
    coach('The monthly total now and with a number of clients', {
      querystring: billingPreviewQuerySchema,
      response: { 200: billingPreviewSchema },
    }),
    async (req) => s.preview(actorOf(req), req.query.clients),
  );
  app.patch(
    routePath(paths.billingCard),
    coach('A new card: the subscription default, the open invoice paid with it', {
      body: updateCardInputSchema,
      response: { 200: coachBillingAnswerSchema },
    }),
    async (req) => s.updateCard(actorOf(req), req.body),
  );
  if (opts.devClock)
    app.post(
      routePath(paths.billingDevAdvance),
      coach('Dev provider only: the caller subscription clock moves on (trial end, payments)', {
        body: devAdvanceClockInputSchema,
        response: { 200: coachBillingAnswerSchema },
      }),
      async (req) => s.advanceDevClock(actorOf(req), req.body),
    );

  // The provider calls this with a signed raw body: its own scope keeps the body as bytes for the signature check.
  root.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(
      routePath(paths.billingWebhook),
      provider('Coach subscriptions webhook (signed by Stripe)', { hide: true }),
      async (req, reply) => {
        const signature = req.headers['stripe-signature'];
        try {
          return await s.handleWebhook(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (e) {
          if (e instanceof WebhookSignatureError)
            return reply.status(400).send({ message: coursesTexts.invalidSignature, code: ERROR_CODES.invalidSignature });
          throw e;
        }
      },
    );
  });
}
