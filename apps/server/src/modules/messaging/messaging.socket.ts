import { chatRefOfEvent, type SocketChatRef } from '@holdfast/shared/messaging';
import type { AppContext } from '../../platform/context';
import type { ChatTarget, MessagingService } from './messaging.service';

const targetOf = (chat: SocketChatRef): ChatTarget => {
  switch (chat.type) {
    case 'partner':
      return { type: 'partner', partnerId: chat.partner_id };
    case 'group':
      return { type: 'group', groupId: chat.group_id };
    case 'group-member':
      return { type: 'group-member', groupId: chat.group_id, memberId: chat.member_id };
    case 'community':
      return { type: 'community', userId: chat.user_id };
  }
};

/**
 * The socket's counterpart of the routes: each client event (payload already checked against its
 * shared schema) is one call of the same service, behind the same guards; refusals go back in the ack.
 */
export function registerMessagingSocket(realtime: AppContext['realtime'], messages: MessagingService) {
  realtime.onClientEvent('mark-message-read', async (actor, { message_entity_id, ...ids }) => {
    const { last_read_id } = await messages.markRead(actor, targetOf(chatRefOfEvent(ids)), { up_to_id: message_entity_id });
    return { last_read_id };
  });
  realtime.onClientEvent('message.typing', (actor, ids) => messages.typing(actor, targetOf(chatRefOfEvent(ids))));
}
