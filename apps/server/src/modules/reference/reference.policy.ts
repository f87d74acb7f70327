import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/** Admins edit reference content (dashboard alerts, weekly forms, community threads ...). */
export const canEditReference = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin');
