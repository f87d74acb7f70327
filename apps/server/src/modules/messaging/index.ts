import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import * as blockRows from './blocks.repository';
import { createCards } from './cards';
import type { CardGroups } from './cards';
import type { ChatLinks } from './chat-links';
import type { CommunityGate } from './community-gate';
import { registerMessagingRoutes } from './messaging.routes';
import { createMessagingService } from './messaging.service';
import { registerMessagingSocket } from './messaging.socket';
import { createRequestsService } from './requests.service';
import { defineSystemMessages } from './system-messages';
import { registerMessagingErasure } from './messaging.erasure';

export type { CommunityGate } from './community-gate';

/** Unread messages of a coach's chats with their clients, per client row (coaching's client list). */
export { coachChatUnread } from './coach-chats.repository';
export { messagingExport } from './messaging.export';

/**
 * Blocks (spec 3 section 6), owned here with their table: `blocks.eitherWay(db, a, b)` for a
 * check, and for a statement that must stay one statement the fragments `blockedEitherWaySql(a, b)`,
 * `blockedSql(blocker, blocked)` and `hiddenByBlocksSql(viewer)` (the ids hidden from a viewer).
 * No other area names `message_blocks` in its SQL.
 */
export const blocks = {
  eitherWay: blockRows.eitherWay,
  insert: blockRows.insert,
  remove: blockRows.remove,
  removeByHandle: blockRows.removeByHandle,
};
export { blockedEitherWaySql, blockedSql, hiddenByBlocksSql } from './blocks.repository';

/**
 * Messaging: one conversation mechanism (messages ordered by id, per-person read marks and
 * archive state) for partner, group, group-member, community and coach chats, each behind its guard.
 * Community chats and requests also pass the community's own gate. The gate and the partnership,
 * membership and coach link rows the guards read are the owners' answers (platform/answers:
 * community, accountability, groups and coaching import messaging, so messaging cannot import them).
 */
export function registerMessaging(app: FastifyInstance, ctx: AppContext) {
  registerMessagingErasure(ctx);
  const community: CommunityGate = ctx.answers.ask('community.gate');
  const partnerships = ctx.answers.ask('accountability.partnerships');
  const members = ctx.answers.ask('groups.member-links');
  const links: ChatLinks = {
    partnership: partnerships.find,
    membership: members.membership,
    member: members.member,
    acceptedMembers: members.acceptedMembers,
    coach: ctx.answers.ask('coaching.chat-links'),
  };
  const groupCards: CardGroups = ctx.answers.ask('groups.chat-cards');
  const cards = createCards(ctx);
  const messages = createMessagingService(ctx, { community, links, cards });
  registerMessagingRoutes(app, { messages, requests: createRequestsService(ctx, { community, links }) });
  registerMessagingSocket(ctx.realtime, messages);
  // A card in the group chats of the member's groups for each stored check-in and crash report (check-ins' event).
  defineSystemMessages(ctx, cards, groupCards);
}
