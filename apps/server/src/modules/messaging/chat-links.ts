import type { Db } from '../../platform/db/client';
import type { PartnershipRow } from '../accountability';
import type { CoachChatLinksAnswer } from '../coaching';
import type { MembershipRow } from '../groups';

/**
 * What the chats' guards read of the links they belong to, from the areas that own them
 * (the answers 'accountability.partnerships', 'groups.member-links' and 'coaching.chat-links',
 * platform/answers, as the community's gate is: those areas import messaging, so messaging imports
 * only their types). Messaging reads no accountability, groups or coaching table for a guard.
 * `lock`: held `for share` until the caller's transaction ends (a send, so a link ended meanwhile
 * waits for it).
 */
export interface ChatLinks {
  partnership(db: Db, id: number, lock: boolean): Promise<PartnershipRow | null>;
  membership(db: Db, groupId: number, userId: number, lock: boolean): Promise<MembershipRow | null>;
  member(db: Db, memberId: number, lock: boolean): Promise<MembershipRow | null>;
  acceptedMembers(db: Db, groupId: number): Promise<{ id: number; user_id: number }[]>;
  /** The coach chats' links (a client row by id, a client's accepted link, the link as SQL). */
  coach: CoachChatLinksAnswer;
}
