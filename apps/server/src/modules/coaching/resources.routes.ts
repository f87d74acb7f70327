import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema, signedLinkQuerySchema } from '@holdfast/shared/common';
import {
  COACH_RESOURCE_MAX_BYTES,
  coachingApiPaths as paths,
  coachingPageQuerySchema,
  coachResourcePageSchema,
  coachResourceSavedSchema,
} from '@holdfast/shared/coaching';
import { actorOf } from '../../platform/auth/actor';
import { readUploadForm, uploadSchema } from '../../platform/http/multipart';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { inlineDisposition } from '../../platform/storage/storage';
import { canUseCoachCentre } from './coaching.policy';
import { COACH_RESOURCE_FIELDS, type CoachResourcesService } from './resources.service';

/** Coach resources: the coach's list, upload and removal, the client's list, and the file behind each file_url. */
export function registerCoachResourcesRoutes(root: FastifyInstance, s: CoachResourcesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['coaching'];
  // The coach role is checked before the body, query and params are (a member gets 403, never the schema's 422).
  const coaches = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, tags);
  // A client's page is open to every verified member (canUseClientPage); the gate then finds their coach.
  const clients = routeOptions({ onRequest: app.authenticate() }, tags);
  const anyone = routeOptions({}, tags);

  app.get(
    routePath(paths.resources),
    coaches("The coach's own resources, newest first", {
      querystring: coachingPageQuerySchema,
      response: { 200: coachResourcePageSchema },
    }),
    async (req) => s.listOwn(actorOf(req), req.query),
  );

  app.post(
    routePath(paths.resources),
    coaches(
      'Add a resource: multipart title, resource_type (image, pdf, document, external-link) and file (at most 8 MB, its type read from its bytes) or external_link',
      { ...uploadSchema('file', COACH_RESOURCE_MAX_BYTES), response: { 201: coachResourceSavedSchema } },
    ),
    async (req, reply) =>
      reply
        .status(201)
        .send(await s.create(actorOf(req), await readUploadForm(req, 'file', COACH_RESOURCE_MAX_BYTES, COACH_RESOURCE_FIELDS))),
  );

  app.delete(
    routePath(paths.resource, ':id'),
    coaches("Remove one of the coach's resources (its stored file goes once the removal has committed)", {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => s.remove(actorOf(req), req.params.id),
  );

  app.get(
    routePath(paths.clientResources),
    clients("My coach's resources, while the coaching centre is open", {
      querystring: coachingPageQuerySchema,
      response: { 200: coachResourcePageSchema },
    }),
    async (req) => s.listForClient(actorOf(req), req.query),
  );

  // A resource's file_url: no bearer token (the signature names the viewer, whose access is checked again).
  app.get(
    routePath(paths.resourceFile, ':id'),
    anyone("A coach resource's file through its signed link (the coach and their accepted clients only)", {
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
}
