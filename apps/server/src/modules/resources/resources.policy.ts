import { actorHasRole, isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/** The library is for every verified member (leaders' items are filtered by the profile's is_leader). */
export const canReadLibrary = (actor: Actor): Decision => isVerifiedMember(actor);

/** The console's library: an ff_admin signed in as themselves. */
export const canManageLibrary = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
