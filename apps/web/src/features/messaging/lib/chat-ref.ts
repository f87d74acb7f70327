import { messagingApiPaths as paths, messagingTargets as targets, type ChatRef } from '@holdfast/shared/messaging';

/** The API path of a chat (list, send; `/mark-read` after it). */
export function chatApiPath(chat: ChatRef): string {
  switch (chat.type) {
    case 'partner':
      return paths.partnerChat(chat.partner_id);
    case 'group':
      return paths.groupChat(chat.group_id);
    case 'group-member':
      return paths.groupMemberChat(chat.group_id, chat.member_id);
    case 'community':
      return paths.communityChat(chat.user_id);
  }
}

/** The web page of a chat. */
export function chatPagePath(chat: ChatRef): string {
  switch (chat.type) {
    case 'partner':
      return targets.partner(chat.partner_id);
    case 'group':
      return targets.group(chat.group_id);
    case 'group-member':
      return targets.groupMember(chat.group_id, chat.member_id);
    case 'community':
      return targets.community(chat.user_id);
  }
}


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
  const user = id(params.userId);
  return user ? { type: 'community', user_id: user } : null;
}
