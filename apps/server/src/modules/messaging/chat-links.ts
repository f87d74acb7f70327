import type { Db } from '../../platform/db/client';

/** A chat's link row as its owner reads it (accountability's relationship, a groups membership). */
export interface PartnershipLink {
  id: number;
  requester_id: number;
  recipient_id: number | null;
  status: string;
}
export interface MembershipLink {
  id: number;
  group_id: number;
  user_id: number | null;
  request_status: string;
  role_type: string;
  accepted_at: Date | string | null;
}

/**
 * What the chats' guards read of the links they belong to, from the areas that own them
 * (accountability's `partnerLinks`, groups' `memberLinks`; app.ts passes them in, as it passes the
 * community's gate: both areas import messaging's blocks, so messaging imports neither). Messaging
 * reads no accountability or groups table for a guard. `lock`: held `for share` until the caller's
 * transaction ends (a send, so a link ended meanwhile waits for it).
 */
export interface ChatLinks {
  partnership(db: Db, id: number, lock: boolean): Promise<PartnershipLink | null>;
  membership(db: Db, groupId: number, userId: number, lock: boolean): Promise<MembershipLink | null>;
  member(db: Db, memberId: number, lock: boolean): Promise<MembershipLink | null>;
  acceptedMembers(db: Db, groupId: number): Promise<{ id: number; user_id: number }[]>;
}
