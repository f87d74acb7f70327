import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  checkInPageSchema,
  checkInsApiPaths as paths,
  checkInSchema,
  dailySummarySchema,
  dashboardSchema,
  emotionListSchema,
  fasterScaleSchema,
  forDayQuerySchema,
  forDaySchema,
  listCheckInsQuerySchema,
  offsetQuerySchema,
  optionalOffsetQuerySchema,
  purityOverrideInputSchema,
  purityOverrideSchema,
  rangeQuerySchema,
  submitCheckInInputSchema,
  systemTriggerListSchema,
  systemTriggerSchema,
  triggerAnswerInputSchema,
  triggerAnswerListSchema,
  triggerAnswerSchema,
  updateCheckInInputSchema,
  weeklyAnswersInputSchema,
  weeklyAnswersSchema,
  weeklySubmissionSchema,
} from '@holdfast/shared/check-ins';
import { idParamsSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { sendJsonText } from '../../platform/http/json-text';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { emotionSvg } from './check-ins.presenter';
import type { CheckInsService } from './check-ins.service';
import type { createProgressService } from './progress.service';
import type { createTriggersService } from './triggers.service';
import type { createWeeklyService } from './weekly.service';

interface Services {
  checkIns: CheckInsService;
  progress: ReturnType<typeof createProgressService>;
  weekly: ReturnType<typeof createWeeklyService>;
  triggers: ReturnType<typeof createTriggersService>;
}

export function registerCheckInsRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['check-ins'];
  const anyone = routeOptions({}, tags);
  const user = routeOptions({ onRequest: app.authenticate() }, tags);

  app.get(
    routePath(paths.emotions),
    user('Emotions offered in the daily check-in', { response: { 200: emotionListSchema } }),
    async (req) => s.checkIns.listEmotions(actorOf(req)),
  );
  // Public picture (an <img> sends no bearer header); it reveals nothing about anyone.
  app.get(routePath(paths.emotionImage, ':id'), anyone("An emotion's picture", { params: idParamsSchema }), async (req, reply) => {
    const e = await s.checkIns.emotionImage(req.params.id);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(emotionSvg(e.mood, e.label));
  });
  app.get(
    routePath(paths.fasterScale),
    user('The FASTER scale: categories and their behaviours', { response: { 200: fasterScaleSchema } }),
    async (req) => s.checkIns.listFasterScale(actorOf(req)),
  );

  app.post(
    routePath(paths.checkIns),
    user("Submit today's daily check-in", { body: submitCheckInInputSchema, response: { 201: checkInSchema } }),
    async (req, reply) => reply.status(201).send(await s.checkIns.submit(actorOf(req), req.body)),
  );
  app.get(
    routePath(paths.checkIns),
    user("List the user's check-ins (paged, by date range)", {
      querystring: listCheckInsQuerySchema,
      response: { 200: checkInPageSchema },
    }),
    async (req) => s.checkIns.list(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.forDay),
    user("The user's check-in on one calendar day, if any", { querystring: forDayQuerySchema, response: { 200: forDaySchema } }),
    async (req) => s.checkIns.forDay(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.dailySummary),
    user('The last seven days, one card each (weekly check-in)', { querystring: offsetQuerySchema, response: { 200: dailySummarySchema } }),
    async (req) => s.checkIns.dailySummary(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.analytics),
    user('Emotion, zone and FASTER analytics for a date range', { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } }),
    async (req, reply) => sendJsonText(reply, analyticsSchema, await s.progress.analytics(actorOf(req), req.query)),
  );
  app.get(
    routePath(paths.checkIn, ':id'),
    user("One of the user's check-ins", { params: idParamsSchema, response: { 200: checkInSchema } }),
    async (req) => s.checkIns.get(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.checkIn, ':id'),
    user('Edit a check-in (answers or date)', { params: idParamsSchema, body: updateCheckInInputSchema, response: { 200: checkInSchema } }),
    async (req) => s.checkIns.update(actorOf(req), req.params.id, req.body),
  );

  app.get(
    routePath(paths.dashboard),
    user("Dashboard: streaks, today's check-in, weekly status, alerts", {
      querystring: offsetQuerySchema,
      response: { 200: dashboardSchema },
    }),
    async (req) => s.progress.dashboard(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.purityStreakOverrides),
    user('The purity streak start date set by the user', {
      querystring: optionalOffsetQuerySchema,
      response: { 200: purityOverrideSchema },
    }),
    async (req) => s.progress.getPurityOverride(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.purityStreakOverrides),
    user('Set the purity streak start date', { body: purityOverrideInputSchema, response: { 200: purityOverrideSchema } }),
    async (req) => s.progress.setPurityOverride(actorOf(req), req.body),
  );

  for (const [path, kind, what] of [
    [paths.weeklyQuestions, 'weekly', 'weekly questions'],
    [paths.weeklyCommitment, 'commitment', 'commitment to change'],
  ] as const) {
    app.get(routePath(path), user(`This week's ${what} and the user's answers`, { response: { 200: weeklyAnswersSchema } }), async (req) =>
      s.weekly.get(actorOf(req), kind),
    );
    app.post(
      routePath(path),
      user(`Submit this week's ${what}`, { body: weeklyAnswersInputSchema, response: { 201: weeklySubmissionSchema } }),
      async (req, reply) => reply.status(201).send(await s.weekly.submit(actorOf(req), kind, req.body)),
    );
  }

  app.get(routePath(paths.systemTriggers), user('Crash-report triggers', { response: { 200: systemTriggerListSchema } }), async (req) =>
    s.triggers.list(actorOf(req)),
  );
  app.get(
    routePath(paths.triggerAnswers),
    user("The user's crash reports in a date range", { querystring: rangeQuerySchema, response: { 200: triggerAnswerListSchema } }),
    async (req) => s.triggers.listAnswers(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.systemTrigger, ':id'),
    user('One crash-report trigger and its form', { params: idParamsSchema, response: { 200: systemTriggerSchema } }),
    async (req) => s.triggers.get(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.systemTriggerAnswers, ':id'),
    user('Submit a crash report', { params: idParamsSchema, body: triggerAnswerInputSchema, response: { 201: triggerAnswerSchema } }),
    async (req, reply) => reply.status(201).send(await s.triggers.report(actorOf(req), req.params.id, req.body)),
  );
}
