import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConversationKind, MessageType, MessagingRequestStatus, RequestUserType } from '@holdfast/shared/messaging';
import { users } from '../accounts/accounts.table';
import { groups } from '../groups/groups.table';
import { belongsTo, createdAt, updatedAt } from '../../platform/db/columns';

/**
 * One conversation per pair or group of people, whatever its kind. `key` names it once
 * (`partner:<low user>:<high user>`, `group:<group>`, `group-member:<group>:<low>:<high>`,
 * `community:<low>:<high>`, `coach:<coach user>`), so two senders racing to start it share one row.
 * A pair's users are `user_a` < `user_b`; a group's `group_id`; a coach chat's link `coach_user_id`
 * (coaching's client row: no foreign key, messaging names no coaching table). Who may read or write
 * is decided by the kind's guard from the live relationship (partnership, membership, request, coach
 * link), never stored here.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<ConversationKind>().notNull(),
    key: text().notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    // Set null when that person's account is erased: the conversation and its messages stay for the other.
    userA: integer('user_a').references(() => users.id, { onDelete: 'set null' }),
    userB: integer('user_b').references(() => users.id, { onDelete: 'set null' }),
    coachUserId: integer('coach_user_id'),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_key_unique').on(t.key),
    index('conversations_user_a_idx').on(t.userA, t.kind),
    index('conversations_user_b_idx').on(t.userB, t.kind),
    index('conversations_group_idx').on(t.groupId, t.kind),
    check('conversations_kind_check', sql`${t.kind} in ('partner', 'group', 'group-member', 'community', 'coach')`),
    check('conversations_pair_check', sql`${t.userA} is null or ${t.userA} < ${t.userB}`),
    check('conversations_coach_link_check', sql`(${t.kind} = 'coach') = (${t.coachUserId} is not null)`),
  ],
);

/**
 * Messages: the id is the order (a page is `id < before_id order by id desc`). Plain text; a system
 * message (check-in or trigger card, rename, someone left) carries its card in `content`.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageType: text('message_type').$type<MessageType>().notNull().default('message'),
    message: text().notNull(),
    content: jsonb().$type<Record<string, unknown>>(),
    /** The sender's key of a sent message (send's client_id): a retried send finds it instead of storing a second copy. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Ascending: a backward scan serves `order by id desc` (newest page). `id.desc()` made it DESC NULLS LAST,
    // which `order by id desc` (NULLS FIRST) cannot use: the planner walked the primary key instead, through
    // every later message of other chats (about 250 ms a page for a quiet chat among 1,000,000 messages).
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client_id_unique')
      .on(t.fromUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check(
      'messages_type_check',
      sql`${t.messageType} in ('message', 'check-in submit', 'trigger submit', 'group name change', 'user left')`,
    ),
    check('messages_length_check', sql`char_length(${t.message}) <= 5000`),
  ],
);

/** Each person's own state of a conversation: how far they have read, and whether they archived it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: belongsTo('user_id', () => users.id),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    archived: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/**
 * Messaging requests (spec 3 sections 3 and 4). A community request opens a community chat once the
 * recipient accepts; partner and group-member requests are the chat entries of chats that are
 * already allowed (made accepted). One request per conversation.
 */
export const messagingRequests = pgTable(
  'messaging_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    fromUserId: belongsTo('from_user_id', () => users.id),
    toUserId: belongsTo('to_user_id', () => users.id),
    userType: text('user_type').$type<RequestUserType>().notNull(),
    requestStatus: text('request_status').$type<MessagingRequestStatus>().notNull().default('pending'),
    accountabilityId: integer('accountability_id'),
    memberId: integer('member_id'),
    /**
     * Made through an anonymous post's author handle: until the recipient accepts, the sender sees
     * them only as 'Anonymous member' (no id, name or avatar); accepting reveals them.
     */
    toUserHidden: boolean('to_user_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messaging_requests_conversation_unique').on(t.conversationId),
    index('messaging_requests_from_idx').on(t.fromUserId, t.userType),
    index('messaging_requests_to_idx').on(t.toUserId, t.userType),
    check('messaging_requests_type_check', sql`${t.userType} in ('community', 'partner', 'group-member')`),
    check('messaging_requests_status_check', sql`${t.requestStatus} in ('pending', 'accepted', 'rejected')`),
    check('messaging_requests_not_self_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** Blocks made from messaging (spec 3 section 6): a block hides the chat and refuses messages both ways. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    /**
     * Made through an anonymous post's author handle: the blocker's list shows
     * 'Anonymous member' with this handle (to lift it by), never who it is.
     */
    viaHandle: text('via_handle'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('message_blocks_blocked_idx').on(t.blockedId),
    check('message_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
