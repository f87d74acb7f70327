import { z } from 'zod';
import { pageQueryMessages, pageQuerySchemaOf } from '../common';
import { personSummarySchema } from '../accountability/accountability.contract';
import { authorHandleSchema } from '../community/community.contract';
import { idParamSchema, requiredText, validationMessages as m } from '../validation';
import {
  CLIENT_ID_PATTERN,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TYPES,
  MESSAGES_PAGE_SIZE,
  MESSAGING_REQUEST_STATUSES,
  REQUEST_USER_TYPES,
  UNREAD_USER_TYPES,
} from './messaging.constants';

// ---------- where a conversation lives, as one viewer reaches it ----------

/**
 * A chat as the viewer opens it (the web's /messages/... route): a partner chat by relationship id,
 * a group chat by group id, a group-member chat by group and the other person's membership id, a
 * community chat by the other person's user id, a coach chat by its link (the coach's id and the
 * client's `coach_users` id): `coach-user` as the coach opens it (a client of theirs), `coach-client`
 * as the client opens it (their coach). Two people in one pair chat may see different refs (each
 * names the other), so events carry the ref made for their receiver.
 */
export const chatRefSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('partner'), partner_id: z.number() }),
  z.object({ type: z.literal('group'), group_id: z.number() }),
  z.object({ type: z.literal('group-member'), group_id: z.number(), member_id: z.number() }),
  z.object({ type: z.literal('community'), user_id: z.number() }),
  // Coach chats (coaching's, on this mechanism): both name the coach and the client's coach-user
  // row (the web's /messages/coach/{coachId}/users|client/{coachUserId}); 'coach-user' is the coach's side
  // (API coach/users/{coach_user_id}/messages), 'coach-client' the client's (API coach/client/messages).
  z.object({ type: z.literal('coach-user'), coach_id: z.number(), coach_user_id: z.number() }),
  z.object({ type: z.literal('coach-client'), coach_id: z.number(), coach_user_id: z.number() }),
]);
export type ChatRef = z.output<typeof chatRefSchema>;

// ---------- messages ----------

export const messageSchema = z.object({
  /** The order: a later message has a larger id. */
  id: z.number(),
  conversation_id: z.number(),
  message: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  messaged_on: z.string(),
  /** The sender's user id; null for a system message nobody wrote. */
  from_user: z.number().nullable(),
  user: personSummarySchema.nullable(),
  /** Check-in or trigger card content of a system message, else null. */
  content: z.record(z.string(), z.unknown()).nullable(),
  /** The sender's own key for this message (send's `client_id`), so a pending copy meets its stored one; null when none was given. */
  client_id: z.string().nullable().optional(),
});
export type Message = z.output<typeof messageSchema>;

/**
 * A page of a conversation, newest page first: without `before_id` the latest messages; with it,
 * the messages older than that id. `after_id` instead gives what came after an id, oldest first
 * (catching up after a reconnect). Items are always in id order (oldest first), ready to show.
 */
export const listMessagesQuerySchema = z
  .object({
    before_id: idParamSchema.optional(),
    after_id: idParamSchema.optional(),
    perPage: pageQuerySchemaOf(MESSAGES_PAGE_SIZE, pageQueryMessages).shape.perPage,
  })
  .refine((q) => q.before_id === undefined || q.after_id === undefined, { message: m.invalid, path: ['after_id'] });
export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** Whether older (for before_id) or newer (for after_id) messages remain. */
  has_more: z.boolean(),
  /** The before_id of the next older page, or null at the start of the conversation. */
  next_before_id: z.number().nullable(),
  /**
   * One-to-one chats: the other person's read mark (the id of the last message they read), only when
   * both turned read receipts on (READ_RECEIPTS_META); otherwise null, and never told.
   */
  seen_up_to: z.number().nullable().optional(),
});
export type MessagePage = z.output<typeof messagePageSchema>;

