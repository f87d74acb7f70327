import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, okResponseSchema, pageQuerySchema } from '@holdfast/shared/common';
import { coursesTexts } from '@holdfast/shared/courses';
import { groupMemberParamsSchema } from '@holdfast/shared/groups';
import {
  applicantDetailsSchema,
  applicantWriteResponseSchema,
  applicationInputSchema,
  applicationParamsSchema,
  applicationWriteResponseSchema,
  confirmPremiumPaymentInputSchema,
  confirmPremiumPaymentResponseSchema,
  memberPaymentStatusSchema,
  premiumMemberParamsSchema,
  premiumSetupIntentSchema,
  guestApplicationInputSchema,
  guestApplicationResponseSchema,
  leaveChargePageSchema,
  leaveChargeWriteResponseSchema,
  listApplicationsQuerySchema,
  placeApplicationInputSchema,
  registerApplicationInputSchema,
  registerApplicationResponseSchema,
  premiumApiPaths as paths,
  premiumApplicationPageSchema,
  premiumGroupActionInputSchema,
  premiumGroupActionResponseSchema,
  premiumTexts as t,
  rejectApplicantInputSchema,
  resendOtpInputSchema,
  suggestedGroupsSchema,
  verifyOtpInputSchema,
} from '@holdfast/shared/premium-groups';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { canManageLeaveCharges, canPlaceApplications } from './premium-groups.policy';
import { WebhookSignatureError } from '../../platform/payments/payments';
import type { ApplicationsService } from './applications.service';
import type { LeaveChargesService } from './leave-charges.service';
import type { PaymentsService } from './payments.service';
import type { PipelineService } from './pipeline.service';

