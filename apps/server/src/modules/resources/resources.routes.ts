import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema, signedLinkQuerySchema } from '@holdfast/shared/common';
import {
  RESOURCE_FILE_MAX_BYTES,
  adminResourceListSchema,
  resourceAnswerSchema,
  resourceInputSchema,
  resourceLibrarySchema,
  resourcesApiPaths as paths,
} from '@holdfast/shared/resources';
import { actorOf } from '../../platform/auth/actor';
import { readSingleFile, uploadSchema } from '../../platform/http/multipart';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { inlineDisposition } from '../../platform/storage/storage';
import { canManageLibrary } from './resources.policy';
import type { ResourcesService } from './resources.service';

/** The resources library: the members' list, a file's signed link, and the console's management (ff_admin). */
export function registerResourcesRoutes(root: FastifyInstance, s: ResourcesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['resources']);
  const anyone = routeOptions({}, ['resources']);
  // ff_admin only, checked before the body and params are (a member gets 403, never the schema's 422).
  const admins = routeOptions({ onRequest: app.authenticate({ may: canManageLibrary }) }, ['admin']);

  app.get(
    routePath(paths.resources),
    user("The resources library: articles, videos, PDFs and links by category (leaders' items for leaders)", {
      response: { 200: resourceLibrarySchema },
    }),
    async (req) => s.library(actorOf(req)),
  );
  app.get(
    routePath(paths.file, ':id'),
    anyone("A library resource's uploaded file through its signed link (the viewer may still see it)", {
      params: idParamsSchema,
      querystring: signedLinkQuerySchema,
    }),
    async (req, reply) => {
      const file = await s.openFile(req.params.id, req.query);
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in file) return reply.redirect(file.redirect, 302);
      return reply.header('content-type', file.contentType).header('content-disposition', inlineDisposition(file.fileName)).send(file.data);
    },
  );

  app.get(
    routePath(paths.adminResources),
    admins('Admin: every library resource, both audiences', { response: { 200: adminResourceListSchema } }),
    async (req) => s.list(actorOf(req)),
  );
  app.post(
    routePath(paths.adminResources),
    admins('Admin: add a library resource (audited)', { body: resourceInputSchema, response: { 201: resourceAnswerSchema } }),
    async (req, reply) => reply.status(201).send(await s.create(actorOf(req), req.body)),
  );
  app.put(
    routePath(paths.adminResource, ':id'),
    admins('Admin: edit a library resource (audited with before and after)', {
      params: idParamsSchema,
      body: resourceInputSchema,
      response: { 200: resourceAnswerSchema },
    }),
    async (req) => s.update(actorOf(req), req.params.id, req.body),
  );
  app.delete(
    routePath(paths.adminResource, ':id'),
    admins('Admin: delete a library resource (its file goes after commit; audited)', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => s.remove(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.adminResourceFile, ':id'),
    admins('Admin: upload a PDF or a video (MP4, WebM; read from its bytes) as the resource (audited)', {
      ...uploadSchema('file', RESOURCE_FILE_MAX_BYTES),
      params: idParamsSchema,
      response: { 200: resourceAnswerSchema },
    }),
    async (req) => s.upload(actorOf(req), req.params.id, await readSingleFile(req, 'file', RESOURCE_FILE_MAX_BYTES)),
  );
}
