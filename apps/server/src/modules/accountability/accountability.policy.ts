import { accountabilityTexts as t, sosTexts } from '@holdfast/shared/accountability';
import { isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';
import { ERROR_CODES } from '@holdfast/shared/common';

/**
 * Accountability is for verified members. Every query is scoped to relationships the actor is part
 * of (another's is 404); whose data may be seen is `ctx.consent`'s answer, never a policy's guess.
 */
export const canUseAccountability = (actor: Actor): Decision => isVerifiedMember(actor);

/** Only the non-requester approves or rejects (spec 2 section 6). */
export const canAnswerRequest = (actor: Actor, rel: { recipientId: number | null; requesterId: number }): Decision =>
  rel.recipientId === actor.userId || refuse(t.onlyRecipientAnswers, ERROR_CODES.notRecipient);

/** Only the requester resends the invitation mail. */
export const canResendInvitation = (actor: Actor, rel: { requesterId: number }): Decision =>
  rel.requesterId === actor.userId || refuse(t.onlyRequesterResends, ERROR_CODES.notRequester);

/** The first recipient's 'I'm here' wins; the member acknowledges nothing of their own. */
export const canAcknowledgeSos = (actor: Actor, sos: { userId: number }): Decision =>
  sos.userId !== actor.userId || refuse(sosTexts.notOpen, ERROR_CODES.ownSos);

/** Only the member closes their own SOS. */
export const canCloseSos = (actor: Actor, sos: { userId: number }): Decision =>
  sos.userId === actor.userId || refuse(sosTexts.notOpen, ERROR_CODES.notYourSos);
