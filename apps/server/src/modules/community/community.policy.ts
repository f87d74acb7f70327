import { ERROR_CODES } from '@holdfast/shared/common';
import {
  canManageTopics as rolesManageTopics,
  canPinThreads,
  canSeeCategory,
  communityAccess,
  communityTexts as t,
  isCommunityAdmin,
  seesHiddenReplies,
  type CategoryKey,
  type MemberApprovalStatus,
} from '@holdfast/shared/community';
import { isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';

/** What the gate needs to know about the caller (read once per call). */
export interface CommunityFacts {
  agreementAccepted: boolean;
  /** The community forum feature (config COMMUNITY_FORUM). */
  enabled: boolean;
  gender: string | null;
  memberStatus: MemberApprovalStatus | null;
}

const refusal = (facts: CommunityFacts): Decision => {
  switch (communityAccess(facts)) {
    case 'allowed':
      return true;
    case 'disabled':
      return refuse(t.communityDisabled, ERROR_CODES.communityDisabled);
    case 'approval_required':
      return refuse(t.approvalRequired, ERROR_CODES.communityApprovalRequired);
    case 'agreement_required':
      return refuse(t.agreementRequired, ERROR_CODES.communityAgreementRequired);
  }
};

/** Accepting the agreement is the way in: a verified member, the feature on, and for women an approved members-status. */
export function canAcceptAgreement(actor: Actor, facts: CommunityFacts): Decision {
  if (!isVerifiedMember(actor)) return false;
  return refusal({ ...facts, agreementAccepted: true });
}

/** Any verified member asks their own members-status (the feature on). */
export function canReadMemberStatus(actor: Actor, facts: Pick<CommunityFacts, 'enabled'>): Decision {
  if (!isVerifiedMember(actor)) return false;
  return facts.enabled || refuse(t.communityDisabled, ERROR_CODES.communityDisabled);
}

/** Every community call: the feature on, women approved, the community agreement accepted (spec 3 sections 4 and 6). */
export function canUseCommunity(actor: Actor, facts: CommunityFacts): Decision {
  if (!isVerifiedMember(actor)) return false;
  return refusal(facts);
}

/** The moderation queue, suspending, women's approval: community admins only. */
export const canModerateCommunity = (actor: Actor): Decision =>
  isCommunityAdmin(actor.roles) || refuse(t.notCommunityAdmin, ERROR_CODES.notCommunityAdmin);

/** The console's review queue: community admins, and the ministry's ff_admins, decide the community's items. */
export const canModerateFromConsole = (actor: Actor): Decision =>
  isCommunityAdmin(actor.roles) || actor.roles.includes('ff_admin') || refuse(t.notCommunityAdmin, ERROR_CODES.notCommunityAdmin);

/** Suspending from the community: never oneself, an ff_admin or another community admin. */
export const canSuspendMember = (actor: Actor, target: { id: number; roles: readonly string[] }): Decision =>
  (target.id !== actor.userId && !target.roles.includes('ff_admin') && !isCommunityAdmin(target.roles)) ||
  refuse(t.cannotSuspend, ERROR_CODES.notCommunityAdmin);

/** Any member flags another member, not themselves. */
export const canFlagUser = (actor: Actor, userId: number): Decision =>
  userId !== actor.userId || refuse(t.ownUserFlag, ERROR_CODES.ownAccount);

/**
 * Blocking (spec 3 section 6): not oneself, and not my accountability partner or an accepted member
 * of one of my groups (they are unlinked first).
 */
export function canBlockUser(actor: Actor, target: { id: number; linked: boolean }): Decision {
  if (target.id === actor.userId) return refuse(t.cannotBlockSelf, ERROR_CODES.ownAccount);
  return !target.linked || refuse(t.cannotBlockLinked, ERROR_CODES.blockRefused);
}

export const canMuteUser = (actor: Actor, userId: number): Decision =>
  userId !== actor.userId || refuse(t.cannotMuteSelf, ERROR_CODES.ownAccount);

/** The certified category only for certified leaders; the other five for every member. */
export const canReadCategory = (actor: Actor, key: CategoryKey): Decision =>
  canSeeCategory(key, actor.roles) || refuse(t.categoryNotFound, ERROR_CODES.categoryRestricted);

export const canAddTopic = (actor: Actor): Decision =>
  rolesManageTopics(actor.roles) || refuse(t.notTopicManager, ERROR_CODES.notModerator);

/** Anyone in the community starts threads; only community admins (and ff_admin) pin them. */
export const canStartThread = (actor: Actor, input: { is_pinned: boolean }): Decision =>
  !input.is_pinned || canPinThreads(actor.roles) || refuse(t.notPinner, ERROR_CODES.notModerator);

/** Only the author deletes a reply (spec 3 section 6). */
export const canDeleteReply = (actor: Actor, reply: { user_id: number | null }): Decision =>
  Number(reply.user_id) === actor.userId || refuse(t.notReplyAuthor, ERROR_CODES.notReplyAuthor);

/** Only its author marks a thread or reply 'I'm struggling right now' (or takes the mark back). */
export const canMarkStruggling = (actor: Actor, post: { user_id: number | null }): Decision =>
  (post.user_id !== null && Number(post.user_id) === actor.userId) || refuse(t.notPostAuthor, ERROR_CODES.notReplyAuthor);

/** Any member flags a reply, but not their own. */
export const canFlagReply = (actor: Actor, reply: { user_id: number | null }): Decision =>
  Number(reply.user_id) !== actor.userId || refuse(t.ownReplyFlag, ERROR_CODES.ownReply);

/** Hiding and showing replies: community admins and upgrade admins only. */
export const canChangeVisibility = (actor: Actor): Decision =>
  seesHiddenReplies(actor.roles) || refuse(t.notModerator, ERROR_CODES.notModerator);
