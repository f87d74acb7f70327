import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  checkInPageSchema,
  checkInSchema,
  contentEditInputSchema,
  contentItemSchema,
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
import { emotionSvg } from './check-ins.presenter';
import { canEditCheckInContent } from './check-ins.policy';
import type { CheckInsService } from './check-ins.service';
import type { createContentService } from './content.service';
import type { createProgressService } from './progress.service';
import type { createTriggersService } from './triggers.service';
import type { createWeeklyService } from './weekly.service';

interface Services {
  content: ReturnType<typeof createContentService>;
  checkIns: CheckInsService;
  progress: ReturnType<typeof createProgressService>;
  weekly: ReturnType<typeof createWeeklyService>;
  triggers: ReturnType<typeof createTriggersService>;
}

export function registerCheckInsRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  // The role is checked before the body and params are (a member gets 403, never the schema's 422).
  const contentEditors = { onRequest: app.authenticate({ may: canEditCheckInContent }) };
  const tags = ['check-ins'];

  app.get(
    '/checkin/emotions',
    { ...opts, schema: { summary: 'Emotions offered in the daily check-in', tags, response: { 200: emotionListSchema } } },
    async (req) => s.checkIns.listEmotions(actorOf(req)),
  );
  // Public picture (an <img> sends no bearer header); it reveals nothing about anyone.
  app.get(
    '/checkin/emotions/:id/image.svg',
    { schema: { summary: "An emotion's picture", tags, params: idParamsSchema } },
    async (req, reply) => {
      const e = await s.checkIns.emotionImage(req.params.id);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(emotionSvg(e.mood, e.label));
    },
  );
  app.put(
    '/admin/emotions/:id',
    {
      ...contentEditors,
      schema: {
        summary: 'Admin: rename or hide an emotion',
        tags,
        params: idParamsSchema,
        body: contentEditInputSchema,
        response: { 200: contentItemSchema },
      },
    },
    async (req) => s.content.updateEmotion(actorOf(req), req.params.id, req.body),
  );
  app.put(
    '/admin/faster-emotions/:id',
    {
      ...contentEditors,
      schema: {
        summary: 'Admin: rename or hide a FASTER behaviour',
        tags,
        params: idParamsSchema,
        body: contentEditInputSchema,
        response: { 200: contentItemSchema },
      },
    },
    async (req) => s.content.updateFasterEmotion(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/checkin/faster-scale',
    { ...opts, schema: { summary: 'The FASTER scale: categories and their behaviours', tags, response: { 200: fasterScaleSchema } } },
    async (req) => s.checkIns.listFasterScale(actorOf(req)),
  );

  app.post(
    '/checkins',
    {
      ...opts,
      schema: { summary: "Submit today's daily check-in", tags, body: submitCheckInInputSchema, response: { 201: checkInSchema } },
    },
    async (req, reply) => reply.status(201).send(await s.checkIns.submit(actorOf(req), req.body)),
  );
  app.get(
    '/checkins',
    {
      ...opts,
      schema: {
        summary: "List the user's check-ins (paged, by date range)",
        tags,
        querystring: listCheckInsQuerySchema,
        response: { 200: checkInPageSchema },
      },
    },
    async (req) => s.checkIns.list(actorOf(req), req.query),
  );
  app.get(
    '/checkins/for-day',
    {
      ...opts,
      schema: {
        summary: "The user's check-in on one calendar day, if any",
        tags,
        querystring: forDayQuerySchema,
        response: { 200: forDaySchema },
      },
    },
    async (req) => s.checkIns.forDay(actorOf(req), req.query),
  );
  app.get(
    '/checkins/daily-summary',
    {
      ...opts,
      schema: {
        summary: 'The last seven days, one card each (weekly check-in)',
        tags,
        querystring: offsetQuerySchema,
        response: { 200: dailySummarySchema },
      },
    },
    async (req) => s.checkIns.dailySummary(actorOf(req), req.query),
  );
  app.get(
    '/checkins/analytics',
    {
      ...opts,
      schema: {
        summary: 'Emotion, zone and FASTER analytics for a date range',
        tags,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (req, reply) => sendJsonText(reply, analyticsSchema, await s.progress.analytics(actorOf(req), req.query)),
  );
  app.get(
    '/checkins/:id',
    { ...opts, schema: { summary: "One of the user's check-ins", tags, params: idParamsSchema, response: { 200: checkInSchema } } },
    async (req) => s.checkIns.get(actorOf(req), req.params.id),
  );
  app.put(
    '/checkins/:id',
    {
      ...opts,
      schema: {
        summary: 'Edit a check-in (answers or date)',
        tags,
        params: idParamsSchema,
        body: updateCheckInInputSchema,
        response: { 200: checkInSchema },
      },
    },
    async (req) => s.checkIns.update(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/dashboard',
    {
      ...opts,
      schema: {
        summary: "Dashboard: streaks, today's check-in, weekly status, alerts",
        tags,
        querystring: offsetQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (req) => s.progress.dashboard(actorOf(req), req.query),
  );
  app.get(
    '/purity-streak-overrides',
    {
      ...opts,
      schema: {
        summary: 'The purity streak start date set by the user',
        tags,
        querystring: optionalOffsetQuerySchema,
        response: { 200: purityOverrideSchema },
      },
    },
    async (req) => s.progress.getPurityOverride(actorOf(req), req.query),
  );
  app.post(
    '/purity-streak-overrides',
    {
      ...opts,
      schema: {
        summary: 'Set the purity streak start date',
        tags,
        body: purityOverrideInputSchema,
        response: { 200: purityOverrideSchema },
      },
    },
    async (req) => s.progress.setPurityOverride(actorOf(req), req.body),
  );

  for (const [path, kind, what] of [
    ['/weekly-questions', 'weekly', 'weekly questions'],
    ['/weekly-commitment', 'commitment', 'commitment to change'],
  ] as const) {
    app.get(
      path,
      { ...opts, schema: { summary: `This week's ${what} and the user's answers`, tags, response: { 200: weeklyAnswersSchema } } },
      async (req) => s.weekly.get(actorOf(req), kind),
    );
    app.post(
      path,
      {
        ...opts,
        schema: { summary: `Submit this week's ${what}`, tags, body: weeklyAnswersInputSchema, response: { 201: weeklySubmissionSchema } },
      },
      async (req, reply) => reply.status(201).send(await s.weekly.submit(actorOf(req), kind, req.body)),
    );
  }

  app.get(
    '/system-triggers',
    { ...opts, schema: { summary: 'Crash-report triggers', tags, response: { 200: systemTriggerListSchema } } },
    async (req) => s.triggers.list(actorOf(req)),
  );
  app.get(
    '/system-triggers/all-answers',
    {
      ...opts,
      schema: {
        summary: "The user's crash reports in a date range",
        tags,
        querystring: rangeQuerySchema,
        response: { 200: triggerAnswerListSchema },
      },
    },
    async (req) => s.triggers.listAnswers(actorOf(req), req.query),
  );
  app.get(
    '/system-triggers/:id',
    {
      ...opts,
      schema: { summary: 'One crash-report trigger and its form', tags, params: idParamsSchema, response: { 200: systemTriggerSchema } },
    },
    async (req) => s.triggers.get(actorOf(req), req.params.id),
  );
  app.post(
    '/system-triggers/:id/answers',
    {
      ...opts,
      schema: {
        summary: 'Submit a crash report',
        tags,
        params: idParamsSchema,
        body: triggerAnswerInputSchema,
        response: { 201: triggerAnswerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await s.triggers.report(actorOf(req), req.params.id, req.body)),
  );
}
