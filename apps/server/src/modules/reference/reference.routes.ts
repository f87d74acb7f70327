import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  appInfoSchema,
  countryListSchema,
  dynamicFormSchema,
  systemConfigInputSchema,
  systemConfigListSchema,
  systemConfigParamsSchema,
  systemConfigSchema,
  tagListSchema,
  timezoneListSchema,
} from '@holdfast/shared/reference';
import { actorOf } from '../../platform/auth/actor';
import type { ReferenceService } from './index';
import { canEditReference } from './reference.policy';

export function registerReferenceRoutes(root: FastifyInstance, s: ReferenceService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];
  const user = { onRequest: app.authenticate({ allowUnverified: true }) };
  const verified = { onRequest: app.authenticate() };
  // The role is checked before the body and params are (a member gets 403, never the schema's 422).
  const editors = { onRequest: app.authenticate({ may: canEditReference }) };

  // Public: the client checks its version before anyone signs in.
  app.get(
    '/app-info',
    { schema: { summary: 'App name, version, minimum client version, feature flags and links', tags, response: { 200: appInfoSchema } } },
    async () => s.appInfo(),
  );

  app.get('/countries', { ...user, schema: { summary: 'Countries', tags, response: { 200: countryListSchema } } }, async () =>
    s.listCountries(),
  );
  app.get('/timezones', { ...user, schema: { summary: 'Time zones', tags, response: { 200: timezoneListSchema } } }, async () =>
    s.listTimezones(),
  );
  app.get('/community/tags', { ...verified, schema: { summary: 'Community tags', tags, response: { 200: tagListSchema } } }, async () =>
    s.listTags(),
  );
  app.get(
    '/system-configs',
    { ...verified, schema: { summary: 'Every system configuration', tags, response: { 200: systemConfigListSchema } } },
    async () => s.listSystemConfigs(),
  );
  app.get(
    '/system-configs/:type',
    {
      ...verified,
      schema: { summary: 'One system configuration', tags, params: systemConfigParamsSchema, response: { 200: systemConfigSchema } },
    },
    async (req) => s.getSystemConfig(req.params.type),
  );
  app.put(
    '/admin/system-configs/:type',
    {
      ...editors,
      schema: {
        summary: 'Admin: edit a system configuration',
        tags,
        params: systemConfigParamsSchema,
        body: systemConfigInputSchema,
        response: { 200: systemConfigSchema },
      },
    },
    async (req) => s.updateSystemConfig(actorOf(req), req.params.type, req.body),
  );

  app.get(
    '/dynamic-forms/:id',
    {
      ...verified,
      schema: { summary: 'A dynamic form and its questions', tags, params: idParamsSchema, response: { 200: dynamicFormSchema } },
    },
    async (req) => s.getDynamicForm(req.params.id),
  );
}
