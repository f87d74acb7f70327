import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  appInfoSchema,
  countryListSchema,
  dynamicFormSchema,
  referenceApiPaths as paths,
  systemConfigListSchema,
  systemConfigParamsSchema,
  systemConfigSchema,
  tagListSchema,
  timezoneListSchema,
} from '@holdfast/shared/reference';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { ReferenceService } from './index';

export function registerReferenceRoutes(root: FastifyInstance, s: ReferenceService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];
  const anyone = routeOptions({}, tags);
  const anyUser = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }) }, tags);
  const user = routeOptions({ onRequest: app.authenticate() }, tags);

  // Public: the client checks its version before anyone signs in.
  app.get(
    routePath(paths.appInfo),
    anyone('App name, version, minimum client version, feature flags and links', { response: { 200: appInfoSchema } }),
    async () => s.appInfo(),
  );

  app.get(routePath(paths.countries), anyUser('Countries', { response: { 200: countryListSchema } }), async () => s.listCountries());
  app.get(routePath(paths.timezones), anyUser('Time zones', { response: { 200: timezoneListSchema } }), async () => s.listTimezones());
  app.get(routePath(paths.communityTags), user('Community tags', { response: { 200: tagListSchema } }), async () => s.listTags());
  app.get(routePath(paths.systemConfigs), user('Every system configuration', { response: { 200: systemConfigListSchema } }), async () =>
    s.listSystemConfigs(),
  );
  app.get(
    routePath(paths.systemConfig, ':type'),
    user('One system configuration', { params: systemConfigParamsSchema, response: { 200: systemConfigSchema } }),
    async (req) => s.getSystemConfig(req.params.type),
  );
  app.get(
    routePath(paths.dynamicForm, ':id'),
    user('A dynamic form and its questions', { params: idParamsSchema, response: { 200: dynamicFormSchema } }),
    async (req) => s.getDynamicForm(req.params.id),
  );
}