/** Each route: authenticate (or a public guest call, rate-limited), validate with the shared schema, one service call. */
export function registerPremiumGroupsRoutes(
  root: FastifyInstance,
  s: { applications: ApplicationsService; pipeline: PipelineService; payments: PaymentsService; leaveCharges: LeaveChargesService },
  opts: { guestRateLimit: number },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['premium-groups'];
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  // Admin routes: the role is checked before the body, query and params are (a member gets 403, never the schema's 422).
  const placer = routeOptions({ onRequest: app.authenticate({ may: canPlaceApplications }) }, tags);
  const chargeAdmin = routeOptions({ onRequest: app.authenticate({ may: canManageLeaveCharges }) }, tags);
  // Guest calls have no account: a per-client limit here, per-address and per-application limits in the service.
  const guest = routeOptions({ config: { rateLimit: { max: opts.guestRateLimit, timeWindow: '1 minute' } } }, tags);
  const stripe = routeOptions({}, tags);

  // ---------- applications ----------
  for (const path of [paths.applications, paths.requests]) {
    app.post(
      routePath(path),
      user('Apply for a premium group (signed in): straight to group selection; a confirmation mail', {
        body: applicationInputSchema,
        response: { 200: applicationWriteResponseSchema, 201: applicationWriteResponseSchema },
      }),
      // 201 with a new application; 200 with the person's open one (a second submit).
      async (req, reply) => {
        const { created, item } = await s.applications.apply(actorOf(req), req.body);
        return reply.status(created ? 201 : 200).send({ message: created ? t.formFilled : t.applicationOpen, item });
      },
    );
  }
  app.post(
    routePath(paths.guest),
    guest(
      'Apply as a guest: the answers and guest_email; a 6-digit code is mailed (same answer whether or not the address has an account)',
      { body: guestApplicationInputSchema, response: { 200: guestApplicationResponseSchema, 201: guestApplicationResponseSchema } },
    ),
    async (req, reply) => {
      const { created, body } = await s.applications.applyAsGuest(req.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );
  app.post(
    routePath(paths.register),
    guest(
      'Register and apply in one step: a new account (verify its address to sign in) and its application; the same answer when the address has an account (its owner is mailed a code)',
      { body: registerApplicationInputSchema, response: { 201: registerApplicationResponseSchema } },
    ),
    async (req, reply) => {
      await s.applications.register(req.body, req.ip);
      return reply.status(201).send({ message: t.registered });
    },
  );
  app.post(
    routePath(paths.resendOtp),
    guest('Mail a new code (the old one stops working); a few an hour', {
      body: resendOtpInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.applications.resendOtp(req.body);
      return { message: t.otpResent };
    },
  );
  app.post(
    routePath(paths.verifyOtp),
    guest('Confirm the code: 10 minutes, at most 5 wrong tries', {
      body: verifyOtpInputSchema,
      response: { 200: applicationWriteResponseSchema },
    }),
    async (req) => ({
      message: t.formFilled,
      item: await s.applications.verifyOtp(req.body),
    }),
  );

  // ---------- admin: group selection ----------
  app.get(
    routePath(paths.adminApplications),
    placer('Premium applications by status (ff_admin, upgrade_admin)', {
      querystring: listApplicationsQuerySchema,
      response: { 200: premiumApplicationPageSchema },
    }),
    async (req) => s.applications.list(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.suggestedGroups, ':id'),
    placer('Open premium groups that fit the application, best first', {
      params: applicationParamsSchema,
      response: { 200: suggestedGroupsSchema },
    }),
    async (req) => s.applications.suggestions(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.place, ':id'),
    placer('Place the application in a group: its member row (New), a note, the leaders notified', {
      params: applicationParamsSchema,
      body: placeApplicationInputSchema,
      response: { 200: applicationWriteResponseSchema },
    }),
    async (req) => ({
      message: t.placed,
      item: await s.applications.place(actorOf(req), req.params.id, req.body.group_id),
    }),
  );

  // ---------- admin: leave charges ----------
  app.get(
    routePath(paths.adminLeaveCharges),
    chargeAdmin('Leave charges of premium groups, newest first (ff_admin, upgrade_admin)', {
      querystring: pageQuerySchema,
      response: { 200: leaveChargePageSchema },
    }),
    async (req) => s.leaveCharges.list(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.waiveLeaveCharge, ':id'),
    chargeAdmin('Waive a leave charge (a charged one is refunded through the payment provider)', {
      params: applicationParamsSchema,
      response: { 200: leaveChargeWriteResponseSchema },
    }),
    async (req) => ({ message: t.leaveChargeWaived, item: await s.leaveCharges.waive(actorOf(req), req.params.id) }),
  );

  // ---------- the leaders' pipeline ----------
  app.get(
    routePath(paths.application, ':id', ':memberId'),
    user('The applicant: every answer, payments, and what may be done now', {
      params: groupMemberParamsSchema,
      response: { 200: applicantDetailsSchema },
    }),
    async (req) => s.pipeline.get(actorOf(req), req.params.id, req.params.memberId),
  );
  app.patch(
    routePath(paths.markReview, ':id', ':memberId'),
    user('Start Review: applied -> in-review', { params: groupMemberParamsSchema, response: { 200: applicantWriteResponseSchema } }),
    async (req) => ({
      message: t.markedForReview,
      item: await s.pipeline.markReview(actorOf(req), req.params.id, req.params.memberId),
    }),
  );
  app.patch(
    routePath(paths.accept, ':id', ':memberId'),
    user('Accept: in-review -> accepted; the pre-payment mail goes out', {
      params: groupMemberParamsSchema,
      response: { 200: applicantWriteResponseSchema },
    }),
    async (req) => ({
      message: t.accepted,
      item: await s.pipeline.accept(actorOf(req), req.params.id, req.params.memberId),
    }),
  );
  app.patch(
    routePath(paths.markRejected, ':id', ':memberId'),
    user('Reject with a reason (from applied or in-review)', {
      params: groupMemberParamsSchema,
      body: rejectApplicantInputSchema,
      response: { 200: applicantWriteResponseSchema },
    }),
    async (req) => ({
      message: t.rejected,
      item: await s.pipeline.reject(actorOf(req), req.params.id, req.params.memberId, req.body.reason_to_reject),
    }),
  );
  app.post(
    routePath(paths.resendPrePayment, ':id', ':memberId'),
    user('Send the pre-payment mail again (accepted members)', { params: groupMemberParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.pipeline.resendPrePayment(actorOf(req), req.params.id, req.params.memberId);
      return { message: t.prePaymentMailSent };
    },
  );
  app.post(
    routePath(paths.resendSubscription, ':id', ':memberId'),
    user('Send the subscription link again (pre-paid members of a started group)', {
      params: groupMemberParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.pipeline.resendSubscription(actorOf(req), req.params.id, req.params.memberId);
      return { message: t.subscriptionLinkSent };
    },
  );
  app.patch(
    routePath(paths.start),
    user('Start the premium group (4 or more pre-paid): non-payers removed, subscription links sent', {
      body: premiumGroupActionInputSchema,
      response: { 200: premiumGroupActionResponseSchema },
    }),
    async (req) => s.pipeline.start(actorOf(req), req.body.group_id),
  );
  app.patch(
    routePath(paths.markCompleted),
    user('Mark the started premium group completed', {
      body: premiumGroupActionInputSchema,
      response: { 200: premiumGroupActionResponseSchema },
    }),
    async (req) => s.pipeline.complete(actorOf(req), req.body.group_id),
  );

  // ---------- the member's payments ----------
  app.get(
    routePath(paths.memberPayment, ':memberId'),
    user('My premium membership: what is due and what I paid', {
      params: premiumMemberParamsSchema,
      response: { 200: memberPaymentStatusSchema },
    }),
    async (req) => s.payments.status(actorOf(req), req.params.memberId),
  );
  for (const kind of ['pre-payment', 'subscription'] as const) {
    const setup = kind === 'pre-payment' ? paths.prePaymentSetupIntent : paths.subscriptionSetupIntent;
    const confirm = kind === 'pre-payment' ? paths.prePaymentConfirm : paths.subscriptionConfirm;
    app.post(
      routePath(setup, ':memberId'),
      user(`Start the ${kind} with the payment provider (only when it is due)`, {
        params: premiumMemberParamsSchema,
        response: { 200: premiumSetupIntentSchema },
      }),
      async (req) => s.payments.setupIntent(actorOf(req), req.params.memberId, kind),
    );
    app.post(
      routePath(confirm, ':memberId'),
      user(`Record the ${kind} once the provider reports it paid (a replay answers the same)`, {
        params: premiumMemberParamsSchema,
        body: confirmPremiumPaymentInputSchema,
        response: { 200: confirmPremiumPaymentResponseSchema },
      }),
      async (req) => s.payments.confirm(actorOf(req), req.params.memberId, kind, req.body.setup_intent_id),
    );
  }

  // Stripe calls this with a signed raw body: its own scope keeps the body as bytes for the signature check.
  root.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(
      routePath(paths.stripeWebhook),
      stripe('Stripe webhook for premium payments (signed by Stripe)', { hide: true }),
      async (req, reply) => {
        const signature = req.headers['stripe-signature'];
        try {
          return await s.payments.handleWebhook(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (e) {
          if (e instanceof WebhookSignatureError)
            return reply.status(400).send({ message: coursesTexts.invalidSignature, code: ERROR_CODES.invalidSignature });
          throw e;
        }
      },
    );
  });
}
