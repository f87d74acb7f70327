import { actorHasRole, type Actor } from '../accounts';

export const canImpersonate = (actor: Actor) => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
export const canSuspend = (actor: Actor) => actorHasRole(actor, 'ff_admin', 'community_admin');
/** Nobody acts as, or suspends, an ff_admin through these tools. */
export const isProtectedTarget = (targetRoles: readonly string[]) => targetRoles.includes('ff_admin');
