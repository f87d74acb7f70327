import type { CommunityGate } from '../messaging';

/** The community's gate (flag, agreement, women's access) and its anonymous authors, for messaging's community chats. */
export type CommunityGateAnswer = CommunityGate;

/** What the community answers for areas that cannot import it (platform/answers). */
declare module '../../platform/answers/answers' {
  interface AppAnswers {
    'community.gate': CommunityGateAnswer;
  }
}
