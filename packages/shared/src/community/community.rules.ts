import type { Role } from '../accounts';
import {
  COMMUNITY_ADMIN_ROLES,
  COMMUNITY_CATEGORIES,
  MEMBER_POSTS_PER_HOUR,
  NEW_MEMBER_HOURS,
  NEW_MEMBER_POSTS_PER_HOUR,
  REPLY_MODERATOR_ROLES,
  SHORT_DESCRIPTION_LENGTH,
  THREAD_PIN_ROLES,
  TOPIC_MANAGER_ROLES,
  type CategoryKey,
  type MemberApprovalStatus,
  type ReactionType,
} from './community.constants';

const hasAny = (roles: readonly string[], wanted: readonly Role[]) => wanted.some((r) => roles.includes(r));

/** Whether a person with these roles sees a category (the certified one only for certified_leader). */
export function canSeeCategory(key: CategoryKey, roles: readonly string[]): boolean {
  const category = COMMUNITY_CATEGORIES.find((c) => c.key === key);
  if (!category) return false;
  return category.role === null || roles.includes(category.role);
}

/** The categories a person with these roles sees, in the spec's order. */
export function visibleCategoryKeys(roles: readonly string[]): CategoryKey[] {
  return COMMUNITY_CATEGORIES.filter((c) => canSeeCategory(c.key, roles)).map((c) => c.key);
}

/** Community admins and upgrade admins see hidden replies (and may hide or show them); others never do. */
export function seesHiddenReplies(roles: readonly string[]): boolean {
  return hasAny(roles, REPLY_MODERATOR_ROLES);
}

/** Whether a reply is shown to a viewer: a hidden one only to the moderators, not even to its author. */
export function isReplyVisibleTo(reply: { is_hidden: boolean }, viewerRoles: readonly string[]): boolean {
  return !reply.is_hidden || seesHiddenReplies(viewerRoles);
}

export function canManageTopics(roles: readonly string[]): boolean {
  return hasAny(roles, TOPIC_MANAGER_ROLES);
}

export function canPinThreads(roles: readonly string[]): boolean {
  return hasAny(roles, THREAD_PIN_ROLES);
}

/**
 * The day a thread view counts for: the UTC calendar day of `at` ('YYYY-MM-DD'). A member's views
 * of one thread count once per such day, however often they open it.
 */
export function viewDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whether a view at `at` counts, given the days this member's views of the thread already counted. */
export function isViewCounted(countedDays: ReadonlySet<string>, at: Date): boolean {
  return !countedDays.has(viewDayOf(at));
}

export type CommunityAccess = 'allowed' | 'agreement_required' | 'disabled' | 'approval_required';

/** Women need a community admin's approval to enter (Holdfast's reading of spec 3's 'community members status'). */
export function needsMemberApproval(gender: string | null | undefined): boolean {
  return gender === 'Female';
}

/** A member's members-status: approved when no approval is needed, else the stored decision (pending until one). */
export function memberStatusOf(gender: string | null | undefined, stored: MemberApprovalStatus | null | undefined): MemberApprovalStatus {
  return needsMemberApproval(gender) ? (stored ?? 'pending') : 'approved';
}

/**
 * The community gate (spec 3 sections 4 and 6): the community feature on, for women an approved
 * members-status, then the accepted community agreement. Facts left out pass (the feature is on, no approval needed).
 */
export function communityAccess(facts: {
  agreementAccepted: boolean;
  enabled?: boolean;
  gender?: string | null;
  memberStatus?: MemberApprovalStatus | null;
}): CommunityAccess {
  if (facts.enabled === false) return 'disabled';
  if (memberStatusOf(facts.gender, facts.memberStatus) !== 'approved') return 'approval_required';
  return facts.agreementAccepted ? 'allowed' : 'agreement_required';
}

/** Community admins only: the moderation queue, suspending members and women's approval. */
export function isCommunityAdmin(roles: readonly string[]): boolean {
  return hasAny(roles, COMMUNITY_ADMIN_ROLES);
}

/**
 * A reaction toggle: the same type again takes it back (removed); another type, or none yet,
 * makes it the member's one reaction on the reply (added).
 */
export function toggleReaction(
  current: ReactionType | null,
  requested: ReactionType,
): { result: 'added' | 'removed'; next: ReactionType | null } {
  return current === requested ? { result: 'removed', next: null } : { result: 'added', next: requested };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A thread's short description: the text of its (sanitised) HTML, whitespace collapsed, cut at 160 characters with an ellipsis. */
export function shortDescriptionOf(html: string, max = SHORT_DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** Posts a member may make an hour: 5 in the first 24 hours after accepting the agreement, then 30. */
export function postsPerHourFor(agreementAcceptedAt: Date, now: Date): number {
  return now.getTime() - agreementAcceptedAt.getTime() < NEW_MEMBER_HOURS * 3_600_000 ? NEW_MEMBER_POSTS_PER_HOUR : MEMBER_POSTS_PER_HOUR;
}
