import type { Db, SqlFragment } from '../../platform/db/client';

/**
 * A coach chat's link as its guards read it: one client row of a coach (`coach_users`) with both
 * accounts. `accepted`: the client accepted and the coach is an accepted coach; `open`: the coach's
 * subscription opens the centre (active or trialing), the consent rule's test.
 */
export interface CoachChatLink {
  coachUserId: number;
  coachId: number;
  coachAccountId: number;
  clientAccountId: number;
  accepted: boolean;
  open: boolean;
}

/**
 * The coach link in SQL, for messaging's statements that must stay one statement (the chat list, the
 * push targets): coaching's text, so only coaching names its tables. `alias` names the joined row;
 * ids are SQL expressions of the caller's statement.
 */
export interface CoachChatLinkSql {
  /**
   * `join` (`left join` with `left`) of client row `coachUserId` as `alias`, only while it is accepted,
   * its coach accepted and open, and its two accounts are `low` and `high` (the smaller id first).
   */
  joinOpen(alias: string, coachUserId: SqlFragment, low: SqlFragment, high: SqlFragment, opts?: { left?: boolean }): SqlFragment;
  /** The coach's id (`coaches.id`) of the row joined as `alias`. */
  coachId(alias: string): SqlFragment;
  /** The coach's account id of the row joined as `alias`. */
  coachAccountId(alias: string): SqlFragment;
}

/**
 * What messaging's coach chats read of coaching (`lock`: the client row held for share until the
 * caller's transaction ends, so a removal waits for a send in flight; the coach's row is only read,
 * so billing's locks on it never wait for a chat):
 * - `link(db, coachUserId, lock)`: a client row by id (any status; null when there is none or no
 *   account holds it yet);
 * - `linkOfClient(db, clientUserId, lock)`: the client's accepted link (one at most), or null;
 * - `sql()`: the link as SQL fragments (one object for the app's life).
 */
export interface CoachChatLinksAnswer {
  link(db: Db, coachUserId: number, lock: boolean): Promise<CoachChatLink | null>;
  linkOfClient(db: Db, clientUserId: number, lock: boolean): Promise<CoachChatLink | null>;
  sql(): CoachChatLinkSql;
}

/** What coaching answers for areas that cannot import it (platform/answers). */
declare module '../../platform/answers/answers' {
  interface AppAnswers {
    'coaching.chat-links': CoachChatLinksAnswer;
  }
}
