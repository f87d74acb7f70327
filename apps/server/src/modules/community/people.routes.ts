import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  authorHandleParamsSchema,
  communityApiPaths as paths,
  communityTexts as t,
  communityUserSchema,
  memberDecisionAnswerSchema,
  memberDecisionInputSchema,
  memberListQuerySchema,
  memberPageSchema,
  memberStatusRequestPageSchema,
  memberStatusRequestsQuerySchema,
  memberStatusSchema,
  moderationQueueSchema,
  replyModerationInputSchema,
  userFlagInputSchema,
  userModerationInputSchema,
} from '@holdfast/shared/community';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { PeopleService } from './people.service';
import { canModerateCommunity } from './community.policy';

/** The community's people: directory, members-status, profiles, flags, blocks, mutes, suspension and the moderation queue. */
export function registerPeopleRoutes(root: FastifyInstance, s: PeopleService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['community'];
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  // Community admins' routes: the role is checked before the body, query and params are (a member gets 403, never the schema's 422).
  const moderators = routeOptions({ onRequest: app.authenticate({ may: canModerateCommunity }) }, tags);

  // ---------- women's members-status ----------
  app.get(
    routePath(paths.membersStatus),
    user("My community members-status (a woman's first call asks a community admin for access)", { response: { 200: memberStatusSchema } }),
    async (req) => s.memberStatus(actorOf(req)),
  );
  app.get(
    routePath(paths.membersStatusRequests),
    moderators('Women waiting for community access (community_admin)', {
      querystring: memberStatusRequestsQuerySchema,
      response: { 200: memberStatusRequestPageSchema },
    }),
    async (req) => s.memberStatusRequests(actorOf(req), req.query),
  );
  app.put(
    routePath(paths.userMembersStatus, ':id'),
    moderators("Approve or decline a woman's community access (community_admin; audited)", {
      params: idParamsSchema,
      body: memberDecisionInputSchema,
      response: { 200: memberDecisionAnswerSchema },
    }),
    async (req) => s.decideMemberStatus(actorOf(req), req.params.id, req.body),
  );

  // ---------- the directory and profiles ----------
  app.get(
    routePath(paths.members),
    user('The members directory (10 a page; search from 3 characters; tag, accountability, age and country filters)', {
      querystring: memberListQuerySchema,
      response: { 200: memberPageSchema },
    }),
    async (req) => s.members(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.user, ':id'),
    user("A member's community profile and activity, with my links to them", {
      params: idParamsSchema,
      response: { 200: communityUserSchema },
    }),
    async (req) => s.user(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.userFlag, ':id'),
    user('Flag a member with a reason (to the moderation queue)', {
      params: idParamsSchema,
      body: userFlagInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.flagUser(actorOf(req), req.params.id, req.body);
      return { message: t.userFlagged };
    },
  );
  app.post(
    routePath(paths.userSuspend, ':id'),
    moderators('Suspend a member (community_admin; audited)', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.suspend(actorOf(req), req.params.id);
      return { message: t.userSuspended };
    },
  );
  app.post(
    routePath(paths.userBlock, ':id'),
    user('Block a member (not a partner or group member): each side disappears for the other', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.block(actorOf(req), req.params.id);
      return { message: t.userBlocked };
    },
  );
  app.delete(
    routePath(paths.userBlock, ':id'),
    user('Lift my block', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.unblock(actorOf(req), req.params.id);
      return { message: t.userUnblocked };
    },
  );
  app.post(
    routePath(paths.userMute, ':id'),
    user('Mute a member: their replies collapse for me only', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.mute(actorOf(req), req.params.id);
      return { message: t.userMuted };
    },
  );
  app.delete(
    routePath(paths.userMute, ':id'),
    user('Unmute a member', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.unmute(actorOf(req), req.params.id);
      return { message: t.userUnmuted };
    },
  );

  // ---------- a post's author by its handle (never their id) ----------
  app.post(
    routePath(paths.authorFlag, ':handle'),
    user("Flag a post's author by the post's author_handle (an anonymous author stays unnamed)", {
      params: authorHandleParamsSchema,
      body: userFlagInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.flagAuthor(actorOf(req), req.params.handle, req.body);
      return { message: t.userFlagged };
    },
  );
  app.post(
    routePath(paths.authorBlock, ':handle'),
    user("Block a post's author by the post's author_handle (an anonymous author stays unnamed in my blocked list)", {
      params: authorHandleParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.blockAuthor(actorOf(req), req.params.handle);
      return { message: t.userBlocked };
    },
  );
  app.delete(
    routePath(paths.authorBlock, ':handle'),
    user('Lift the block I made through this author handle', { params: authorHandleParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.unblockAuthor(actorOf(req), req.params.handle);
      return { message: t.userUnblocked };
    },
  );

  // ---------- the moderation queue ----------
  app.get(
    routePath(paths.moderationFlags),
    moderators('Flagged replies and members with their reasons (community_admin)', { response: { 200: moderationQueueSchema } }),
    async (req) => s.queue(actorOf(req)),
  );
  app.post(
    routePath(paths.moderateReply, ':id'),
    moderators('Hide, restore, dismiss or suspend the author of a flagged reply (community_admin; audited)', {
      params: idParamsSchema,
      body: replyModerationInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => s.moderateReply(actorOf(req), req.params.id, req.body),
  );
  app.post(
    routePath(paths.moderateUser, ':id'),
    moderators('Dismiss the flags on a member or suspend them (community_admin; audited)', {
      params: idParamsSchema,
      body: userModerationInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => s.moderateUser(actorOf(req), req.params.id, req.body),
  );
}
