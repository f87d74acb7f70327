import { z } from 'zod';
import {
  chatRefSchema,
  chatTargetEventSchema,
  markMessageReadEventSchema,
  messageSchema,
  messagingRequestSchema,
} from './messaging.contract';
import { listEvents } from '../realtime/list-events';

/**
 * Socket events of messaging (gathered in shared/realtime). Each goes to every person of the
 * conversation, with the chat ref as that person opens it:
 * - `message.created` {chat, message}: a message was stored (the sender's other tabs get it too);
 * - `message.read` {chat, conversation_id, user_id, last_read_id}: someone marked the chat read
 *   (to that person's own tabs, so badges clear everywhere);
 * - `message.seen` {chat, user_id, last_read_id}: the other person of a one-to-one chat read up to
 *   an id; sent only when both turned read receipts on (READ_RECEIPTS_META);
 * - `message.typing` {chat, user_id}: the other person is typing; same switch;
 * - `messaging-request.created|updated|removed`: a request to the other party.
 */
export const messagingEvents = {
  'message.created': z.object({ chat: chatRefSchema, message: messageSchema }),
  'message.read': z.object({ chat: chatRefSchema, conversation_id: z.number(), user_id: z.number(), last_read_id: z.number() }),
  'message.seen': z.object({ chat: chatRefSchema, user_id: z.number(), last_read_id: z.number() }),
  'message.typing': z.object({ chat: chatRefSchema, user_id: z.number() }),
  ...listEvents('messaging-request', messagingRequestSchema),
} as const;

/**
 * Socket events the client sends (gathered in shared/realtime's `realtimeClientEvents`); each is
 * answered with an ack (`RealtimeAck`):
 * - `mark-message-read` (spec 3 section 7): message_entity_id with partner_id, group_id (+ member_id),
 *   user_id or a coach chat's coach_user_id (+ coach_id, coach_side); the same guard and service call
 *   as PATCH <chat>/mark-read; ack data `{last_read_id}`;
 * - `message.typing`: the chat's ids; relayed to the other person when both turned read receipts on.
 */
export const messagingClientEvents = {
  'mark-message-read': markMessageReadEventSchema,
  'message.typing': chatTargetEventSchema,
} as const;
