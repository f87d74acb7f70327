import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** The daily loop (check-ins, progress, weekly forms, triggers) is every verified member's own; queries are scoped to actor.userId. */
export const canKeepCheckIns = (actor: Actor): Decision => isVerifiedMember(actor);
