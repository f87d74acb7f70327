import type { Db } from '../../platform/db/client';
import type { PartnershipRow } from '../accountability';
import type { MembershipRow } from '../groups';

/**
 * What the chats' guards read of the links they belong to, from the areas that own them
 * (the answers 'accountability.partnerships' and 'groups.member-links', platform/answers, as the
 * community's gate is: both areas import messaging's blocks, so messaging imports only their row types). Messaging
 * reads no accountability or groups table for a guard. `lock`: held `for share` until the caller's
 * transaction ends (a send, so a link ended meanwhile waits for it).
 */
export interface ChatLinks {
  partnership(db: Db, id: number, lock: boolean): Promise<PartnershipRow | null>;
  membership(db: Db, groupId: number, userId: number, lock: boolean): Promise<MembershipRow | null>;
  member(db: Db, memberId: number, lock: boolean): Promise<MembershipRow | null>;
  acceptedMembers(db: Db, groupId: number): Promise<{ id: number; user_id: number }[]>;
}
