import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  coachHabitResultsSchema,
  coachingApiPaths as paths,
  coachingTexts as t,
  habitSubmitResponseSchema,
  ownHabitResultSchema,
  submitHabitAnswersInputSchema,
} from '@holdfast/shared/coaching';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canUseCoachCentre } from './coaching.policy';
import type { HabitsService } from './habits.service';

/** The habit tracker: a client's answers and result, a coach's clients' results; each route one service call. */
export function registerHabitsRoutes(root: FastifyInstance, s: HabitsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const coach = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, ['coaching']);
  // A client's own page: any signed-in member; the gate answers 404 without an accepted coach.
  const client = routeOptions({ onRequest: app.authenticate() }, ['coaching']);
  const clientErrors = {
    403: 'Refused: the account is suspended or unverified, or the coaching center is disabled (the coach’s subscription is not open).',
    404: 'No accepted coach.',
  };

  app.post(
    routePath(paths.clientHabitMetrics),
    client(
      "Submit today's habit tracker answers (answers may be null); a second submission the same day replaces the day's answers",
      { body: submitHabitAnswersInputSchema, response: { 200: habitSubmitResponseSchema, 201: habitSubmitResponseSchema } },
      { clientErrors: { ...clientErrors, 409: 'The habit tracker form is not configured (HabitMetricCalculation has no form_id).' } },
    ),
    async (req, reply) => {
      const { created, result } = await s.submit(actorOf(req), req.body);
      return reply.status(created ? 201 : 200).send({ message: t.habitSubmitted, item: result });
    },
  );
  app.get(
    routePath(paths.clientHabitCalculation),
    client(
      'My habit result: the average on a scale of 3, the forgiving score and the trend',
      { response: { 200: ownHabitResultSchema } },
      { clientErrors },
    ),
    async (req) => s.own(actorOf(req)),
  );
  app.get(
    routePath(paths.habitCalculations),
    coach(
      "Every accepted client's habit result",
      { response: { 200: coachHabitResultsSchema } },
      {
        clientErrors: {
          403: 'Refused: the role policy canUseCoachCentre does not allow the caller, or their billing is incomplete or subscription not open.',
        },
      },
    ),
    async (req) => s.calculations(actorOf(req)),
  );
}
