import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  coachCheckInsSchema,
  coachClientCoursesSchema,
  coachClientListSchema,
  coachCoursesSchema,
  coachingApiPaths as paths,
  coachLatestCheckInsSchema,
  coachLatestTriggersSchema,
  coachRangeQuerySchema,
  coachStreaksSchema,
  coachTriggersSchema,
  listClientsQuerySchema,
  ownLatestTriggerSchema,
} from '@holdfast/shared/coaching';
import { actorOf } from '../../platform/auth/actor';
import { plainJsonSerializer } from '../../platform/http/serializers';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canUseCoachCentre } from './coaching.policy';
import type { CoachReadsService } from './reads.service';

/** What a coach reads of their clients, and a client's own latest crash report: each route one service call. */
export function registerCoachReadsRoutes(root: FastifyInstance, s: CoachReadsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const coach = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, ['coaching']);
  // A client's own page: any signed-in member; the gate answers 404 without an accepted coach.
  const client = routeOptions({ onRequest: app.authenticate() }, ['coaching']);
  /** A coach whose billing is incomplete or whose subscription is not open is refused by the gate (403). */
  const gated = {
    clientErrors: {
      403: 'Refused: the role policy canUseCoachCentre does not allow the caller, or their billing is incomplete or subscription not open.',
    },
  };

  app.get(
    routePath(paths.users),
    coach(
      'My clients: accepted first, then pending, then rejected (?order=need ranks the accepted by need, each saying why); pending and rejected show only the address',
      { querystring: listClientsQuerySchema, response: { 200: coachClientListSchema } },
      // 50 clients with their facts: written with JSON.stringify (the tests parse every answer with the schema).
      { ...gated, serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.list(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.usersCheckIns),
    coach(
      'The check-ins of every client who shares them (FASTER answers where shared), as calendar events',
      { querystring: coachRangeQuerySchema, response: { 200: coachCheckInsSchema } },
      gated,
    ),
    async (req) => s.checkIns(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.usersCheckInsLatest),
    coach('Each client who shares check-ins, with their latest', { response: { 200: coachLatestCheckInsSchema } }, gated),
    async (req) => s.latestCheckIns(actorOf(req)),
  );
  app.get(
    routePath(paths.usersSystemTriggers),
    coach(
      'The crash reports of every client who shares them, as calendar events',
      { querystring: coachRangeQuerySchema, response: { 200: coachTriggersSchema } },
      gated,
    ),
    async (req) => s.triggers(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.usersSystemTriggersLatest),
    coach('Each client who shares crash reports, with their latest', { response: { 200: coachLatestTriggersSchema } }, gated),
    async (req) => s.latestTriggers(actorOf(req)),
  );
  app.get(
    routePath(paths.usersCourses),
    coach("Every client's courses and progress", { response: { 200: coachCoursesSchema } }, gated),
    async (req) => s.courses(actorOf(req)),
  );
  app.get(
    routePath(paths.usersStreaks),
    coach('The purity and check-in streaks of every client who shares them', { response: { 200: coachStreaksSchema } }, gated),
    async (req) => s.streaks(actorOf(req)),
  );
  app.get(
    routePath(paths.userCourses, ':id'),
    coach("One accepted client's courses and progress", { params: idParamsSchema, response: { 200: coachClientCoursesSchema } }, gated),
    async (req) => s.clientCourses(actorOf(req), req.params.id),
  );
  app.get(
    routePath(paths.userCheckIns, ':id'),
    coach(
      "One accepted client's check-ins in a range (403 when they switched check-ins off)",
      { params: idParamsSchema, querystring: coachRangeQuerySchema, response: { 200: coachCheckInsSchema } },
      {
        clientErrors: {
          403: 'Refused: the role policy canUseCoachCentre does not allow the caller, the centre is not open, or the client does not share check-ins.',
        },
      },
    ),
    async (req) => s.clientCheckIns(actorOf(req), req.params.id, req.query),
  );
  app.get(
    routePath(paths.userSystemTriggers, ':id'),
    coach(
      "One accepted client's crash reports in a range (403 when they switched crash reports off)",
      { params: idParamsSchema, querystring: coachRangeQuerySchema, response: { 200: coachTriggersSchema } },
      {
        clientErrors: {
          403: 'Refused: the role policy canUseCoachCentre does not allow the caller, the centre is not open, or the client does not share crash reports.',
        },
      },
    ),
    async (req) => s.clientTriggers(actorOf(req), req.params.id, req.query),
  );
  app.get(
    routePath(paths.clientSystemTriggersLatest),
    client(
      'My own latest crash report (a client of an open coach)',
      { response: { 200: ownLatestTriggerSchema } },
      {
        clientErrors: {
          403: 'Refused: the account is suspended or unverified, or the coaching center is disabled (the coach’s subscription is not open).',
          404: 'No accepted coach.',
        },
      },
    ),
    async (req) => s.ownLatestTrigger(actorOf(req)),
  );
}
