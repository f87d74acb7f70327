import type * as links from './links.repository';

/** Membership rows (`lock`: held for share until the caller's transaction ends), for messaging's group chats. */
export interface MemberLinksAnswer {
  membership: typeof links.findMembershipRow;
  member: typeof links.findMemberRow;
  acceptedMembers: typeof links.listAcceptedMembers;
}

/** The groups a member's chat cards go to, and who reads them with when each joined, for messaging's group chat cards. */
export interface ChatCardsAnswer {
  groupsOf: typeof links.cardGroupsOf;
  audienceOf: typeof links.acceptedMembersSince;
}

/** What groups answer for areas that cannot import them (platform/answers). */
declare module '../../platform/answers/answers' {
  interface AppAnswers {
    'groups.member-links': MemberLinksAnswer;
    'groups.chat-cards': ChatCardsAnswer;
  }
}
