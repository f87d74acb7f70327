import { isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * Messaging is for verified members. Who may read or write one conversation is the kind's guard
 * (spec 3 section 4), decided in the service from the live relationship: an accepted partnership,
 * an accepted membership, a messaging request; blocking refuses both ways.
 */
export const canUseMessaging = (actor: Actor): Decision => isVerifiedMember(actor);

/** Only the recipient answers a messaging request (spec 3 section 4). */
export const canAnswerRequest = (actor: Actor, request: { to_user_id: number }): Decision =>
  isVerifiedMember(actor) && request.to_user_id === actor.userId;

/** Either party archives a chat, for themselves only. */
export const canArchiveRequest = (actor: Actor, request: { from_user_id: number; to_user_id: number }): Decision =>
  isVerifiedMember(actor) && (request.from_user_id === actor.userId || request.to_user_id === actor.userId);
