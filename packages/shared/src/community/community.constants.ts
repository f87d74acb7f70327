import type { Role } from '../accounts';

/** Numbers spec 3 section 9 fixes for the community, and Holdfast's own limits (docs/areas/community.md). */
export const THREADS_PER_PAGE = 15;
export const REPLIES_PER_PAGE = 15;
/** Nested replies load 5 at a time. */
export const NESTED_REPLIES_PER_PAGE = 5;
export const WATCH_LIST_PER_PAGE = 15;
/** Favourite replies: the most reacted, at most 3. */
export const FAVOURITE_REPLIES_MAX = 3;
/** Category and topic tiles show up to 3 avatars, then +N. */
export const RECENT_PARTICIPANTS_MAX = 3;
/** GET community/threads?ids= answers at most this many threads (the recommended list is short). */
export const THREAD_IDS_MAX = 50;

export const REACTION_TYPES = ['Liked', 'Loved'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const WATCH_ENTITY_TYPES = ['thread', 'topic'] as const;
export type WatchEntityType = (typeof WATCH_ENTITY_TYPES)[number];

/** The six categories of spec 3 section 2, in the order /community shows them; `role` limits who sees one. */
export const COMMUNITY_CATEGORIES = [
  { key: 'general', name: 'General Topics', role: null },
  { key: 'outgrow', name: 'Outgrow Porn', role: null },
  { key: 'share', name: 'Share your Story', role: null },
  { key: 'program', name: 'Using the Holdfast Program', role: null },
  { key: 'marriage', name: 'Marriage and Parenting', role: null },
  { key: 'certified', name: "Certified Leader's", role: 'certified_leader' },
] as const satisfies readonly { key: string; name: string; role: Role | null }[];
export const CATEGORY_KEYS = ['general', 'outgrow', 'share', 'program', 'marriage', 'certified'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Roles that see hidden replies and may hide or unhide them (spec 3 sections 4 and 6). */
export const REPLY_MODERATOR_ROLES = ['community_admin', 'upgrade_admin'] as const satisfies readonly Role[];
/** Roles that may add topics (Holdfast's reading: spec 3 leaves topic management unshown). */
export const TOPIC_MANAGER_ROLES = ['ff_admin', 'community_admin'] as const satisfies readonly Role[];
/** Roles that may pin a thread when starting it (Holdfast: the community admins, and ff_admin who curates content). */
export const THREAD_PIN_ROLES = ['community_admin', 'ff_admin'] as const satisfies readonly Role[];

// Lengths the spec leaves open (Holdfast's choice, docs/areas/community.md).
export const THREAD_TITLE_MAX = 200;
/** Stored HTML of a thread or reply, after sanitising. */
export const POST_HTML_MAX = 20_000;
export const TOPIC_NAME_MAX = 120;
export const TOPIC_DESCRIPTION_MAX = 1_000;
export const FLAG_REASON_MAX = 1_000;
export const DISPLAY_NAME_MAX = 60;
export const AGE_MIN = 1;
export const AGE_MAX = 120;
/** A thread's short description: its text without markup, cut at this many characters. */
export const SHORT_DESCRIPTION_LENGTH = 160;

// Moderation and posting limits (from Discourse's practice).
/** A reply with this many open flags (different members, none acted on by a moderator yet) is hidden at once, pending review. */
export const FLAG_HIDE_THRESHOLD = 3;
/** A member whose agreement is younger than this is a new member. */
export const NEW_MEMBER_HOURS = 24;
/** Posts (threads and replies) an hour: a new member, and any member. */
export const NEW_MEMBER_POSTS_PER_HOUR = 5;
export const MEMBER_POSTS_PER_HOUR = 30;

// Members directory (spec 3 sections 2 and 9).
export const MEMBERS_PER_PAGE = 10;
/** The directory's search needs this many characters (fewer, after trimming, lists everyone). */
export const MEMBER_SEARCH_MIN = 3;
export const MEMBER_SEARCH_MAX = 100;
/** Women's community access (Holdfast's reading of spec 3's 'community members status'). */
export const MEMBER_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MemberApprovalStatus = (typeof MEMBER_APPROVAL_STATUSES)[number];
export const MEMBER_DECISIONS = ['approved', 'rejected'] as const;
export type MemberDecision = (typeof MEMBER_DECISIONS)[number];

/** Community admins only: the moderation queue, suspending, and women's approval. */
export const COMMUNITY_ADMIN_ROLES = ['community_admin'] as const satisfies readonly Role[];
/** The queue lists at most this many flagged replies and as many flagged members, oldest flag first. */
export const MODERATION_QUEUE_MAX = 50;
/** Actions on a flagged reply, and on a flagged member, from the queue. */
export const REPLY_MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'suspend'] as const;
export type ReplyModerationAction = (typeof REPLY_MODERATION_ACTIONS)[number];
export const USER_MODERATION_ACTIONS = ['dismiss', 'suspend'] as const;
export type UserModerationAction = (typeof USER_MODERATION_ACTIONS)[number];

/** Content warnings a thread can carry; its content is blurred until tapped. */
export const CONTENT_WARNINGS = ['relapse_details'] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];

/** The forum search (GET community/search) needs this many characters, 10 results a page. */
export const FORUM_SEARCH_MIN = 3;
export const FORUM_SEARCH_MAX = 200;
export const FORUM_SEARCH_PER_PAGE = 10;
/** user-meta key: true hides threads that carry a content warning from every list and the search. */
export const HIDE_CONTENT_WARNINGS_META = 'COMMUNITY_HIDE_CONTENT_WARNINGS';
