import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  authorHandleParamsSchema,
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
import type { PeopleService } from './people.service';
import { canModerateCommunity } from './community.policy';

/** The community's people: directory, members-status, profiles, flags, blocks, mutes, suspension and the moderation queue. */
export function registerPeopleRoutes(root: FastifyInstance, s: PeopleService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  // Community admins' routes: the role is checked before the body, query and params are (a member gets 403, never the schema's 422).
  const moderators = { onRequest: app.authenticate({ may: canModerateCommunity }) };
  const tags = ['community'];

  // ---------- women's members-status ----------
  app.get(
    '/community/members-status',
    {
      ...opts,
      schema: {
        summary: "My community members-status (a woman's first call asks a community admin for access)",
        tags,
        response: { 200: memberStatusSchema },
      },
    },
    async (req) => s.memberStatus(actorOf(req)),
  );
  app.get(
    '/community/members-status/requests',
    {
      ...moderators,
      schema: {
        summary: 'Women waiting for community access (community_admin)',
        tags,
        querystring: memberStatusRequestsQuerySchema,
        response: { 200: memberStatusRequestPageSchema },
      },
    },
    async (req) => s.memberStatusRequests(actorOf(req), req.query),
  );
  app.put(
    '/community/users/:id/members-status',
    {
      ...moderators,
      schema: {
        summary: "Approve or decline a woman's community access (community_admin; audited)",
        tags,
        params: idParamsSchema,
        body: memberDecisionInputSchema,
        response: { 200: memberDecisionAnswerSchema },
      },
    },
    async (req) => s.decideMemberStatus(actorOf(req), req.params.id, req.body),
  );

  // ---------- the directory and profiles ----------
  app.get(
    '/community/members',
    {
      ...opts,
      schema: {
        summary: 'The members directory (10 a page; search from 3 characters; tag, accountability, age and country filters)',
        tags,
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema },
      },
    },
    async (req) => s.members(actorOf(req), req.query),
  );
  app.get(
    '/community/users/:id',
    {
      ...opts,
      schema: {
        summary: "A member's community profile and activity, with my links to them",
        tags,
        params: idParamsSchema,
        response: { 200: communityUserSchema },
      },
    },
    async (req) => s.user(actorOf(req), req.params.id),
  );
  app.post(
    '/community/users/:id/flag',
    {
      ...opts,
      schema: {
        summary: 'Flag a member with a reason (to the moderation queue)',
        tags,
        params: idParamsSchema,
        body: userFlagInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.flagUser(actorOf(req), req.params.id, req.body);
      return { message: t.userFlagged };
    },
  );
  app.post(
    '/community/users/:id/suspend',
    {
      ...moderators,
      schema: { summary: 'Suspend a member (community_admin; audited)', tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.suspend(actorOf(req), req.params.id);
      return { message: t.userSuspended };
    },
  );
  app.post(
    '/community/users/:id/block',
    {
      ...opts,
      schema: {
        summary: 'Block a member (not a partner or group member): each side disappears for the other',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.block(actorOf(req), req.params.id);
      return { message: t.userBlocked };
    },
  );
  app.delete(
    '/community/users/:id/block',
    { ...opts, schema: { summary: 'Lift my block', tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.unblock(actorOf(req), req.params.id);
      return { message: t.userUnblocked };
    },
  );
  app.post(
    '/community/users/:id/mute',
    {
      ...opts,
      schema: {
        summary: 'Mute a member: their replies collapse for me only',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.mute(actorOf(req), req.params.id);
      return { message: t.userMuted };
    },
  );
  app.delete(
    '/community/users/:id/mute',
    { ...opts, schema: { summary: 'Unmute a member', tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.unmute(actorOf(req), req.params.id);
      return { message: t.userUnmuted };
    },
  );

  // ---------- a post's author by its handle (never their id) ----------
  app.post(
    '/community/authors/:handle/flag',
    {
      ...opts,
      schema: {
        summary: "Flag a post's author by the post's author_handle (an anonymous author stays unnamed)",
        tags,
        params: authorHandleParamsSchema,
        body: userFlagInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.flagAuthor(actorOf(req), req.params.handle, req.body);
      return { message: t.userFlagged };
    },
  );
  app.post(
    '/community/authors/:handle/block',
    {
      ...opts,
      schema: {
        summary: "Block a post's author by the post's author_handle (an anonymous author stays unnamed in my blocked list)",
        tags,
        params: authorHandleParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.blockAuthor(actorOf(req), req.params.handle);
      return { message: t.userBlocked };
    },
  );
  app.delete(
    '/community/authors/:handle/block',
    {
      ...opts,
      schema: {
        summary: 'Lift the block I made through this author handle',
        tags,
        params: authorHandleParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.unblockAuthor(actorOf(req), req.params.handle);
      return { message: t.userUnblocked };
    },
  );

  // ---------- the moderation queue ----------
  app.get(
    '/community/moderation/flags',
    {
      ...moderators,
      schema: {
        summary: 'Flagged replies and members with their reasons (community_admin)',
        tags,
        response: { 200: moderationQueueSchema },
      },
    },
    async (req) => s.queue(actorOf(req)),
  );
  app.post(
    '/community/moderation/replies/:id',
    {
      ...moderators,
      schema: {
        summary: 'Hide, restore, dismiss or suspend the author of a flagged reply (community_admin; audited)',
        tags,
        params: idParamsSchema,
        body: replyModerationInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => s.moderateReply(actorOf(req), req.params.id, req.body),
  );
  app.post(
    '/community/moderation/users/:id',
    {
      ...moderators,
      schema: {
        summary: 'Dismiss the flags on a member or suspend them (community_admin; audited)',
        tags,
        params: idParamsSchema,
        body: userModerationInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => s.moderateUser(actorOf(req), req.params.id, req.body),
  );
}