/**
 * `client_id`: the sender's key for this message (a UUID, say), so a send retried after a lost answer
 * (a dropped connection, a server copy that died) is stored once: the same key from the same sender
 * answers the message already stored.
 */
export const sendMessageInputSchema = z.object({
  message: requiredText({ max: MESSAGE_MAX_LENGTH }),
  client_id: z.string({ error: m.invalid }).regex(CLIENT_ID_PATTERN, m.invalid).optional(),
});
export type SendMessageInput = z.output<typeof sendMessageInputSchema>;
export type SendMessageBody = z.input<typeof sendMessageInputSchema>;

export const sendMessageResponseSchema = z.object({ item: messageSchema });
export type SendMessageResponse = z.output<typeof sendMessageResponseSchema>;

/** Mark read every message sent up to `before_date` (default: now). */
export const markReadInputSchema = z.object({
  before_date: z.iso.datetime({ offset: true, error: m.notDate }).optional(),
});
export type MarkReadInput = z.output<typeof markReadInputSchema>;
export type MarkReadBody = z.input<typeof markReadInputSchema>;

export const markReadResponseSchema = z.object({ message: z.string(), last_read_id: z.number() });
export type MarkReadResponse = z.output<typeof markReadResponseSchema>;

// ---------- socket events the client sends ----------

/**
 * A chat as the spec's socket events name it: `partner_id`, `group_id` (with `member_id` for a
 * group-member chat), `user_id` (a community chat) or `coach_user_id` (a coach chat, with its
 * `coach_id` and `coach_side`: whether the sender is the coach or the client), exactly one of the four.
 */
const chatTargetShape = {
  partner_id: idParamSchema.optional(),
  group_id: idParamSchema.optional(),
  member_id: idParamSchema.optional(),
  user_id: idParamSchema.optional(),
  coach_user_id: idParamSchema.optional(),
  coach_id: idParamSchema.optional(),
  coach_side: z.enum(['coach', 'client'], { error: m.invalid }).optional(),
};
type ChatTargetIds = {
  partner_id?: number;
  group_id?: number;
  member_id?: number;
  user_id?: number;
  coach_user_id?: number;
  coach_id?: number;
  coach_side?: 'coach' | 'client';
};
const namesOneChat = <T extends z.ZodType<ChatTargetIds>>(schema: T) =>
  schema
    .refine((v) => [v.partner_id, v.group_id, v.user_id, v.coach_user_id].filter((x) => x !== undefined).length === 1, {
      message: m.invalid,
      path: ['partner_id'],
    })
    .refine((v) => v.member_id === undefined || v.group_id !== undefined, { message: m.invalid, path: ['member_id'] })
    .refine(
      (v) =>
        v.coach_user_id === undefined
          ? v.coach_id === undefined && v.coach_side === undefined
          : v.coach_id !== undefined && v.coach_side !== undefined,
      { message: m.invalid, path: ['coach_id'] },
    );
export const chatTargetEventSchema = namesOneChat(z.object(chatTargetShape));
export type ChatTargetEvent = z.output<typeof chatTargetEventSchema>;

/** The chat a socket event names, as a ChatRef (the viewer's side). */
export function chatRefOfEvent(v: ChatTargetEvent): ChatRef {
  if (v.partner_id !== undefined) return { type: 'partner', partner_id: v.partner_id };
  if (v.user_id !== undefined) return { type: 'community', user_id: v.user_id };
  if (v.coach_user_id !== undefined)
    return { type: v.coach_side === 'client' ? 'coach-client' : 'coach-user', coach_id: v.coach_id!, coach_user_id: v.coach_user_id };
  if (v.member_id !== undefined) return { type: 'group-member', group_id: v.group_id!, member_id: v.member_id };
  return { type: 'group', group_id: v.group_id! };
}

