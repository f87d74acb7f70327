import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  coachingApiPaths as paths,
  coachingPageQuerySchema,
  coachingTexts as t,
  coachNotePageSchema,
  coachNoteWriteResponseSchema,
  createCoachNoteInputSchema,
} from '@holdfast/shared/coaching';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canUseCoachCentre } from './coaching.policy';
import type { CoachNotesService } from './notes.service';

/** A coach's notes about one accepted client: each route one service call. */
export function registerCoachNotesRoutes(root: FastifyInstance, s: CoachNotesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const coach = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, ['coaching']);

  app.get(
    routePath(paths.userNotes, ':id'),
    coach('My notes about one accepted client, newest first (paged 15)', {
      params: idParamsSchema,
      querystring: coachingPageQuerySchema,
      response: { 200: coachNotePageSchema },
    }),
    async (req) => s.list(actorOf(req), req.params.id, req.query),
  );
  app.post(
    routePath(paths.userNotes, ':id'),
    coach('Write a private note about one accepted client (the client can read it in their data export)', {
      params: idParamsSchema,
      body: createCoachNoteInputSchema,
      response: { 201: coachNoteWriteResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: t.noteSaved, item: await s.create(actorOf(req), req.params.id, req.body) }),
  );
}
