import { type Actor, type Decision } from '../../platform/auth/actor';

/**
 * A person erases their own account, verified or not (as every account self-service). Never while
 * an admin acts as them: an impersonation may look and help, not delete someone.
 */
export const canEraseOwnAccount = (actor: Actor): Decision => actor.impersonatorId === null;
