import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * The console's content (system configs, reference data, dynamic forms, community content): an
 * ff_admin signed in as themselves (never through an impersonation session).
 */
export const canEditContent = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
