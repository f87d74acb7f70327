import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appInfoSchema,
  countrySchema,
  dynamicFormSchema,
  systemConfigSchema,
  tagSchema,
  timezoneSchema,
} from '@holdfast/shared/reference';
import { actorOf } from '../accounts';
import type { ReferenceService } from './index';

export function registerReferenceRoutes(root: FastifyInstance, s: ReferenceService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];
  const user = { onRequest: app.authenticate({ allowUnverified: true }) };
  const verified = { onRequest: app.authenticate() };

  // Public: the client checks its version before anyone signs in.
  app.get('/app-info', { schema: { tags, response: { 200: appInfoSchema } } }, async () => s.appInfo());

  app.get('/countries', { ...user, schema: { tags, response: { 200: z.array(countrySchema) } } }, async () => s.listCountries());
  app.get('/timezones', { ...user, schema: { tags, response: { 200: z.array(timezoneSchema) } } }, async () => s.listTimezones());
  app.get('/community/tags', { ...verified, schema: { tags, response: { 200: z.array(tagSchema) } } }, async () => s.listTags());
  app.get('/system-configs', { ...verified, schema: { tags, response: { 200: z.array(systemConfigSchema) } } }, async () =>
    s.listSystemConfigs(),
  );
  app.get('/system-configs/:type', {
    ...verified,
    schema: { tags, params: z.object({ type: z.string().max(100) }), response: { 200: systemConfigSchema } },
  }, async (req) => s.getSystemConfig(req.params.type));
  app.put('/admin/system-configs/:type', {
    ...verified,
    schema: { tags, params: z.object({ type: z.string().max(100) }), body: z.object({ config: z.record(z.string(), z.unknown()) }), response: { 200: systemConfigSchema } },
  }, async (req) => s.updateSystemConfig(actorOf(req), req.params.type, req.body.config));

  app.get('/dynamic-forms/:id', {
    ...verified,
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: dynamicFormSchema } },
  }, async (req) => s.getDynamicForm(req.params.id));
}
