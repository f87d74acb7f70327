import { actorHasRole, isVerifiedMember, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * Coaching's actor-only policies (spec 3 section 6). What a coach may do to a client row, and
 * whether their billing opens the centre, is the gate's (`coaching.gate.ts`): it reads the coach's
 * row once and answers 403 with the spec's text, or 404 for another coach's client.
 */

/** An ff_admin invites coaches. */
export const canInviteCoaches = (actor: Actor): Decision => isVerifiedMember(actor) && actorHasRole(actor, 'ff_admin');

/** Answering one's own coach invitation (before the coach role exists) and GET coach: any verified member. */
export const canAnswerCoachInvitation = (actor: Actor): Decision => isVerifiedMember(actor);

/** The coaching centre, billing and resources: an accepted coach (the role is granted on accepting). */
export const canUseCoachCentre = (actor: Actor): Decision => isVerifiedMember(actor) && actorHasRole(actor, 'coach');

/** A client's own coaching page (their link, their answers): any verified member (the invitation comes before the role). */
export const canUseClientPage = (actor: Actor): Decision => isVerifiedMember(actor);
