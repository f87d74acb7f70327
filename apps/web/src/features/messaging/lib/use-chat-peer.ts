import type { PersonSummary } from '@holdfast/shared/accountability';
import type { ChatRef, MessagingRequest } from '@holdfast/shared/messaging';
import { useCoachOfChat } from '../api/get-coach-of-chat';
import { useGroupOfChat } from '../api/get-group-of-chat';
import { usePartnerOfChat } from '../api/get-partner-of-chat';
import { useCoachClientsOfChat } from '../api/list-coach-clients-of-chat';
import { useMessagingRequests } from '../api/list-messaging-requests';

export interface ChatPeer {
  /** The other party's name (a group's name for a group chat); null while it loads. */
  title: string | null;
  /** The other person of a one-to-one chat. */
  person: PersonSummary | null;
  /** The group a group-member chat belongs to. */
  groupName: string | null;
  /** The community request of a community chat, if any. */
  request: MessagingRequest | null;
}

/** Who a chat is with, from the relationship that allows it (partner, group, group member, community request, coaching link). */
export function useChatPeer(chat: ChatRef): ChatPeer {
  const partner = usePartnerOfChat(chat.type === 'partner' ? chat.partner_id : null);
  const group = useGroupOfChat(chat.type === 'group' || chat.type === 'group-member' ? chat.group_id : null);
  const requests = useMessagingRequests();
  const clients = useCoachClientsOfChat(chat.type === 'coach-user');
  const coach = useCoachOfChat(chat.type === 'coach-client');
  if (chat.type === 'partner') {
    const person = partner.data?.partner ?? null;
    return { title: person?.display_name ?? null, person, groupName: null, request: null };
  }
  if (chat.type === 'group') return { title: group.data?.name ?? null, person: null, groupName: group.data?.name ?? null, request: null };
  if (chat.type === 'group-member') {
    const member = group.data?.members.find((m) => m.id === chat.member_id);
    return { title: member?.user.display_name ?? null, person: member?.user ?? null, groupName: group.data?.name ?? null, request: null };
  }
  if (chat.type === 'coach-user') {
    const person = clients.data?.find((c) => c.id === chat.coach_user_id)?.user ?? null;
    return { title: person?.display_name ?? (clients.isPending ? null : 'Client'), person, groupName: null, request: null };
  }
  if (chat.type === 'coach-client') {
    const person = coach.data?.coach.user ?? null;
    return { title: person?.display_name ?? (coach.isPending ? null : 'Coach'), person, groupName: null, request: null };
  }
  const request =
    requests.data?.items.find((r) => r.user_type === 'community' && (r.from_user_id === chat.user_id || r.to_user_id === chat.user_id)) ??
    null;
  const person = request ? (request.from_user_id === chat.user_id ? request.from_user : request.to_user) : null;
  return { title: person?.display_name ?? (requests.isPending ? null : 'Community member'), person, groupName: null, request };
}
