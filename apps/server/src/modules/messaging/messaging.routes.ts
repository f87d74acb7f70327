import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coachingApiPaths } from '@holdfast/shared/coaching';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
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
import { routeOptions, routePath } from '../../platform/http/route-options';
import { plainJsonSerializer } from '../../platform/http/serializers';
import type { ChatTarget, MessagingService } from './messaging.service';
import type { RequestsService } from './requests.service';

/** Each route: authenticate, validate with the shared schema, call one service function, return its answer. */
export function registerMessagingRoutes(root: FastifyInstance, s: { messages: MessagingService; requests: RequestsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = routeOptions({ onRequest: app.authenticate() }, ['messaging']);

  /** The three calls of one chat kind: list, send, mark read (`params`: the path's ids; none for the client's coach chat). */
  function chat<A extends number[], P extends typeof idParamsSchema | typeof groupMemberChatParamsSchema>(
    chatPath: (...ids: A) => string,
    names: { [K in keyof A]: `:${string}` },
    params: P | null,
    name: string,
    target: (params: { id: number; memberId?: number }) => ChatTarget,
  ) {
    const ids = params ? { params } : {};
    app.get(
      routePath(chatPath, ...names),
      user(`${name}: a page of messages (newest page first; before_id for older, after_id to catch up)`, {
        ...ids,
        querystring: listMessagesQuerySchema,
        response: { 200: messagePageSchema },
      }),
      async (req) => s.messages.list(actorOf(req), target(req.params as { id: number; memberId?: number }), req.query),
    );
    app.post(
      routePath(chatPath, ...names),
      user(`${name}: send a message (plain text)`, { ...ids, body: sendMessageInputSchema, response: { 201: sendMessageResponseSchema } }),
      async (req, reply) => {
        const answer = await s.messages.send(actorOf(req), target(req.params as { id: number; memberId?: number }), req.body);
        return reply.status(201).send(answer);
      },
    );
    app.patch(
      routePath((...ids: A) => paths.markRead(chatPath(...ids)), ...names),
      user(`${name}: mark read up to before_date`, { ...ids, body: markReadInputSchema, response: { 200: markReadResponseSchema } }),
      async (req) => s.messages.markRead(actorOf(req), target(req.params as { id: number; memberId?: number }), req.body ?? {}),
    );
  }

  chat(paths.partnerChat, [':id'], idParamsSchema, 'Partner chat', ({ id }) => ({ type: 'partner', partnerId: id }));
  chat(paths.groupChat, [':id'], idParamsSchema, 'Group chat', ({ id }) => ({ type: 'group', groupId: id }));
  chat(paths.groupMemberChat, [':id', ':memberId'], groupMemberChatParamsSchema, 'Group-member chat', ({ id, memberId }) => ({
    type: 'group-member',
    groupId: id,
    memberId: memberId!,
  }));
  chat(paths.communityChat, [':id'], idParamsSchema, 'Community chat', ({ id }) => ({ type: 'community', userId: id }));
  // Coach chats (spec 3 section 7): the coach with one of their accepted clients (id: the client's coach_users id), the client with their coach.
  chat(coachingApiPaths.userMessages, [':id'], idParamsSchema, 'Coach chat with a client', ({ id }) => ({
    type: 'coach-user',
    coachUserId: id,
  }));
  chat(
    () => coachingApiPaths.clientMessages,
    [],
    null,
    'Coach chat with my coach',
    () => ({ type: 'coach-client' }),
  );

  app.get(
    routePath(paths.messagesInfo),
    // The whole chat list (hundreds of chats): written with JSON.stringify, not walked by zod first
    // (platform/http/serializers); its tests check the answer equals its own parse.
    user(
      "Unread messages per conversation I may open, with each chat's name and newest message, and the total",
      { response: { 200: messagesInfoSchema } },
      { serializerCompiler: plainJsonSerializer },
    ),
    async (req) => s.messages.messagesInfo(actorOf(req)),
  );

  app.get(
    routePath(paths.redirect, ':type', ':userId'),
    user('The chat to open for a person (spec 3 section 4: partner, then group member, then community request)', {
      params: redirectParamsSchema,
      response: { 200: redirectResponseSchema },
    }),
    async (req) => s.messages.redirect(actorOf(req), req.params),
  );

  // ---------- messaging requests ----------
  app.get(
    routePath(paths.requests),
    user('My messaging requests, both ways (optionally of one user_type)', {
      querystring: listMessagingRequestsQuerySchema,
      response: { 200: messagingRequestListSchema },
    }),
    async (req) => s.requests.list(actorOf(req), req.query),
  );
  app.post(
    routePath(paths.requests),
    user('Ask a community member to chat (or make the chat entry of a partner or group-member chat)', {
      body: createMessagingRequestInputSchema,
      response: { 200: messagingRequestResponseSchema, 201: messagingRequestResponseSchema },
    }),
    async (req, reply) => {
      const { item, created } = await s.requests.create(actorOf(req), req.body);
      return reply.status(created ? 201 : 200).send({ message: rt.created, item });
    },
  );
  app.patch(
    routePath(paths.requestStatus, ':id'),
    user('Accept or reject a messaging request (its recipient only)', {
      params: idParamsSchema,
      body: requestStatusInputSchema,
      response: { 200: messagingRequestResponseSchema },
    }),
    async (req) => ({
      message: t.toasts.statusUpdated,
      item: await s.requests.answer(actorOf(req), req.params.id, req.body),
    }),
  );
  app.patch(
    routePath(paths.archiveState, ':id'),
    user('Archive (Delete Chat) or restore a chat, for me only', {
      params: idParamsSchema,
      body: archiveStateInputSchema,
      response: { 200: messagingRequestResponseSchema },
    }),
    async (req) => ({
      message: t.toasts.removed,
      item: await s.requests.archive(actorOf(req), req.params.id, req.body ?? { is_archived: true }),
    }),
  );

  // ---------- blocking ----------
  app.get(routePath(paths.blocking), user('The people I blocked', { response: { 200: blockedListSchema } }), async (req) =>
    s.requests.blockedList(actorOf(req)),
  );
  app.post(
    routePath(paths.blocking),
    user('Block someone (not a partner nor a member of my groups): hides the chat and refuses messages both ways', {
      body: createBlockInputSchema,
      response: { 201: blockResponseSchema },
    }),
    async (req, reply) => reply.status(201).send({ message: t.toasts.userBlocked, item: await s.requests.block(actorOf(req), req.body) }),
  );
  app.delete(
    routePath(paths.unblock, ':id'),
    user('Lift my block of a user (their id): chats and requests with them work again; no community membership needed', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.requests.unblock(actorOf(req), req.params.id);
      return { message: rt.userUnblocked };
    },
  );
}
