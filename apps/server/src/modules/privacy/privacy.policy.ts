import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** A member reads and changes only their own privacy centre; every query is scoped to actor.userId. */
export const canManageOwnPrivacy = (actor: Actor): Decision => isVerifiedMember(actor);
