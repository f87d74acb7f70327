import type { AppContext } from '../../platform/context';
import type { CoachChatLinksAnswer } from './coaching.answers';
import { coachChatLinkSql, findChatLink, findChatLinkOfClient } from './chat-links.repository';

/**
 * The coach chats' links, answered for messaging (`coaching.chat-links`: messaging is imported by
 * coaching, so it asks instead of importing): the guards read the live link on every call.
 */
export function registerCoachChatLinks(ctx: AppContext) {
  const answer: CoachChatLinksAnswer = { link: findChatLink, linkOfClient: findChatLinkOfClient, sql: () => coachChatLinkSql };
  ctx.answers.give('coaching.chat-links', answer);
}
