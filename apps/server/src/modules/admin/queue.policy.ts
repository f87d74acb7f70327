import { COMMUNITY_QUEUE_KINDS, type QueueKind } from '@holdfast/shared/admin';
import { actorHasRole, type Actor, type Decision } from '../../platform/auth/actor';

/** The review queue opens to ff_admins and to community admins (who see the community's items only). */
export const canUseQueue = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin', 'community_admin') && actor.impersonatorId === null;

/** Who decides an item of a kind: an ff_admin any; a community admin the community's moderation. */
export const canWorkOnKind = (actor: Actor, kind: QueueKind): boolean =>
  actorHasRole(actor, 'ff_admin') || (actorHasRole(actor, 'community_admin') && COMMUNITY_QUEUE_KINDS.includes(kind));
