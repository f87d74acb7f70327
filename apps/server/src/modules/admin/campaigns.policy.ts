import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/** A campaign push reaches every member following the news: an ff_admin signed in as themselves, never through an impersonation session. */
export const canSendCampaigns = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin') && actor.impersonatorId === null;
