import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** A member asks for, lists and revokes their own exports; queries are scoped to actor.userId. */
export const canUseDataExports = (actor: Actor): Decision => isVerifiedMember(actor);
