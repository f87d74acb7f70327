import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCommunityContentSchema,
  adminFormListSchema,
  adminFormSchema,
  adminReferenceSchema,
  adminThreadSearchSchema,
  adminTopicInputSchema,
  categoryParamsSchema,
  configsApiPaths as paths,
  createFormInputSchema,
  orderInputSchema,
  questionInputSchema,
  retireQuestionInputSchema,
  threadSearchQuerySchema,
} from '@holdfast/shared/admin';
import { contentEditInputSchema, contentItemSchema } from '@holdfast/shared/check-ins';
import { idParamsSchema } from '@holdfast/shared/common';
import { systemConfigInputSchema, systemConfigParamsSchema, systemConfigSchema } from '@holdfast/shared/reference';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { CommunityContentService } from './community-content.service';
import { canEditContent } from './configs.policy';
import type { ConfigsService } from './configs.service';
import type { FormsService } from './forms.service';

interface Services {
  configs: ConfigsService;
  forms: FormsService;
  community: CommunityContentService;
}

/** The console's content (issue 39, a4): system configs, reference data, dynamic forms, community content. */
export function registerConfigsRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // ff_admin only, checked before the body and params are (anyone else gets 403, never the schema's 422).
  const editors = routeOptions({ onRequest: app.authenticate({ may: canEditContent }) }, ['admin']);

  // ---------- system configs ----------
  app.put(
    routePath(paths.systemConfig, ':type'),
    editors("Admin: edit a system configuration (checked against its type's schema; audited)", {
      params: systemConfigParamsSchema,
      body: systemConfigInputSchema,
      response: { 200: systemConfigSchema },
    }),
    async (req) => s.configs.updateSystemConfig(actorOf(req), req.params.type, req.body),
  );

  // ---------- reference: emotions and FASTER behaviours ----------
  app.get(
    routePath(paths.reference),
    editors('Admin: every emotion and FASTER behaviour, hidden ones too', { response: { 200: adminReferenceSchema } }),
    async (req) => s.configs.reference(actorOf(req)),
  );
  app.put(
    routePath(paths.emotionOrder),
    editors('Admin: order the emotions', { body: orderInputSchema, response: { 200: adminReferenceSchema } }),
    async (req) => s.configs.orderEmotions(actorOf(req), req.body),
  );
  app.put(
    routePath(paths.emotion, ':id'),
    editors('Admin: rename or hide an emotion (audited)', {
      params: idParamsSchema,
      body: contentEditInputSchema,
      response: { 200: contentItemSchema },
    }),
    async (req) => s.configs.updateEmotion(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.fasterEmotion, ':id'),
    editors('Admin: rename or hide a FASTER behaviour (audited)', {
      params: idParamsSchema,
      body: contentEditInputSchema,
      response: { 200: contentItemSchema },
    }),
    async (req) => s.configs.updateFasterEmotion(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.fasterOrder, ':id'),
    editors("Admin: order a FASTER category's behaviours", {
      params: idParamsSchema,
      body: orderInputSchema,
      response: { 200: adminReferenceSchema },
    }),
    async (req) => s.configs.orderFaster(actorOf(req), req.params.id, req.body),
  );

  // ---------- dynamic forms ----------
  app.get(
    routePath(paths.forms),
    editors('Admin: the dynamic forms and what uses them', { response: { 200: adminFormListSchema } }),
    async (req) => s.forms.listForms(actorOf(req)),
  );
  app.post(
    routePath(paths.forms),
    editors('Admin: a new dynamic form', { body: createFormInputSchema, response: { 201: adminFormSchema } }),
    async (req, reply) => reply.status(201).send(await s.forms.createForm(actorOf(req), req.body)),
  );
  app.get(
    routePath(paths.form, ':id'),
    editors('Admin: a dynamic form with every question (retired ones too)', { params: idParamsSchema, response: { 200: adminFormSchema } }),
    async (req) => s.forms.getForm(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.formQuestions, ':id'),
    editors('Admin: add a question to a form', { params: idParamsSchema, body: questionInputSchema, response: { 201: adminFormSchema } }),
    async (req, reply) => reply.status(201).send(await s.forms.addQuestion(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    routePath(paths.formQuestionOrder, ':id'),
    editors("Admin: order a form's questions", { params: idParamsSchema, body: orderInputSchema, response: { 200: adminFormSchema } }),
    async (req) => s.forms.orderQuestions(actorOf(req), req.params.id, req.body),
  );
  app.put(
    routePath(paths.formQuestion, ':id'),
    editors("Admin: edit a question (an answered question's type cannot change)", {
      params: idParamsSchema,
      body: questionInputSchema,
      response: { 200: adminFormSchema },
    }),
    async (req) => s.forms.updateQuestion(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    routePath(paths.formQuestion, ':id'),
    editors('Admin: delete a question nobody answered (else retire it)', { params: idParamsSchema, response: { 200: adminFormSchema } }),
    async (req) => s.forms.deleteQuestion(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.formQuestionRetired, ':id'),
    editors('Admin: retire a question or bring it back (answers are kept)', {
      params: idParamsSchema,
      body: retireQuestionInputSchema,
      response: { 200: adminFormSchema },
    }),
    async (req) => s.forms.setRetired(actorOf(req), req.params.id, req.body),
  );

  // ---------- community content ----------
  app.get(
    routePath(paths.communityContent),
    editors("Admin: the community's topics, thread lists and policy", { response: { 200: adminCommunityContentSchema } }),
    async (req) => s.community.content(actorOf(req)),
  );
  app.post(
    routePath(paths.communityTopics, ':key'),
    editors('Admin: add a topic to a category', {
      params: categoryParamsSchema,
      body: adminTopicInputSchema,
      response: { 201: adminCommunityContentSchema },
    }),
    async (req, reply) => reply.status(201).send(await s.community.addTopic(actorOf(req), req.params.key, req.body)),
  );
  app.put(
    routePath(paths.communityTopicOrder, ':key'),
    editors("Admin: order a category's topics", {
      params: categoryParamsSchema,
      body: orderInputSchema,
      response: { 200: adminCommunityContentSchema },
    }),
    async (req) => s.community.orderTopics(actorOf(req), req.params.key, req.body),
  );
  app.put(
    routePath(paths.communityTopic, ':id'),
    editors('Admin: rename a topic or change its description', {
      params: idParamsSchema,
      body: adminTopicInputSchema,
      response: { 200: adminCommunityContentSchema },
    }),
    async (req) => s.community.updateTopic(actorOf(req), req.params.id, req.body),
  );
  app.get(
    routePath(paths.communityThreads),
    editors('Admin: find threads by title (to pick for a list)', {
      querystring: threadSearchQuerySchema,
      response: { 200: adminThreadSearchSchema },
    }),
    async (req) => s.community.searchThreads(actorOf(req), req.query),
  );
}
