import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createCards } from './cards';
import { registerMessagingRoutes } from './messaging.routes';
import { createMessagingService } from './messaging.service';
import { registerMessagingSocket } from './messaging.socket';
import { createRequestsService } from './requests.service';
import { defineSystemMessages } from './system-messages';

/**
 * Messaging (issue 16): one conversation mechanism (messages ordered by id, per-person read marks and
 * archive state) for partner, group, group-member and community chats, each behind its guard.
 */
export function registerMessaging(app: FastifyInstance, ctx: AppContext) {
  const cards = createCards(ctx);
  const messages = createMessagingService(ctx, cards);
  registerMessagingRoutes(app, { messages, requests: createRequestsService(ctx) });
  registerMessagingSocket(ctx.realtime, messages);
  // Check-ins tells messaging of each stored check-in and crash report (app.ts passes it on).
  return { onRecord: defineSystemMessages(ctx, cards) };
}
