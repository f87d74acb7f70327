import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCoachPageSchema,
  adminCoachWriteResponseSchema,
  answerCoachInvitationInputSchema,
  clientLinkQuerySchema,
  clientSharingResponseSchema,
  clientWriteResponseSchema,
  coachClientViewSchema,
  coachDetailSchema,
  coachingApiPaths as paths,
  coachingTexts as t,
  coachWriteResponseSchema,
  inviteClientInputSchema,
  inviteCoachInputSchema,
  listAdminCoachesQuerySchema,
  updateClientSharingInputSchema,
} from '@holdfast/shared/coaching';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { ClientLinksService } from './clients.service';
import { canInviteCoaches, canUseCoachCentre } from './coaching.policy';
import type { CoachInvitationsService } from './relationships.service';

/** Each route: authenticate (a role's routes refuse others before validating), validate with the shared schema, one service call. */
export function registerRelationshipsRoutes(root: FastifyInstance, s: { coaches: CoachInvitationsService; clients: ClientLinksService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['coaching'];
  const admins = routeOptions({ onRequest: app.authenticate({ may: canInviteCoaches }) }, tags);
  const coaches = routeOptions({ onRequest: app.authenticate({ may: canUseCoachCentre }) }, tags);
  // The invitee of a coach or client invitation holds no role yet: any verified member, their own rows only.
  const user = routeOptions({ onRequest: app.authenticate() }, tags);

  // ---------- coaches ----------
  app.post(
    routePath(paths.adminCoaches),
    admins('Admin (ff_admin): invite a coach by e-mail (an account: notification and mail; an address: the registration link)', {
      body: inviteCoachInputSchema,
      response: { 201: adminCoachWriteResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: t.coachInvited, item: await s.coaches.invite(actorOf(req), req.body) }),
  );
  app.get(
    routePath(paths.adminCoaches),
    admins('Admin (ff_admin): every coach, newest first, with status, billing and accepted clients', {
      querystring: listAdminCoachesQuerySchema,
      response: { 200: adminCoachPageSchema },
    }),
    async (req) => s.coaches.list(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.coach),
    user('My coach record (any request status); 404 when I was never invited', { response: { 200: coachDetailSchema } }),
    async (req) => s.coaches.mine(actorOf(req)),
  );
  app.patch(
    routePath(paths.invitationAccept),
    user('Accept my coach invitation: I hold the coach role; billing setup comes next', { response: { 200: coachWriteResponseSchema } }),
    async (req) => ({ message: t.coachInvitationUpdated, item: await s.coaches.accept(actorOf(req)) }),
  );

  // ---------- clients ----------
  app.post(
    routePath(paths.users),
    coaches(
      'Invite a client by e-mail (an account: notification and mail with accept and reject links; an address: the registration link)',
      {
        body: inviteClientInputSchema,
        response: { 201: clientWriteResponseSchema },
      },
    ),
    async (req, reply) => reply.status(201).send({ message: t.clientInvited, item: await s.clients.invite(actorOf(req), req.body) }),
  );
  app.post(
    routePath(paths.resendInvitation, ':id'),
    coaches('Send a pending client invitation again', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.clients.resend(actorOf(req), req.params.id);
      return { message: t.invitationResent };
    },
  );
  app.delete(
    routePath(paths.user, ':id'),
    coaches('Remove a client (their notes go too; their open pages refresh)', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.clients.remove(actorOf(req), req.params.id);
      return { message: t.clientRemoved };
    },
  );
  app.get(
    routePath(paths.client),
    user('My coach link: the one coach_user names, else the accepted one, else the newest pending invitation', {
      querystring: clientLinkQuerySchema,
      response: { 200: coachClientViewSchema },
    }),
    async (req) => s.clients.mine(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.clientInvitationAccept),
    user('Answer a coach invitation (accepted with what the coach may see, or rejected)', {
      body: answerCoachInvitationInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => ({ message: await s.clients.answer(actorOf(req), req.body) }),
  );
  app.patch(
    routePath(paths.clientSharing),
    user('Change what my coach sees (accepted link only)', {
      body: updateClientSharingInputSchema,
      response: { 200: clientSharingResponseSchema },
    }),
    async (req) => ({ message: t.sharingUpdated, sharing: await s.clients.updateSharing(actorOf(req), req.body) }),
  );
}
