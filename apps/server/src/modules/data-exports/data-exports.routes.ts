import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema, signedLinkQuerySchema } from '@holdfast/shared/common';
import { dataExportListSchema, dataExportsApiPaths as paths, dataExportStartedSchema } from '@holdfast/shared/data-exports';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { inlineDisposition } from '../../platform/storage/storage';
import type { DataExportsService } from './data-exports.service';

/** 'Download my data': list, start, revoke, and the ZIP behind the signed link. */
export function registerDataExportsRoutes(root: FastifyInstance, s: DataExportsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['data-exports'];
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  const anyone = routeOptions({}, tags);

  app.get(
    routePath(paths.exports),
    user('My data exports, newest first, and when I may ask again', { response: { 200: dataExportListSchema } }),
    async (req) => s.list(actorOf(req)),
  );

  app.post(
    routePath(paths.exports),
    user('Start an export of all my data (one a day: a second within 24 hours is 429)', { response: { 202: dataExportStartedSchema } }),
    async (req, reply) => reply.status(202).send(await s.start(actorOf(req))),
  );

  app.delete(
    routePath(paths.export, ':id'),
    user("Revoke a ready export's download link (its file is deleted)", { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => s.revoke(actorOf(req), req.params.id),
  );

  // The ZIP: no bearer token (a download cannot send one); the signature names the member, whose export is read again.
  app.get(
    routePath(paths.download, ':id'),
    anyone('An export’s ZIP through its signed link (24 hours, until revoked)', {
      params: idParamsSchema,
      querystring: signedLinkQuerySchema,
    }),
    async (req, reply) => {
      const file = await s.download(req.params.id, req.query);
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in file) return reply.redirect(file.redirect, 302);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', inlineDisposition(file.fileName).replace(/^inline/, 'attachment'))
        .send(file.data);
    },
  );
}
