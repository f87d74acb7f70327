import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessLogPageSchema,
  accountabilityPartnerDetailSchema,
  accountabilityTexts as t,
  createPartnerRequestInputSchema,
  digestSettingsSchema,
  listAccessLogQuerySchema,
  partnerCalendarQuerySchema,
  partnerCalendarSchema,
  partnerCheckInSchema,
  partnerCountSchema,
  partnerCrashReportSchema,
  partnerListSchema,
  partnerLookupQuerySchema,
  partnerLookupSchema,
  partnerRequestsSchema,
  partnerWriteResponseSchema,
  sendSosInputSchema,
  sharingStateSchema,
  sosOverviewSchema,
  sosSchema,
  sosTexts,
  sosWriteResponseSchema,
  sharingPreviewSchema,
  accountabilityApiPaths as paths,
  updateDigestSettingsInputSchema,
  updatePartnerStatusInputSchema,
  updateSharingInputSchema,
} from '@holdfast/shared/accountability';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { sendJsonText } from '../../platform/http/json-text';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { plainJsonSerializer } from '../../platform/http/serializers';
import type { AccessLogService } from './access-log.service';
import type { AccountabilityService } from './accountability.service';
import type { CalendarService } from './calendar.service';
import type { SosService } from './sos.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerAccountabilityRoutes(
  root: FastifyInstance,
  s: { partners: AccountabilityService; calendar: CalendarService; accessLog: AccessLogService; sos: SosService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['accountability']);
  const sos = routeOptions({ onRequest: app.authenticate() }, ['sos']);

  app.get(
    routePath(paths.partners),
    user('My accepted partners: mutual, my_accountable (I see their data), accountable_for (they see mine)', {
      response: { 200: partnerListSchema },
    }),
    async (req) => s.partners.list(actorOf(req)),
  );
  app.post(
    routePath(paths.partners),
    user('Send a request by e-mail or to a user (an address with no account gets an invitation link)', {
      body: createPartnerRequestInputSchema,
      response: { 201: partnerWriteResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: t.requestSent, item: await s.partners.create(actorOf(req), req.body) }),
  );
  app.get(
    routePath(paths.countUnique),
    user('How many different people I am linked with', { response: { 200: partnerCountSchema } }),
    async (req) => s.partners.countUnique(actorOf(req)),
  );
  app.get(
    routePath(paths.requests),
    user('Pending requests both ways (is_requester) and how many await my answer', { response: { 200: partnerRequestsSchema } }),
    async (req) => s.partners.requests(actorOf(req)),
  );
  app.get(
    routePath(paths.lookup),
    user('Where a known user stands with me (for the Add Partner button)', {
      querystring: partnerLookupQuerySchema,
      response: { 200: partnerLookupSchema },
    }),
    async (req) => s.partners.lookup(actorOf(req), req.query.user_id),
  );
  app.get(
    routePath(paths.calendar),
    user('Partner calendar: crash reports and check-ins of everyone whose data I may see, within their sharing', {
      querystring: partnerCalendarQuerySchema,
      response: { 200: partnerCalendarSchema },
    }),
    // Hundreds of events a month: PostgreSQL writes their JSON (typed by the contract) and it is sent
    // as is, skipping the response serializer; the route's tests parse every answer with the schema.
    async (req, reply) => sendJsonText(reply, partnerCalendarSchema, await s.calendar.calendar(actorOf(req), req.query)),
  );
  app.get(
    routePath(paths.digest),
    user('Whether I get the Monday partner digest', { response: { 200: digestSettingsSchema } }),
    async (req) => s.partners.getDigest(actorOf(req)),
  );
  app.put(
    routePath(paths.digest),
    user('Turn the Monday partner digest on or off', { body: updateDigestSettingsInputSchema, response: { 200: digestSettingsSchema } }),
    async (req) => s.partners.setDigest(actorOf(req), req.body),
  );
  app.get(
    routePath(paths.checkIn, ':id'),
    user('One check-in of someone who shares check-ins with me', { params: idParamsSchema, response: { 200: partnerCheckInSchema } }),
    async (req) => s.calendar.checkIn(actorOf(req), req.params.id),
  );
  app.get(
    routePath(paths.crashReport, ':id'),
    user('One crash report of someone who shares crash reports with me', {
      params: idParamsSchema,
      response: { 200: partnerCrashReportSchema },
    }),
    async (req) => s.calendar.crashReport(actorOf(req), req.params.id),
  );
  app.get(
    routePath(paths.partner, ':id'),
    user('One relationship of mine (with the partner’s streaks when shared)', {
      params: idParamsSchema,
      response: { 200: accountabilityPartnerDetailSchema },
    }),
    async (req) => s.partners.get(actorOf(req), req.params.id),
  );
  app.patch(
    routePath(paths.updateStatus, ':id'),
    user('Approve or reject a request (only the person who received it)', {
      params: idParamsSchema,
      body: updatePartnerStatusInputSchema,
      response: { 200: partnerWriteResponseSchema },
    }),
    async (req) => {
      const item = await s.partners.answer(actorOf(req), req.params.id, req.body.status);
      return { message: req.body.status === 'accepted' ? t.accepted : t.rejected, item };
    },
  );
  app.delete(
    routePath(paths.partner, ':id'),
    user('End a relationship or withdraw a request (either side; access ends at once)', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.partners.remove(actorOf(req), req.params.id);
      return { message: t.removed };
    },
  );
  app.post(
    routePath(paths.resendInvitation, ':id'),
    user('Send the request mail again (the requester, while pending; a few times an hour)', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.partners.resend(actorOf(req), req.params.id);
      return { message: t.invitationResent };
    },
  );
  app.get(
    routePath(paths.sharing, ':id'),
    user('What I let this partner see', { params: idParamsSchema, response: { 200: sharingStateSchema } }),
    async (req) => s.partners.getSharing(actorOf(req), req.params.id),
  );
  app.put(
    routePath(paths.sharing, ':id'),
    user('Change what I let this partner see (check-ins, crash reports, FASTER answers, streaks)', {
      params: idParamsSchema,
      body: updateSharingInputSchema,
      response: { 200: sharingStateSchema },
    }),
    async (req) => s.partners.updateSharing(actorOf(req), req.params.id, req.body),
  );
  app.get(
    routePath(paths.sharingPreview, ':id'),
    user(
      'Preview as partner: my data exactly as this partner’s calendar shows it',
      { params: idParamsSchema, querystring: partnerCalendarQuerySchema, response: { 200: sharingPreviewSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.calendar.preview(actorOf(req), req.params.id, req.query),
  );

  app.get(
    routePath(paths.accessLog),
    user('Who viewed my check-ins and crash reports (paged, newest first)', {
      querystring: listAccessLogQuerySchema,
      response: { 200: accessLogPageSchema },
    }),
    async (req) => s.accessLog.list(actorOf(req), req.query),
  );

  app.post(
    routePath(paths.sos),
    sos('Ask everyone who sees my data for help now (Pray for me, Text me, Call me now)', {
      body: sendSosInputSchema,
      response: { 201: sosWriteResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: sosTexts.sent, item: await s.sos.send(actorOf(req), req.body) }),
  );
  app.get(
    routePath(paths.sos),
    sos('My latest SOS and those sent to me (open, or from the last day)', { response: { 200: sosOverviewSchema } }),
    async (req) => s.sos.overview(actorOf(req)),
  );
  app.get(
    routePath(paths.sosItem, ':id'),
    sos('One SOS (its member and recipients only)', { params: idParamsSchema, response: { 200: sosSchema } }),
    async (req) => s.sos.get(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.sosAcknowledge, ':id'),
    sos("I'm here: the first recipient to answer acknowledges it", { params: idParamsSchema, response: { 200: sosWriteResponseSchema } }),
    async (req) => ({
      message: sosTexts.acknowledged,
      item: await s.sos.acknowledge(actorOf(req), req.params.id),
    }),
  );
  app.post(
    routePath(paths.sosClose, ':id'),
    sos('The member is OK: close the SOS (no escalation follows)', { params: idParamsSchema, response: { 200: sosWriteResponseSchema } }),
    async (req) => ({
      message: sosTexts.closed,
      item: await s.sos.close(actorOf(req), req.params.id),
    }),
  );
}
