import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import {
  agreementAnswerSchema,
  agreementInputSchema,
  categoryListSchema,
  categoryParamsSchema,
  communityTexts as t,
  createReplyInputSchema,
  createThreadInputSchema,
  createTopicInputSchema,
  flagInputSchema,
  forumSearchPageSchema,
  forumSearchQuerySchema,
  myReactionListSchema,
  reactionInputSchema,
  reactionResultSchema,
  replyCreatedSchema,
  replyListQuerySchema,
  replyListSchema,
  replyPageSchema,
  replyVisibilitySchema,
  strugglingAnswerSchema,
  strugglingInputSchema,
  threadCreatedSchema,
  threadIdsQuerySchema,
  threadListQuerySchema,
  threadListSchema,
  threadPageSchema,
  threadSchema,
  threadViewSchema,
  topicCreatedSchema,
  topicListSchema,
  topicPageSchema,
  topicSchema,
  userRepliesQuerySchema,
  userReplyPageSchema,
  visibilityInputSchema,
  watchInputSchema,
  watchListQuerySchema,
  communityApiPaths as paths,
} from '@holdfast/shared/community';
import { actorOf } from '../../platform/auth/actor';
import { sendJsonText } from '../../platform/http/json-text';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { CommunityService } from './community.service';
import type { RepliesService } from './replies.service';
import { canAddTopic, canChangeVisibility } from './community.policy';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerCommunityRoutes(root: FastifyInstance, s: { forum: CommunityService; replies: RepliesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['community'];
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  // Role-gated routes: the role is checked before the body and params are (a member gets 403, never the schema's 422).
  const topicManagers = routeOptions({ onRequest: app.authenticate({ may: canAddTopic }) }, tags);
  const hiders = routeOptions({ onRequest: app.authenticate({ may: canChangeVisibility }) }, tags);

  // ---------- the agreement ----------
  app.post(
    routePath(paths.agreement),
    user('Accept the community agreement (both boxes required); sets the community profile fields', {
      body: agreementInputSchema,
      response: { 200: agreementAnswerSchema },
    }),
    async (req) => s.forum.acceptAgreement(actorOf(req), req.body),
  );

  // ---------- categories and topics ----------
  app.get(
    routePath(paths.categories),
    user('The categories I may see, with counts and up to 3 recent participants', { response: { 200: categoryListSchema } }),
    async (req) => s.forum.categories(actorOf(req)),
  );
  app.get(
    routePath(paths.categoryTopics, ':key'),
    user('Topics of a category', { params: categoryParamsSchema, response: { 200: topicListSchema } }),
    async (req) => s.forum.topics(actorOf(req), req.params.key),
  );
  app.post(
    routePath(paths.categoryTopics, ':key'),
    topicManagers('Add a topic (ff_admin or community_admin)', {
      params: categoryParamsSchema,
      body: createTopicInputSchema,
      response: { 201: topicCreatedSchema },
    }),
    async (req, reply) =>
      reply.status(201).send({ message: t.topicCreated, item: await s.forum.addTopic(actorOf(req), req.params.key, req.body) }),
  );
  app.get(routePath(paths.topic, ':id'), user('One topic', { params: idParamsSchema, response: { 200: topicSchema } }), async (req) =>
    s.forum.topic(actorOf(req), req.params.id),
  );

  // ---------- threads ----------
  app.get(
    routePath(paths.topicThreads, ':id'),
    user("A topic's threads, pinned first then by activity (15 a page)", {
      params: idParamsSchema,
      querystring: threadListQuerySchema,
      response: { 200: threadPageSchema },
    }),
    async (req) => s.forum.threads(actorOf(req), req.params.id, req.query),
  );
  app.post(
    routePath(paths.topicThreads, ':id'),
    user('Start a thread (sanitised HTML; community admins may pin)', {
      params: idParamsSchema,
      body: createThreadInputSchema,
      response: { 201: threadCreatedSchema },
    }),
    async (req, reply) =>
      reply.status(201).send({ message: t.threadCreated, item: await s.forum.startThread(actorOf(req), req.params.id, req.body) }),
  );
  app.get(
    routePath(paths.threads),
    user('Threads by id (recommended threads); unknown ids skipped', {
      querystring: threadIdsQuerySchema,
      response: { 200: threadListSchema },
    }),
    async (req) => s.forum.threadsByIds(actorOf(req), req.query),
  );
  app.get(routePath(paths.thread, ':id'), user('One thread', { params: idParamsSchema, response: { 200: threadSchema } }), async (req) =>
    s.forum.thread(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.threadView, ':id'),
    user('Mark the thread viewed (counted once per member per day)', { params: idParamsSchema, response: { 200: threadViewSchema } }),
    async (req) => s.forum.view(actorOf(req), req.params.id),
  );

  // ---------- replies ----------
  app.patch(
    routePath(paths.threadStruggling, ':id'),
    user("Mark my thread 'I'm struggling right now' (community admins told at once) or take the mark back", {
      params: idParamsSchema,
      body: strugglingInputSchema,
      response: { 200: strugglingAnswerSchema },
    }),
    async (req) => s.forum.markThreadStruggling(actorOf(req), req.params.id, req.body),
  );
  app.get(
    routePath(paths.search),
    user('Search threads and replies (full-text, 3 characters or more; 10 a page)', {
      querystring: forumSearchQuerySchema,
      response: { 200: forumSearchPageSchema },
    }),
    async (req) => s.forum.search(actorOf(req), req.query),
  );

  app.get(
    routePath(paths.threadReplies, ':id'),
    user('Replies: top-level 15 a page, or parent_reply_id for nested ones 5 a page', {
      params: idParamsSchema,
      querystring: replyListQuerySchema,
      response: { 200: replyPageSchema },
    }),
    async (req, reply) => sendJsonText(reply, replyPageSchema, await s.replies.list(actorOf(req), req.params.id, req.query)),
  );
  app.get(
    routePath(paths.favouriteReplies, ':id'),
    user('The most reacted replies (up to 3)', { params: idParamsSchema, response: { 200: replyListSchema } }),
    async (req) => s.replies.favourites(actorOf(req), req.params.id),
  );
  app.get(
    routePath(paths.myReactions, ':id'),
    user('My reactions in the thread', { params: idParamsSchema, response: { 200: myReactionListSchema } }),
    async (req) => s.replies.myReactions(actorOf(req), req.params.id),
  );
  app.post(
    routePath(paths.threadReplies, ':id'),
    user('Reply (reply_id answers a reply; sanitised HTML); watchers are notified', {
      params: idParamsSchema,
      body: createReplyInputSchema,
      response: { 201: replyCreatedSchema },
    }),
    async (req, reply) =>
      reply.status(201).send({ message: t.replyCreated, item: await s.replies.create(actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    routePath(paths.reply, ':id'),
    user('Delete my reply (author only; its nested replies go with it)', { params: idParamsSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.replies.remove(actorOf(req), req.params.id);
      return { message: t.replyDeleted };
    },
  );
  app.put(
    routePath(paths.replyReaction, ':id'),
    user('Toggle my reaction (Liked or Loved): added or removed', {
      params: idParamsSchema,
      body: reactionInputSchema,
      response: { 200: reactionResultSchema },
    }),
    async (req) => s.replies.react(actorOf(req), req.params.id, req.body),
  );
  app.post(
    routePath(paths.replyFlag, ':id'),
    user('Flag a reply with a reason (3 members hide it pending review)', {
      params: idParamsSchema,
      body: flagInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.replies.flag(actorOf(req), req.params.id, req.body);
      return { message: t.replyFlagged };
    },
  );
  app.patch(
    routePath(paths.replyStruggling, ':id'),
    user("Mark my reply 'I'm struggling right now' (community admins told at once) or take the mark back", {
      params: idParamsSchema,
      body: strugglingInputSchema,
      response: { 200: strugglingAnswerSchema },
    }),
    async (req) => s.replies.markStruggling(actorOf(req), req.params.id, req.body),
  );
  app.patch(
    routePath(paths.replyVisibility, ':id'),
    hiders('Hide or show a reply (community_admin, upgrade_admin)', {
      params: idParamsSchema,
      body: visibilityInputSchema,
      response: { 200: replyVisibilitySchema },
    }),
    async (req) => {
      const item = await s.replies.setVisibility(actorOf(req), req.params.id, req.body);
      return { message: req.body.is_hidden ? t.replyHidden : t.replyShown, item };
    },
  );

  app.get(
    routePath(paths.userReplies, ':id'),
    user("A member's recent replies, newest first (15 a page)", {
      params: idParamsSchema,
      querystring: userRepliesQuerySchema,
      response: { 200: userReplyPageSchema },
    }),
    async (req) => s.replies.ofUser(actorOf(req), req.params.id, req.query),
  );

  // ---------- watching ----------
  app.post(
    routePath(paths.watch),
    user('Watch a thread or topic', { body: watchInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.forum.watch(actorOf(req), req.body);
      return { message: req.body.entity_type === 'topic' ? t.topicWatched : t.watchListUpdated };
    },
  );
  app.delete(
    routePath(paths.watch),
    user('Stop watching a thread or topic', { body: watchInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.forum.unwatch(actorOf(req), req.body);
      return { message: t.watchListUpdated };
    },
  );
  app.get(
    routePath(paths.watchedThreads),
    user('Threads I watch (15 a page)', { querystring: watchListQuerySchema, response: { 200: threadPageSchema } }),
    async (req) => s.forum.watchedThreads(actorOf(req), req.query),
  );
  app.get(
    routePath(paths.watchedTopics),
    user('Topics I watch (15 a page)', { querystring: watchListQuerySchema, response: { 200: topicPageSchema } }),
    async (req) => s.forum.watchedTopics(actorOf(req), req.query),
  );
}
