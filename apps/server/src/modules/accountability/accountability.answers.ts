import type { findPartnershipRow } from './accountability.repository';

/** A relationship's row by id (`lock`: held for share until the caller's transaction ends), for messaging's partner chats. */
export interface PartnershipsAnswer {
  find: typeof findPartnershipRow;
}

/** What accountability answers for areas that cannot import it (platform/answers). */
declare module '../../platform/answers/answers' {
  interface AppAnswers {
    'accountability.partnerships': PartnershipsAnswer;
  }
}
