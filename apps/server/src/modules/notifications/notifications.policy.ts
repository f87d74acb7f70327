import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** A member reads and marks their own notifications; queries are scoped to actor.userId. */
export const canReadNotifications = (actor: Actor): Decision => isVerifiedMember(actor);
