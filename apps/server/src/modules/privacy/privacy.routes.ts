import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coachPreviewSchema, coachRangeQuerySchema } from '@holdfast/shared/coaching';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  devRunExpiryAnswerSchema,
  devRunExpiryInputSchema,
  groupPreviewSchema,
  previewParamsSchema,
  privacyApiPaths as paths,
  privacyAudienceSchema,
  privacySettingsAnswerSchema,
  privacySettingsSchema,
  privacyTexts as t,
  pushTextSchema,
  updatePrivacySettingsInputSchema,
} from '@holdfast/shared/privacy';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { PrivacyService } from './privacy.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerPrivacyRoutes(root: FastifyInstance, s: PrivacyService, opts: { devExpiry: boolean }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['privacy']);
  app.get(
    routePath(paths.audience),
    user('Who can see my data: each partner, group leader, fellow member and coach, and what each sees', {
      response: { 200: privacyAudienceSchema },
    }),
    async (req) => s.audience(actorOf(req)),
  );
  app.get(
    routePath(paths.groupPreview, ':viewerId', ':id'),
    user('What a leader of one of my groups sees of me there (their Member Progress row of me)', {
      params: previewParamsSchema,
      response: { 200: groupPreviewSchema },
    }),
    async (req) => s.groupPreview(actorOf(req), req.params),
  );
  app.get(
    routePath(paths.coachPreview, ':viewerId', ':id'),
    user('What my coach sees of me on their client page (courses, and the calendars they may read)', {
      params: previewParamsSchema,
      querystring: coachRangeQuerySchema,
      response: { 200: coachPreviewSchema },
    }),
    async (req) => s.coachPreview(actorOf(req), req.params, req.query),
  );
  app.get(
    routePath(paths.settings),
    user('My privacy settings (discreet mode, auto-expiry)', { response: { 200: privacySettingsSchema } }),
    async (req) => s.settings(actorOf(req)),
  );
  app.put(
    routePath(paths.settings),
    user('Change discreet mode or auto-expiry', { body: updatePrivacySettingsInputSchema, response: { 200: privacySettingsAnswerSchema } }),
    async (req) => ({ message: t.saved, item: await s.updateSettings(actorOf(req), req.body) }),
  );
  app.get(
    routePath(paths.pushText, ':id'),
    user('What a device shows for a push of one of my notifications (neutral in discreet mode)', {
      params: idParamsSchema,
      response: { 200: pushTextSchema },
    }),
    async (req) => s.pushText(actorOf(req), req.params.id),
  );
  if (opts.devExpiry)
    app.post(
      routePath(paths.devRunExpiry),
      user('Outside production only: run my auto-expiry as if today were as_of', {
        body: devRunExpiryInputSchema,
        response: { 200: devRunExpiryAnswerSchema },
      }),
      async (req) => s.devRunExpiry(actorOf(req), req.body),
    );
}