/** The chat's ids as a socket event names them (the inverse of chatRefOfEvent) (a coach chat by its coach-user row and the viewer's side). */
export function eventTargetOfChat(chat: ChatRef): ChatTargetEvent | null {
  switch (chat.type) {
    case 'partner':
      return { partner_id: chat.partner_id };
    case 'group':
      return { group_id: chat.group_id };
    case 'group-member':
      return { group_id: chat.group_id, member_id: chat.member_id };
    case 'community':
      return { user_id: chat.user_id };
    case 'coach-user':
      return { coach_user_id: chat.coach_user_id, coach_id: chat.coach_id, coach_side: 'coach' };
    case 'coach-client':
      return { coach_user_id: chat.coach_user_id, coach_id: chat.coach_id, coach_side: 'client' };
  }
}

/** Spec 3 section 7: `mark-message-read` marks the chat read up to and including `message_entity_id`. */
export const markMessageReadEventSchema = namesOneChat(z.object({ message_entity_id: idParamSchema, ...chatTargetShape }));
export type MarkMessageReadEvent = z.output<typeof markMessageReadEventSchema>;

// ---------- route parameters ----------

export const groupMemberChatParamsSchema = z.object({ id: idParamSchema, memberId: idParamSchema });
export type GroupMemberChatParams = z.output<typeof groupMemberChatParamsSchema>;

// ---------- unread counts ----------

/** The newest message of a chat as the chat list shows it (a preview, not the whole text). */
export const chatLastMessageSchema = z.object({
  id: z.number(),
  /** The first MESSAGE_PREVIEW_LENGTH characters of the text. */
  preview: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  messaged_on: z.string(),
  /** The sender's user id; null for a system message nobody wrote. */
  from_user: z.number().nullable(),
  /** The sender's display name; null with from_user. */
  sender_name: z.string().nullable(),
});
export type ChatLastMessage = z.output<typeof chatLastMessageSchema>;

export const unreadItemSchema = z.object({
  conversation_id: z.number(),
  /** What the list names the chat by: the other person's display name, or the group's name. */
  title: z.string(),
  /** The other person of a one-to-one chat (avatar and name); null for a group chat. */
  person: personSummarySchema.nullable(),
  /** The group of a group or group-member chat; null otherwise. */
  group_name: z.string().nullable(),
  /** The newest message, null while the chat is empty. */
  last_message: chatLastMessageSchema.nullable(),
  chat: chatRefSchema,
  /** Spec 3 "Unread count": user for one-to-one chats, group for group chats. */
  user_type: z.enum(UNREAD_USER_TYPES),
  /** The other person of a one-to-one chat; null for a group chat. */
  user_id: z.number().nullable(),
  group_id: z.number().nullable(),
  unread_count: z.number(),
  /** When the latest message was sent, null while the chat is empty. */
  messaged_on: z.string().nullable(),
});
export type UnreadItem = z.output<typeof unreadItemSchema>;

/** A coach's unread messages from one client (spec 3 section 7: "coaches also get a filtered unread list"). */
export const coachUnreadItemSchema = z.object({
  /** The client's `coach_users` id (the coaching centre's row). */
  coach_user_id: z.number(),
  coach_id: z.number(),
  /** The client's account id. */
  user_id: z.number(),
  unread_count: z.number(),
});
export type CoachUnreadItem = z.output<typeof coachUnreadItemSchema>;

export const messagesInfoSchema = z.object({
  items: z.array(unreadItemSchema),
  total: z.number(),
  /** For a coach only (the coach role): the items' chats with their clients, unread per client. */
  coach_unread: z.array(coachUnreadItemSchema).optional(),
});
export type MessagesInfo = z.output<typeof messagesInfoSchema>;

// ---------- messaging requests ----------

export const messagingRequestSchema = z.object({
  id: z.number(),
  from_user_id: z.number(),
  to_user_id: z.number(),
  from_user: personSummarySchema,
  to_user: personSummarySchema,
  user_type: z.enum(REQUEST_USER_TYPES),
  request_status: z.enum(MESSAGING_REQUEST_STATUSES),
  from_user_archived: z.boolean(),
  to_user_archived: z.boolean(),
  accountability_id: z.number().nullable(),
  member_id: z.number().nullable(),
  /**
   * Asked through an anonymous post's author handle: until the recipient accepts, the requester
   * sees them as 'Anonymous member' (to_user_id 0, to_user without id, username or avatar);
   * accepting shows the recipient's name to the requester.
   */
  through_anonymous_post: z.boolean(),
  created_at: z.string(),
});
export type MessagingRequest = z.output<typeof messagingRequestSchema>;

