import { z } from 'zod';
import { chatRefSchema, messageSchema, messagingRequestSchema } from './messaging.contract';
import { listEvents } from '../realtime/list-events';

/**
 * Socket events of messaging (gathered in shared/realtime). Each goes to every person of the
 * conversation, with the chat ref as that person opens it:
 * - `message.created` {chat, message}: a message was stored (the sender's other tabs get it too);
 * - `message.read` {chat, conversation_id, user_id, last_read_id}: someone marked the chat read
 *   (to that person's own tabs, so badges clear everywhere);
 * - `messaging-request.created|updated|removed`: a request to the other party.
 */
export const messagingEvents = {
  'message.created': z.object({ chat: chatRefSchema, message: messageSchema }),
  'message.read': z.object({ chat: chatRefSchema, conversation_id: z.number(), user_id: z.number(), last_read_id: z.number() }),
  ...listEvents('messaging-request', messagingRequestSchema),
} as const;
