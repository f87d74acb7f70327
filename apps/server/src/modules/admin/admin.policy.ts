import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/** Only an ff_admin signed in as themselves (not while impersonating) makes impersonation tokens. */
export const canImpersonate = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
export const canSuspend = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin', 'community_admin');

/** Nobody acts as, or suspends, an ff_admin or themselves through these tools. */
export const canActOnUser = (actor: Actor, target: { id: number; roles: readonly string[] }): boolean =>
  !target.roles.includes('ff_admin') && target.id !== actor.userId;

/** Roles are granted by an ff_admin signed in as themselves, never to themselves nor to another ff_admin. */
export const canGrantRoles = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
