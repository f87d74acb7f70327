import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** A member registers their own devices for push; queries are scoped to actor.userId. */
export const canRegisterDevices = (actor: Actor): Decision => isVerifiedMember(actor);