export const listMessagingRequestsQuerySchema = z.object({ user_type: z.enum(REQUEST_USER_TYPES, { error: m.invalid }).optional() });
export type ListMessagingRequestsQuery = z.output<typeof listMessagingRequestsQuerySchema>;

export const messagingRequestListSchema = z.object({ items: z.array(messagingRequestSchema) });
export type MessagingRequestList = z.output<typeof messagingRequestListSchema>;

/**
 * A community request names the person (`to_user_id`) or a forum post's author (`author_handle`, a
 * thread's or reply's: the server finds the author; for an anonymous post they stay 'Anonymous
 * member' to the requester until they accept); partner and group-member ones name the relationship or membership.
 */
export const createMessagingRequestInputSchema = z.discriminatedUnion(
  'user_type',
  [
    z
      .object({ user_type: z.literal('community'), to_user_id: idParamSchema.optional(), author_handle: authorHandleSchema.optional() })
      .refine((v) => (v.to_user_id === undefined) !== (v.author_handle === undefined), { message: m.required, path: ['to_user_id'] }),
    z.object({ user_type: z.literal('partner'), accountability_id: idParamSchema }),
    z.object({ user_type: z.literal('group-member'), member_id: idParamSchema }),
  ],
  { error: m.invalid },
);
export type CreateMessagingRequestInput = z.output<typeof createMessagingRequestInputSchema>;
export type CreateMessagingRequestBody = z.input<typeof createMessagingRequestInputSchema>;

export const messagingRequestResponseSchema = z.object({ message: z.string().optional(), item: messagingRequestSchema });
export type MessagingRequestResponse = z.output<typeof messagingRequestResponseSchema>;

export const requestStatusInputSchema = z.object({ status: z.enum(['accepted', 'rejected'], { error: m.invalid }) });
export type RequestStatusInput = z.output<typeof requestStatusInputSchema>;

export const archiveStateInputSchema = z.object({ is_archived: z.boolean({ error: m.required }).default(true) });
export type ArchiveStateInput = z.output<typeof archiveStateInputSchema>;
export type ArchiveStateBody = z.input<typeof archiveStateInputSchema>;

// ---------- blocking ----------

/**
 * A block I made. One made through an anonymous forum post's author handle names nobody:
 * blocked_user_id 0, user 'Anonymous member', and `author_handle` (the handle it was made by) to lift it with.
 */
export const blockedUserSchema = z.object({
  blocked_user_id: z.number(),
  user: personSummarySchema,
  author_handle: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedUser = z.output<typeof blockedUserSchema>;
export const blockedListSchema = z.object({ items: z.array(blockedUserSchema) });
export type BlockedList = z.output<typeof blockedListSchema>;
/** The person to block: `blocked_user_id`, or a forum post's `author_handle` (its author, unnamed in my list when the post is anonymous). */
export const createBlockInputSchema = z
  .object({ blocked_user_id: idParamSchema.optional(), author_handle: authorHandleSchema.optional() })
  .refine((v) => (v.blocked_user_id === undefined) !== (v.author_handle === undefined), { message: m.required, path: ['blocked_user_id'] });
export type CreateBlockInput = z.output<typeof createBlockInputSchema>;
export const blockResponseSchema = z.object({ message: z.string(), item: blockedUserSchema });

// ---------- redirect ----------

export const redirectParamsSchema = z.object({ type: z.enum(['user'], { error: m.invalid }), userId: idParamSchema });
export type RedirectParams = z.output<typeof redirectParamsSchema>;
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.output<typeof redirectResponseSchema>;
