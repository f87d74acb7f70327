import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * A person erases their own account, verified or not (as every account self-service). Never while
 * an admin acts as them: an impersonation may look and help, not delete someone.
 */
export const canEraseOwnAccount = (actor: Actor): Decision => actor.impersonatorId === null;

/**
 * An ff_admin, signed in as themselves, erases an account when its owner asks (by mail, without
 * their password). Never an ff_admin's account nor their own (the service checks the target).
 */
export const canEraseOnRequest = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
