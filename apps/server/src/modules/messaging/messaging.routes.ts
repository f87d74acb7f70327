import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@holdfast/shared/common';
import {
  archiveStateInputSchema,
  blockedListSchema,
  blockResponseSchema,
  createBlockInputSchema,
  createMessagingRequestInputSchema,
  groupMemberChatParamsSchema,
  listMessagingRequestsQuerySchema,
  messagingRequestListSchema,
  messagingRequestResponseSchema,
  messagingRequestTexts as rt,
  messagingTexts as t,
  requestStatusInputSchema,
  listMessagesQuerySchema,
  markReadInputSchema,
  markReadResponseSchema,
  redirectParamsSchema,
  redirectResponseSchema,
  messagePageSchema,
  messagesInfoSchema,
  messagingApiPaths as paths,
  sendMessageInputSchema,
  sendMessageResponseSchema,
} from '@holdfast/shared/messaging';
import { actorOf } from '../../platform/auth/actor';
import type { ChatTarget, MessagingService } from './messaging.service';
import type { RequestsService } from './requests.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerMessagingRoutes(root: FastifyInstance, s: { messages: MessagingService; requests: RequestsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const opts = { onRequest: app.authenticate() };
  const tags = ['messaging'];
  const p = (n: string) => n as unknown as number;

  /** The three calls of one chat kind: list, send, mark read. */
  function chat<P extends typeof idParamsSchema | typeof groupMemberChatParamsSchema>(
    path: string,
    params: P,
    name: string,
    target: (params: { id: number; memberId?: number }) => ChatTarget,
  ) {
    const at = `/${path}`;
    app.get(
      at,
      {
        ...opts,
        schema: {
          summary: `${name}: a page of messages (newest page first; before_id for older, after_id to catch up)`,
          tags,
          params,
          querystring: listMessagesQuerySchema,
          response: { 200: messagePageSchema },
        },
      },
      async (req) => s.messages.list(actorOf(req), target(req.params as { id: number; memberId?: number }), req.query),
    );
    app.post(
      at,
      {
        ...opts,
        schema: {
          summary: `${name}: send a message (plain text)`,
          tags,
          params,
          body: sendMessageInputSchema,
          response: { 201: sendMessageResponseSchema },
        },
      },
      async (req, reply) => {
        const answer = await s.messages.send(actorOf(req), target(req.params as { id: number; memberId?: number }), req.body);
        return reply.status(201).send(answer);
      },
    );
    app.patch(
      `${at}/mark-read`,
      {
        ...opts,
        schema: {
          summary: `${name}: mark read up to before_date`,
          tags,
          params,
          body: markReadInputSchema,
          response: { 200: markReadResponseSchema },
        },
      },
      async (req) => s.messages.markRead(actorOf(req), target(req.params as { id: number; memberId?: number }), req.body ?? {}),
    );
  }

  chat(paths.partnerChat(p(':id')), idParamsSchema, 'Partner chat', ({ id }) => ({ type: 'partner', partnerId: id }));
  chat(paths.groupChat(p(':id')), idParamsSchema, 'Group chat', ({ id }) => ({ type: 'group', groupId: id }));
  chat(paths.groupMemberChat(p(':id'), p(':memberId')), groupMemberChatParamsSchema, 'Group-member chat', ({ id, memberId }) => ({
    type: 'group-member',
    groupId: id,
    memberId: memberId!,
  }));
  chat(paths.communityChat(p(':id')), idParamsSchema, 'Community chat', ({ id }) => ({ type: 'community', userId: id }));

  app.get(
    `/${paths.messagesInfo}`,
    {
      ...opts,
      schema: { summary: 'Unread messages per conversation I may open, and the total', tags, response: { 200: messagesInfoSchema } },
    },
    async (req) => s.messages.messagesInfo(actorOf(req)),
  );

  app.get(
    `/${paths.redirect(p(':type') as unknown as 'user', p(':userId'))}`,
    {
      ...opts,
      schema: {
        summary: 'The chat to open for a person (spec 3 section 4: partner, then group member, then community request)',
        tags,
        params: redirectParamsSchema,
        response: { 200: redirectResponseSchema },
      },
    },
    async (req) => s.messages.redirect(actorOf(req), req.params),
  );

  // ---------- messaging requests ----------
  app.get(
    `/${paths.requests}`,
    {
      ...opts,
      schema: {
        summary: 'My messaging requests, both ways (optionally of one user_type)',
        tags,
        querystring: listMessagingRequestsQuerySchema,
        response: { 200: messagingRequestListSchema },
      },
    },
    async (req) => s.requests.list(actorOf(req), req.query),
  );
  app.post(
    `/${paths.requests}`,
    {
      ...opts,
      schema: {
        summary: 'Ask a community member to chat (or make the chat entry of a partner or group-member chat)',
        tags,
        body: createMessagingRequestInputSchema,
        response: { 200: messagingRequestResponseSchema, 201: messagingRequestResponseSchema },
      },
    },
    async (req, reply) => {
      const { item, created } = await s.requests.create(actorOf(req), req.body);
      return reply.status(created ? 201 : 200).send({ message: rt.created, item });
    },
  );
  app.patch(
    `/${paths.requestStatus(p(':id'))}`,
    {
      ...opts,
      schema: {
        summary: 'Accept or reject a messaging request (its recipient only)',
        tags,
        params: idParamsSchema,
        body: requestStatusInputSchema,
        response: { 200: messagingRequestResponseSchema },
      },
    },
    async (req) => ({
      message: t.toasts.statusUpdated,
      item: await s.requests.answer(actorOf(req), req.params.id, req.body),
    }),
  );
  app.patch(
    `/${paths.archiveState(p(':id'))}`,
    {
      ...opts,
      schema: {
        summary: 'Archive (Delete Chat) or restore a chat, for me only',
        tags,
        params: idParamsSchema,
        body: archiveStateInputSchema,
        response: { 200: messagingRequestResponseSchema },
      },
    },
    async (req) => ({
      message: t.toasts.removed,
      item: await s.requests.archive(actorOf(req), req.params.id, req.body ?? { is_archived: true }),
    }),
  );

  // ---------- blocking ----------
  app.get(
    `/${paths.blocking}`,
    { ...opts, schema: { summary: 'The people I blocked', tags, response: { 200: blockedListSchema } } },
    async (req) => s.requests.blockedList(actorOf(req)),
  );
  app.post(
    `/${paths.blocking}`,
    {
      ...opts,
      schema: {
        summary: 'Block someone (not a partner nor a member of my groups): hides the chat and refuses messages both ways',
        tags,
        body: createBlockInputSchema,
        response: { 201: blockResponseSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ message: t.toasts.userBlocked, item: await s.requests.block(actorOf(req), req.body.blocked_user_id) }),
  );
}
