import { ERROR_CODES } from '@holdfast/shared/common';
import {
  canManageTopics as rolesManageTopics,
  canPinThreads,
  canSeeCategory,
  communityAccess,
  communityTexts as t,
  seesHiddenReplies,
  type CategoryKey,
} from '@holdfast/shared/community';
import { isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';

/** What the gate needs to know about the caller (read once per call). */
export interface CommunityFacts {
  agreementAccepted: boolean;
}

/** Accepting the agreement is the way in: any verified member may. */
export const canAcceptAgreement = (actor: Actor): Decision => isVerifiedMember(actor);

/** Every community call: a verified member who accepted the community agreement (spec 3 section 4). */
export function canUseCommunity(actor: Actor, facts: CommunityFacts): Decision {
  if (!isVerifiedMember(actor)) return false;
  return communityAccess(facts) === 'allowed' ? true : refuse(t.agreementRequired, ERROR_CODES.communityAgreementRequired);
}

/** The certified category only for certified leaders; the other five for every member. */
export const canReadCategory = (actor: Actor, key: CategoryKey): Decision =>
  canSeeCategory(key, actor.roles) || refuse(t.categoryNotFound, ERROR_CODES.categoryRestricted);

export const canAddTopic = (actor: Actor): Decision => rolesManageTopics(actor.roles) || refuse(t.notTopicManager, ERROR_CODES.notModerator);

/** Anyone in the community starts threads; only community admins (and ff_admin) pin them. */
export const canStartThread = (actor: Actor, input: { is_pinned: boolean }): Decision =>
  !input.is_pinned || canPinThreads(actor.roles) || refuse(t.notPinner, ERROR_CODES.notModerator);

/** Only the author deletes a reply (spec 3 section 6). */
export const canDeleteReply = (actor: Actor, reply: { user_id: number }): Decision =>
  Number(reply.user_id) === actor.userId || refuse(t.notReplyAuthor, ERROR_CODES.notReplyAuthor);

/** Any member flags a reply, but not their own. */
export const canFlagReply = (actor: Actor, reply: { user_id: number }): Decision =>
  Number(reply.user_id) !== actor.userId || refuse(t.ownReplyFlag, ERROR_CODES.ownReply);

/** Hiding and showing replies: community admins and upgrade admins only. */
export const canChangeVisibility = (actor: Actor): Decision => seesHiddenReplies(actor.roles) || refuse(t.notModerator, ERROR_CODES.notModerator);
