import { ERROR_CODES } from '@holdfast/shared/common';
import { isGroupAdmin, type MembershipFacts } from '@holdfast/shared/groups';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { actorHasRole, isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * Premium groups: a verified member applies; a guest applies with an e-mail code (public
 * calls, no actor); ff_admin and upgrade_admin place applications in groups; only the group's
 * accepted owner and co-leaders act on its applicants, start and complete it; a member pays only
 * for their own row.
 */

export const canApply = (actor: Actor): Decision => isVerifiedMember(actor);

export const canPlaceApplications = (actor: Actor): Decision =>
  (isVerifiedMember(actor) && actorHasRole(actor, 'ff_admin', 'upgrade_admin')) || refuse(t.onlyPremiumAdmins, ERROR_CODES.notPremiumAdmin);

export const canManageLeaveCharges = (actor: Actor): Decision =>
  (isVerifiedMember(actor) && actorHasRole(actor, 'ff_admin', 'upgrade_admin')) ||
  refuse(t.onlyAdminsLeaveCharges, ERROR_CODES.notPremiumAdmin);

/** Owner or co-leader of the group, accepted. */
export const canManageApplicants = (actor: Actor, me: Pick<MembershipFacts, 'role' | 'requestStatus'> | null): Decision =>
  (isVerifiedMember(actor) && isGroupAdmin(me)) || refuse(t.onlyLeadersAct, ERROR_CODES.notGroupAdmin);

/** One's own premium membership row. */
export const canPayOwn = (actor: Actor, row: { user_id: number | null }): Decision =>
  (isVerifiedMember(actor) && row.user_id !== null && Number(row.user_id) === actor.userId) ||
  refuse(t.notYourPayment, ERROR_CODES.notYourPayment);

/**
 * 'Resend Subscription' (spec 2 sections 2.3, 6): the group's owner and co-leaders for any applicant,
 * and a member for their own row only (the ellipsis menu of their row on the group info page).
 */
export const canSendSubscriptionLink = (
  actor: Actor,
  me: Pick<MembershipFacts, 'role' | 'requestStatus'> | null,
  row: { user_id: number | null },
): Decision =>
  (isVerifiedMember(actor) && (isGroupAdmin(me) || (row.user_id !== null && Number(row.user_id) === actor.userId))) ||
  refuse(t.onlyLeadersAct, ERROR_CODES.notGroupAdmin);
