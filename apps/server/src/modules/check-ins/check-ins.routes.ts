import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  checkInSchema,
  dailySummarySchema,
  dashboardSchema,
  emotionSchema,
  fasterCategorySchema,
  forDayQuerySchema,
  forDaySchema,
  listCheckInsQuerySchema,
  offsetQuerySchema,
  purityOverrideInputSchema,
  purityOverrideSchema,
  rangeQuerySchema,
  submitCheckInInputSchema,
  systemTriggerSchema,
  triggerAnswerInputSchema,
  triggerAnswerSchema,
  updateCheckInInputSchema,
  weeklyAnswersInputSchema,
  weeklyAnswersSchema,
} from '@holdfast/shared/check-ins';
import { pagedSchema } from '@holdfast/shared/common';
import { requiredText } from '@holdfast/shared/validation';
import { actorOf } from '../accounts';
import { emotionSvg } from './check-ins.presenter';
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

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerCheckInsRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['check-ins'];

  app.get('/checkin/emotions', { ...opts, schema: { tags, response: { 200: z.array(emotionSchema) } } }, async (req) =>
    s.checkIns.listEmotions(actorOf(req)),
  );
  // Public picture (an <img> sends no bearer header); it reveals nothing about anyone.
  app.get('/checkin/emotions/:id/image.svg', { schema: { tags, params: idParams } }, async (req, reply) => {
    const e = await s.checkIns.emotionImage(req.params.id);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(emotionSvg(e.mood, e.label));
  });
  const contentEdit = z.object({
    display_name: requiredText({ max: 100 }).optional(),
    is_active: z.boolean().optional(),
  });
  const contentAnswer = z.object({ id: z.number(), display_name: z.string(), is_active: z.boolean() });
  app.put('/admin/emotions/:id', { ...opts, schema: { tags, params: idParams, body: contentEdit, response: { 200: contentAnswer } } }, async (req) =>
    s.content.updateEmotion(actorOf(req), req.params.id, req.body),
  );
  app.put('/admin/faster-emotions/:id', { ...opts, schema: { tags, params: idParams, body: contentEdit, response: { 200: contentAnswer } } }, async (req) =>
    s.content.updateFasterEmotion(actorOf(req), req.params.id, req.body),
  );

  app.get('/checkin/faster-scale', { ...opts, schema: { tags, response: { 200: z.array(fasterCategorySchema) } } }, async (req) =>
    s.checkIns.listFasterScale(actorOf(req)),
  );

  app.post('/checkins', { ...opts, schema: { tags, body: submitCheckInInputSchema, response: { 201: checkInSchema } } }, async (req, reply) =>
    reply.status(201).send(await s.checkIns.submit(actorOf(req), req.body)),
  );
  app.get('/checkins', { ...opts, schema: { tags, querystring: listCheckInsQuerySchema, response: { 200: pagedSchema(checkInSchema) } } }, async (req) =>
    s.checkIns.list(actorOf(req), req.query),
  );
  app.get('/checkins/for-day', { ...opts, schema: { tags, querystring: forDayQuerySchema, response: { 200: forDaySchema } } }, async (req) =>
    s.checkIns.forDay(actorOf(req), req.query),
  );
  app.get('/checkins/daily-summary', { ...opts, schema: { tags, querystring: offsetQuerySchema, response: { 200: dailySummarySchema } } }, async (req) =>
    s.checkIns.dailySummary(actorOf(req), req.query),
  );
  app.get('/checkins/analytics', { ...opts, schema: { tags, querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } }, async (req) =>
    s.progress.analytics(actorOf(req), req.query),
  );
  app.get('/checkins/:id', { ...opts, schema: { tags, params: idParams, response: { 200: checkInSchema } } }, async (req) =>
    s.checkIns.get(actorOf(req), req.params.id),
  );
  app.put('/checkins/:id', { ...opts, schema: { tags, params: idParams, body: updateCheckInInputSchema, response: { 200: checkInSchema } } }, async (req) =>
    s.checkIns.update(actorOf(req), req.params.id, req.body),
  );

  app.get('/dashboard', { ...opts, schema: { tags, querystring: offsetQuerySchema, response: { 200: dashboardSchema } } }, async (req) =>
    s.progress.dashboard(actorOf(req), req.query),
  );
  app.get('/purity-streak-overrides', { ...opts, schema: { tags, querystring: offsetQuerySchema, response: { 200: purityOverrideSchema } } }, async (req) =>
    s.progress.getPurityOverride(actorOf(req), req.query),
  );
  app.post('/purity-streak-overrides', { ...opts, schema: { tags, body: purityOverrideInputSchema, response: { 200: purityOverrideSchema } } }, async (req) =>
    s.progress.setPurityOverride(actorOf(req), req.body),
  );

  const submitted = z.object({ id: z.number(), submitted_on: z.string(), answers: weeklyAnswersInputSchema.shape.answers });
  for (const [path, kind] of [['/weekly-questions', 'weekly'], ['/weekly-commitment', 'commitment']] as const) {
    app.get(path, { ...opts, schema: { tags, response: { 200: weeklyAnswersSchema } } }, async (req) => s.weekly.get(actorOf(req), kind));
    app.post(path, { ...opts, schema: { tags, body: weeklyAnswersInputSchema, response: { 201: submitted } } }, async (req, reply) =>
      reply.status(201).send(await s.weekly.submit(actorOf(req), kind, req.body)),
    );
  }

  app.get('/system-triggers', { ...opts, schema: { tags, response: { 200: z.array(systemTriggerSchema) } } }, async (req) =>
    s.triggers.list(actorOf(req)),
  );
  app.get('/system-triggers/all-answers', { ...opts, schema: { tags, querystring: rangeQuerySchema, response: { 200: z.array(triggerAnswerSchema) } } }, async (req) =>
    s.triggers.listAnswers(actorOf(req), req.query),
  );
  app.get('/system-triggers/:id', { ...opts, schema: { tags, params: idParams, response: { 200: systemTriggerSchema } } }, async (req) =>
    s.triggers.get(actorOf(req), req.params.id),
  );
  app.post('/system-triggers/:id/answers', {
    ...opts,
    schema: { tags, params: idParams, body: triggerAnswerInputSchema, response: { 201: triggerAnswerSchema } },
  }, async (req, reply) => reply.status(201).send(await s.triggers.report(actorOf(req), req.params.id, req.body)));
}
