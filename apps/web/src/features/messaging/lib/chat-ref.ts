import { coachingApiPaths, coachingWebPaths } from '@holdfast/shared/coaching';
import { messagingApiPaths as paths, messagingTargets as targets, type ChatRef } from '@holdfast/shared/messaging';

/** One path a kind of chat: the API's or the web's. */
interface ChatPaths {
  partner: (partnerId: number) => string;
  group: (groupId: number) => string;
  groupMember: (groupId: number, memberId: number) => string;
  community: (userId: number) => string;
  coachUser: (coachId: number, coachUserId: number) => string;
  coachClient: (coachId: number, coachUserId: number) => string;
}

function chatPath(chat: ChatRef, to: ChatPaths): string {
  switch (chat.type) {
    case 'partner':
      return to.partner(chat.partner_id);
    case 'group':
      return to.group(chat.group_id);
    case 'group-member':
      return to.groupMember(chat.group_id, chat.member_id);
    case 'community':
      return to.community(chat.user_id);
    case 'coach-user':
      return to.coachUser(chat.coach_id, chat.coach_user_id);
    case 'coach-client':
      return to.coachClient(chat.coach_id, chat.coach_user_id);
  }
}

const apiPaths: ChatPaths = {
  partner: paths.partnerChat,
  group: paths.groupChat,
  groupMember: paths.groupMemberChat,
  community: paths.communityChat,
  coachUser: (_coachId, coachUserId) => coachingApiPaths.userMessages(coachUserId),
  coachClient: () => coachingApiPaths.clientMessages,
};

const pagePaths: ChatPaths = { ...targets, coachUser: coachingWebPaths.coachChat, coachClient: coachingWebPaths.clientChat };

/** The API path of a chat (list, send; `/mark-read` after it). */
export const chatApiPath = (chat: ChatRef): string => chatPath(chat, apiPaths);

/** The web page of a chat. */
export const chatPagePath = (chat: ChatRef): string => chatPath(chat, pagePaths);

const id = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The chat a /messages/... route names, or null when its ids are not ids. */
export function chatFromParams(kind: ChatRef['type'], params: Record<string, string | undefined>): ChatRef | null {
  if (kind === 'partner') {
    const partner = id(params.partnerId);
    return partner ? { type: 'partner', partner_id: partner } : null;
  }
  if (kind === 'group') {
    const group = id(params.groupId);
    return group ? { type: 'group', group_id: group } : null;
  }
  if (kind === 'group-member') {
    const group = id(params.groupId);
    const member = id(params.memberId);
    return group && member ? { type: 'group-member', group_id: group, member_id: member } : null;
  }
  if (kind === 'coach-user' || kind === 'coach-client') {
    const coach = id(params.coachId);
    const coachUser = id(params.coachUserId);
    return coach && coachUser ? { type: kind, coach_id: coach, coach_user_id: coachUser } : null;
  }
  const user = id(params.userId);
  return user ? { type: 'community', user_id: user } : null;
}
