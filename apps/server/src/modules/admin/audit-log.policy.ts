import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/** The audit log (before and after of every change) is for an ff_admin signed in as themselves; support volunteers never see it. */
export const canReadAuditLog = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
