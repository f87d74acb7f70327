import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * The console's people part (issue 39). The team, signed in as themselves (never while
 * impersonating): an ff_admin, or a `support` volunteer, who sees account state only.
 */
export const canSeePeople = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin', 'support') && actor.impersonatorId === null;

/** A person's content (profile, groups, partners, coaching, payments) is for an ff_admin only. */
export const canSeePersonContent = (actor: Actor): boolean => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;

/** Changes to a person (flags, verification mail, configuration): an ff_admin signed in as themselves. */
export const canManagePeople = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;

/** The dashboard's counts: the team (ff_admin, support). */
export const canSeeDashboard = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin', 'support') && actor.impersonatorId === null;
