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
  const opts = { onRequest: app.authenticate() };
  const tags = ['accountability'];
  // Paths are named once in shared (accountabilityApiPaths); a route pattern puts ':id' where the id goes.
  const at = (path: string) => `/${path}`;
  const withId = (path: (id: number) => string) => `/${path(':id' as unknown as number)}`;

  app.get(
    at(paths.partners),
    {
      ...opts,
      schema: {
        summary: 'My accepted partners: mutual, my_accountable (I see their data), accountable_for (they see mine)',
        tags,
        response: { 200: partnerListSchema },
      },
    },
    async (req) => s.partners.list(actorOf(req)),
  );
  app.post(
    at(paths.partners),
    {
      ...opts,
      schema: {
        summary: 'Send a request by e-mail or to a user (an address with no account gets an invitation link)',
        tags,
        body: createPartnerRequestInputSchema,
        response: { 201: partnerWriteResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ message: t.requestSent, item: await s.partners.create(actorOf(req), req.body) }),
  );
  app.get(
    at(paths.countUnique),
    { ...opts, schema: { summary: 'How many different people I am linked with', tags, response: { 200: partnerCountSchema } } },
    async (req) => s.partners.countUnique(actorOf(req)),
  );
  app.get(
    at(paths.requests),
    {
      ...opts,
      schema: {
        summary: 'Pending requests both ways (is_requester) and how many await my answer',
        tags,
        response: { 200: partnerRequestsSchema },
      },
    },
    async (req) => s.partners.requests(actorOf(req)),
  );
  app.get(
    at(paths.lookup),
    {
      ...opts,
      schema: {
        summary: 'Where a known user stands with me (for the Add Partner button)',
        tags,
        querystring: partnerLookupQuerySchema,
        response: { 200: partnerLookupSchema },
      },
    },
    async (req) => s.partners.lookup(actorOf(req), req.query.user_id),
  );
  app.get(
    at(paths.calendar),
    {
      ...opts,
      schema: {
        summary: 'Partner calendar: crash reports and check-ins of everyone whose data I may see, within their sharing',
        tags,
        querystring: partnerCalendarQuerySchema,
        response: { 200: partnerCalendarSchema },
      },
      // Hundreds of events a month: PostgreSQL writes their JSON (typed by the contract) and it is sent
      // as is, skipping the response serializer; the route's tests parse every answer with the schema.
    },
    async (req, reply) => sendJsonText(reply, partnerCalendarSchema, await s.calendar.calendar(actorOf(req), req.query)),
  );
  app.get(
    at(paths.digest),
    { ...opts, schema: { summary: 'Whether I get the Monday partner digest', tags, response: { 200: digestSettingsSchema } } },
    async (req) => s.partners.getDigest(actorOf(req)),
  );
  app.put(
    at(paths.digest),
    {
      ...opts,
      schema: {
        summary: 'Turn the Monday partner digest on or off',
        tags,
        body: updateDigestSettingsInputSchema,
        response: { 200: digestSettingsSchema },
      },
    },
    async (req) => s.partners.setDigest(actorOf(req), req.body),
  );
  app.get(
    withId(paths.checkIn),
    {
      ...opts,
      schema: {
        summary: 'One check-in of someone who shares check-ins with me',
        tags,
        params: idParamsSchema,
        response: { 200: partnerCheckInSchema },
      },
    },
    async (req) => s.calendar.checkIn(actorOf(req), req.params.id),
  );
  app.get(
    withId(paths.crashReport),
    {
      ...opts,
      schema: {
        summary: 'One crash report of someone who shares crash reports with me',
        tags,
        params: idParamsSchema,
        response: { 200: partnerCrashReportSchema },
      },
    },
    async (req) => s.calendar.crashReport(actorOf(req), req.params.id),
  );
  app.get(
    withId(paths.partner),
    {
      ...opts,
      schema: {
        summary: 'One relationship of mine (with the partner’s streaks when shared)',
        tags,
        params: idParamsSchema,
        response: { 200: accountabilityPartnerDetailSchema },
      },
    },
    async (req) => s.partners.get(actorOf(req), req.params.id),
  );
  app.patch(
    withId(paths.updateStatus),
    {
      ...opts,
      schema: {
        summary: 'Approve or reject a request (only the person who received it)',
        tags,
        params: idParamsSchema,
        body: updatePartnerStatusInputSchema,
        response: { 200: partnerWriteResponseSchema },
      },
    },
    async (req) => {
      const item = await s.partners.answer(actorOf(req), req.params.id, req.body.status);
      return { message: req.body.status === 'accepted' ? t.accepted : t.rejected, item };
    },
  );
  app.delete(
    withId(paths.partner),
    {
      ...opts,
      schema: {
        summary: 'End a relationship or withdraw a request (either side; access ends at once)',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.partners.remove(actorOf(req), req.params.id);
      return { message: t.removed };
    },
  );
  app.post(
    withId(paths.resendInvitation),
    {
      ...opts,
      schema: {
        summary: 'Send the request mail again (the requester, while pending; a few times an hour)',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.partners.resend(actorOf(req), req.params.id);
      return { message: t.invitationResent };
    },
  );
  app.get(
    withId(paths.sharing),
    { ...opts, schema: { summary: 'What I let this partner see', tags, params: idParamsSchema, response: { 200: sharingStateSchema } } },
    async (req) => s.partners.getSharing(actorOf(req), req.params.id),
  );
  app.put(
    withId(paths.sharing),
    {
      ...opts,
      schema: {
        summary: 'Change what I let this partner see (check-ins, crash reports, FASTER answers, streaks)',
        tags,
        params: idParamsSchema,
        body: updateSharingInputSchema,
        response: { 200: sharingStateSchema },
      },
    },
    async (req) => s.partners.updateSharing(actorOf(req), req.params.id, req.body),
  );
  app.get(
    withId(paths.sharingPreview),
    {
      ...opts,
      serializerCompiler: plainJsonSerializer,
      schema: {
        summary: 'Preview as partner: my data exactly as this partner’s calendar shows it',
        tags,
        params: idParamsSchema,
        querystring: partnerCalendarQuerySchema,
        response: { 200: sharingPreviewSchema },
      },
    },
    async (req) => s.calendar.preview(actorOf(req), req.params.id, req.query),
  );

  app.get(
    at(paths.accessLog),
    {
      ...opts,
      schema: {
        summary: 'Who viewed my check-ins and crash reports (paged, newest first)',
        tags,
        querystring: listAccessLogQuerySchema,
        response: { 200: accessLogPageSchema },
      },
    },
    async (req) => s.accessLog.list(actorOf(req), req.query),
  );

  const sosTags = ['sos'];
  app.post(
    at(paths.sos),
    {
      ...opts,
      schema: {
        summary: 'Ask everyone who sees my data for help now (Pray for me, Text me, Call me now)',
        tags: sosTags,
        body: sendSosInputSchema,
        response: { 201: sosWriteResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ message: sosTexts.sent, item: await s.sos.send(actorOf(req), req.body) }),
  );
  app.get(
    at(paths.sos),
    {
      ...opts,
      schema: {
        summary: 'My latest SOS and those sent to me (open, or from the last day)',
        tags: sosTags,
        response: { 200: sosOverviewSchema },
      },
    },
    async (req) => s.sos.overview(actorOf(req)),
  );
  app.get(
    withId(paths.sosItem),
    {
      ...opts,
      schema: { summary: 'One SOS (its member and recipients only)', tags: sosTags, params: idParamsSchema, response: { 200: sosSchema } },
    },
    async (req) => s.sos.get(actorOf(req), req.params.id),
  );
  app.post(
    withId(paths.sosAcknowledge),
    {
      ...opts,
      schema: {
        summary: "I'm here: the first recipient to answer acknowledges it",
        tags: sosTags,
        params: idParamsSchema,
        response: { 200: sosWriteResponseSchema },
      },
    },
    async (req) => ({
      message: sosTexts.acknowledged,
      item: await s.sos.acknowledge(actorOf(req), req.params.id),
    }),
  );
  app.post(
    withId(paths.sosClose),
    {
      ...opts,
      schema: {
        summary: 'The member is OK: close the SOS (no escalation follows)',
        tags: sosTags,
        params: idParamsSchema,
        response: { 200: sosWriteResponseSchema },
      },
    },
    async (req) => ({
      message: sosTexts.closed,
      item: await s.sos.close(actorOf(req), req.params.id),
    }),
  );
}
