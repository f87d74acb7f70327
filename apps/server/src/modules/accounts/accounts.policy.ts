import { isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';
import { ERROR_CODES } from '@holdfast/shared/common';

/**
 * Every signed-in user, verified or not, manages their own account: the account routes allow
 * unverified callers (so a mistyped address can be fixed) and every query is scoped to actor.userId.
 */
export const canManageOwnAccount = (_actor: Actor): Decision => true;

/** Only an account imported with a WordPress password hash is asked to set a new one. */
export const canResetOldPassword = (_actor: Actor, user: { wpPasswordMapped: boolean }): Decision =>
  user.wpPasswordMapped || refuse('Your password does not need to be reset.', ERROR_CODES.notWpPasswordMapped);

/** Refer-a-friend invitations come from verified members. */
export const canInviteFriends = (actor: Actor): Decision => isVerifiedMember(actor);
