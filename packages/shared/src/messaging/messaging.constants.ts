/** Numbers and names spec 3 fixes for messaging (sections 3, 4 and 9), and Holdfast's where it is silent. */

/** Spec 3 section 9: messages are paged 15 at a time. */
export const MESSAGES_PAGE_SIZE = 15;
/** Plain text, up to 5,000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** How much of the newest message the chat list carries (GET messages-info). */
export const MESSAGE_PREVIEW_LENGTH = 140;
/** A send's `client_id` (Holdfast's): 8 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Spec 3 section 3 "Message": message_type. */
export const MESSAGE_TYPES = ['message', 'check-in submit', 'trigger submit', 'group name change', 'user left'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * The kinds of conversation. Each is one pair or one group of people; the mechanism (messages, read
 * marks, archive state) is the same for all, only the guard differs. A coach chat is a coach and
 * one client (one `coach_users` link).
 */
export const CONVERSATION_KINDS = ['partner', 'group', 'group-member', 'community', 'coach'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Spec 3 section 3 "Messaging request": user_type. */
export const REQUEST_USER_TYPES = ['community', 'partner', 'group-member'] as const;
export type RequestUserType = (typeof REQUEST_USER_TYPES)[number];

export const MESSAGING_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type MessagingRequestStatus = (typeof MESSAGING_REQUEST_STATUSES)[number];

/** Spec 3 section 3 "Unread count": user_type. */
export const UNREAD_USER_TYPES = ['user', 'group'] as const;
export type UnreadUserType = (typeof UNREAD_USER_TYPES)[number];

/**
 * Read receipts and typing (beyond the spec): one user-meta key (`POST users/user-meta/{key}`
 * with `{value: true}`), off unless set. Shown only between two people who both turned it on.
 */
export const READ_RECEIPTS_META = 'MESSAGING_READ_RECEIPTS';
/** The web sends a typing event at most this often while someone types. */
export const TYPING_THROTTLE_MS = 2500;
/** The web shows '… is typing…' this long after the last typing event (or until a message comes). */
export const TYPING_SHOWN_MS = 5000;
