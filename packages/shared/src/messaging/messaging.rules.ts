import { coachingWebPaths } from '../coaching/coaching.paths';
import type { MessagingRequestStatus } from './messaging.constants';

/** The web's chat pages (spec 3 section 2 "Messaging"). */
export const messagingTargets = {
  list: '/messages',
  partner: (partnerId: number) => `/messages/partners/${partnerId}`,
  group: (groupId: number) => `/messages/groups/${groupId}`,
  groupMember: (groupId: number, memberId: number) => `/messages/groups/${groupId}/members/${memberId}`,
  community: (userId: number) => `/messages/community-user/${userId}`,
  /** The coach's chat with a client (coaching's page, named there). */
  coachUser: coachingWebPaths.coachChat,
  /** The client's chat with their coach. */
  coachClient: coachingWebPaths.clientChat,
} as const;

/** What the redirect needs to know about the viewer and one other person. */
export interface RedirectFacts {
  userId: number;
  blocked: boolean;
  /** The accepted partnership between the two, if any. */
  partnerId: number | null;
  /** A group both are accepted members of, with the other's membership id. */
  sharedGroup: { groupId: number; memberId: number } | null;
  /** The community request between the two, if any. */
  request: { status: MessagingRequestStatus; sentByViewer: boolean } | null;
}

/**
 * Spec 3 section 4, redirect by user id, in priority: an accepted partner opens the partner chat;
 * else an accepted fellow group member the group-member chat; else an existing community request
 * opens the community chat when accepted or sent by the viewer, otherwise the list; with no request,
 * the community chat. A blocked person (either way) goes to the list.
 */
export function messagingRedirect(f: RedirectFacts): string {
  if (f.blocked) return messagingTargets.list;
  if (f.partnerId !== null) return messagingTargets.partner(f.partnerId);
  if (f.sharedGroup) return messagingTargets.groupMember(f.sharedGroup.groupId, f.sharedGroup.memberId);
  if (f.request)
    return f.request.status === 'accepted' || (f.request.status === 'pending' && f.request.sentByViewer)
      ? messagingTargets.community(f.userId)
      : messagingTargets.list;
  return messagingTargets.community(f.userId);
}
