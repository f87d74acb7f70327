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
} from '@holdfast/shared/community';
import { actorOf } from '../../platform/auth/actor';
import { sendJsonText } from '../../platform/http/json-text';
import type { CommunityService } from './community.service';
import type { RepliesService } from './replies.service';
import { canAddTopic, canChangeVisibility } from './community.policy';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerCommunityRoutes(root: FastifyInstance, s: { forum: CommunityService; replies: RepliesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  // Role-gated routes: the role is checked before the body and params are (a member gets 403, never the schema's 422).
  const topicManagers = { onRequest: app.authenticate({ may: canAddTopic }) };
  const hiders = { onRequest: app.authenticate({ may: canChangeVisibility }) };
  const tags = ['community'];

  // ---------- the agreement ----------
  app.post(
    '/community/agreement',
    {
      ...opts,
      schema: {
        summary: 'Accept the community agreement (both boxes required); sets the community profile fields',
        tags,
        body: agreementInputSchema,
        response: { 200: agreementAnswerSchema },
      },
    },
    async (req) => s.forum.acceptAgreement(actorOf(req), req.body),
  );

  // ---------- categories and topics ----------
  app.get(
    '/community/categories',
    {
      ...opts,
      schema: {
        summary: 'The categories I may see, with counts and up to 3 recent participants',
        tags,
        response: { 200: categoryListSchema },
      },
    },
    async (req) => s.forum.categories(actorOf(req)),
  );
  app.get(
    '/community/categories/:key/topics',
    { ...opts, schema: { summary: 'Topics of a category', tags, params: categoryParamsSchema, response: { 200: topicListSchema } } },
    async (req) => s.forum.topics(actorOf(req), req.params.key),
  );
  app.post(
    '/community/categories/:key/topics',
    {
      ...topicManagers,
      schema: {
        summary: 'Add a topic (ff_admin or community_admin)',
        tags,
        params: categoryParamsSchema,
        body: createTopicInputSchema,
        response: { 201: topicCreatedSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ message: t.topicCreated, item: await s.forum.addTopic(actorOf(req), req.params.key, req.body) }),
  );
  app.get(
    '/community/topics/:id',
    { ...opts, schema: { summary: 'One topic', tags, params: idParamsSchema, response: { 200: topicSchema } } },
    async (req) => s.forum.topic(actorOf(req), req.params.id),
  );

  // ---------- threads ----------
  app.get(
    '/community/topics/:id/threads',
    {
      ...opts,
      schema: {
        summary: "A topic's threads, pinned first then by activity (15 a page)",
        tags,
        params: idParamsSchema,
        querystring: threadListQuerySchema,
        response: { 200: threadPageSchema },
      },
    },
    async (req) => s.forum.threads(actorOf(req), req.params.id, req.query),
  );
  app.post(
    '/community/topics/:id/threads',
    {
      ...opts,
      schema: {
        summary: 'Start a thread (sanitised HTML; community admins may pin)',
        tags,
        params: idParamsSchema,
        body: createThreadInputSchema,
        response: { 201: threadCreatedSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ message: t.threadCreated, item: await s.forum.startThread(actorOf(req), req.params.id, req.body) }),
  );
  app.get(
    '/community/threads',
    {
      ...opts,
      schema: {
        summary: 'Threads by id (recommended threads); unknown ids skipped',
        tags,
        querystring: threadIdsQuerySchema,
        response: { 200: threadListSchema },
      },
    },
    async (req) => s.forum.threadsByIds(actorOf(req), req.query),
  );
  app.get(
    '/community/threads/:id',
    { ...opts, schema: { summary: 'One thread', tags, params: idParamsSchema, response: { 200: threadSchema } } },
    async (req) => s.forum.thread(actorOf(req), req.params.id),
  );
  app.post(
    '/community/threads/:id/view',
    {
      ...opts,
      schema: {
        summary: 'Mark the thread viewed (counted once per member per day)',
        tags,
        params: idParamsSchema,
        response: { 200: threadViewSchema },
      },
    },
    async (req) => s.forum.view(actorOf(req), req.params.id),
  );

  // ---------- replies ----------
  app.patch(
    '/community/threads/:id/struggling',
    {
      ...opts,
      schema: {
        summary: "Mark my thread 'I'm struggling right now' (community admins told at once) or take the mark back",
        tags,
        params: idParamsSchema,
        body: strugglingInputSchema,
        response: { 200: strugglingAnswerSchema },
      },
    },
    async (req) => s.forum.markThreadStruggling(actorOf(req), req.params.id, req.body),
  );
  app.get(
    '/community/search',
    {
      ...opts,
      schema: {
        summary: 'Search threads and replies (full-text, 3 characters or more; 10 a page)',
        tags,
        querystring: forumSearchQuerySchema,
        response: { 200: forumSearchPageSchema },
      },
    },
    async (req) => s.forum.search(actorOf(req), req.query),
  );

  app.get(
    '/community/threads/:id/replies',
    {
      ...opts,
      schema: {
        summary: 'Replies: top-level 15 a page, or parent_reply_id for nested ones 5 a page',
        tags,
        params: idParamsSchema,
        querystring: replyListQuerySchema,
        response: { 200: replyPageSchema },
      },
    },
    async (req, reply) => sendJsonText(reply, replyPageSchema, await s.replies.list(actorOf(req), req.params.id, req.query)),
  );
  app.get(
    '/community/threads/:id/favourite-replies',
    {
      ...opts,
      schema: { summary: 'The most reacted replies (up to 3)', tags, params: idParamsSchema, response: { 200: replyListSchema } },
    },
    async (req) => s.replies.favourites(actorOf(req), req.params.id),
  );
  app.get(
    '/community/threads/:id/my-reactions',
    { ...opts, schema: { summary: 'My reactions in the thread', tags, params: idParamsSchema, response: { 200: myReactionListSchema } } },
    async (req) => s.replies.myReactions(actorOf(req), req.params.id),
  );
  app.post(
    '/community/threads/:id/replies',
    {
      ...opts,
      schema: {
        summary: 'Reply (reply_id answers a reply; sanitised HTML); watchers are notified',
        tags,
        params: idParamsSchema,
        body: createReplyInputSchema,
        response: { 201: replyCreatedSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ message: t.replyCreated, item: await s.replies.create(actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/community/replies/:id',
    {
      ...opts,
      schema: {
        summary: 'Delete my reply (author only; its nested replies go with it)',
        tags,
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.replies.remove(actorOf(req), req.params.id);
      return { message: t.replyDeleted };
    },
  );
  app.put(
    '/community/replies/:id/reaction',
    {
      ...opts,
      schema: {
        summary: 'Toggle my reaction (Liked or Loved): added or removed',
        tags,
        params: idParamsSchema,
        body: reactionInputSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (req) => s.replies.react(actorOf(req), req.params.id, req.body),
  );
  app.post(
    '/community/replies/:id/flag',
    {
      ...opts,
      schema: {
        summary: 'Flag a reply with a reason (3 members hide it pending review)',
        tags,
        params: idParamsSchema,
        body: flagInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.replies.flag(actorOf(req), req.params.id, req.body);
      return { message: t.replyFlagged };
    },
  );
  app.patch(
    '/community/replies/:id/struggling',
    {
      ...opts,
      schema: {
        summary: "Mark my reply 'I'm struggling right now' (community admins told at once) or take the mark back",
        tags,
        params: idParamsSchema,
        body: strugglingInputSchema,
        response: { 200: strugglingAnswerSchema },
      },
    },
    async (req) => s.replies.markStruggling(actorOf(req), req.params.id, req.body),
  );
  app.patch(
    '/community/replies/:id/visibility',
    {
      ...hiders,
      schema: {
        summary: 'Hide or show a reply (community_admin, upgrade_admin)',
        tags,
        params: idParamsSchema,
        body: visibilityInputSchema,
        response: { 200: replyVisibilitySchema },
      },
    },
    async (req) => {
      const item = await s.replies.setVisibility(actorOf(req), req.params.id, req.body);
      return { message: req.body.is_hidden ? t.replyHidden : t.replyShown, item };
    },
  );

  app.get(
    '/community/users/:id/replies',
    {
      ...opts,
      schema: {
        summary: "A member's recent replies, newest first (15 a page)",
        tags,
        params: idParamsSchema,
        querystring: userRepliesQuerySchema,
        response: { 200: userReplyPageSchema },
      },
    },
    async (req) => s.replies.ofUser(actorOf(req), req.params.id, req.query),
  );

  // ---------- watching ----------
  app.post(
    '/community/watch',
    { ...opts, schema: { summary: 'Watch a thread or topic', tags, body: watchInputSchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.forum.watch(actorOf(req), req.body);
      return { message: req.body.entity_type === 'topic' ? t.topicWatched : t.watchListUpdated };
    },
  );
  app.delete(
    '/community/watch',
    { ...opts, schema: { summary: 'Stop watching a thread or topic', tags, body: watchInputSchema, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.forum.unwatch(actorOf(req), req.body);
      return { message: t.watchListUpdated };
    },
  );
  app.get(
    '/community/watched-threads',
    {
      ...opts,
      schema: { summary: 'Threads I watch (15 a page)', tags, querystring: watchListQuerySchema, response: { 200: threadPageSchema } },
    },
    async (req) => s.forum.watchedThreads(actorOf(req), req.query),
  );
  app.get(
    '/community/watched-topics',
    {
      ...opts,
      schema: { summary: 'Topics I watch (15 a page)', tags, querystring: watchListQuerySchema, response: { 200: topicPageSchema } },
    },
    async (req) => s.forum.watchedTopics(actorOf(req), req.query),
  );
}
