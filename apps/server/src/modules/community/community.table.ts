import { sql } from 'drizzle-orm';
import {
  customType,
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CategoryKey, ContentWarning, MemberApprovalStatus, ReactionType, WatchEntityType } from '@holdfast/shared/community';
import { belongsTo, createdAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.table';

/** A text search vector (forum search): stored, generated from the post, read back never. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The six forum categories (seeded by the migration); `required_role` limits who sees one. */
export const communityCategories = pgTable('community_categories', {
  key: text().$type<CategoryKey>().primaryKey(),
  name: text().notNull(),
  position: integer().notNull(),
  requiredRole: text('required_role'),
});

export const communityTopics = pgTable(
  'community_topics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryKey: text('category_key')
      .$type<CategoryKey>()
      .notNull()
      .references(() => communityCategories.key, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('community_topics_category_idx').on(t.categoryKey, t.position)],
);

/**
 * A thread: its counters (replies, views) and last activity are kept on the row, updated in the
 * same transaction as the reply or view, so lists never count on read.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    topicId: belongsTo('topic_id', () => communityTopics.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull(),
    shortDescription: text('short_description').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** The poster marked it 'I'm struggling right now': crisis resources shown, admins told; never hidden as a penalty. */
    isStruggling: boolean('is_struggling').notNull().default(false),
    /** A content warning ('relapse_details'): the web blurs the content until tapped. */
    contentWarning: text('content_warning').$type<ContentWarning>(),
    /**
     * Written while its author was anonymous: it stays 'Anonymous member' after they turn anonymity
     * off (a post is anonymous when this is set or its author is anonymous now).
     */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /**
     * The post's author handle ('t' + 32 random hex): what a reader acts on the author by (message,
     * partner request, flag, block) without their id; the server resolves it. One per post, so two
     * anonymous posts share nothing (migration 0021 writes the random default).
     */
    authorHandle: text('author_handle')
      .notNull()
      .default(sql`('t' || replace(gen_random_uuid()::text, '-', ''))`),
    /**
     * The counters and the activity below are kept by the database, never by the app (trigger
     * community_replies_counts, migrations 0018 and 0019), so every write keeps them: the app's own
     * paths, moderation, and the cascades of a deleted reply, thread or erased account.
     * total_replies: visible replies, top-level and nested. top_replies / hidden_top_replies:
     * top-level ones, which a page of replies reads as its total instead of counting 10,000 index
     * entries (then subtracts the replies of people blocked either way, usually none).
     */
    totalReplies: integer('total_replies').notNull().default(0),
    topReplies: integer('top_replies').notNull().default(0),
    hiddenTopReplies: integer('hidden_top_replies').notNull().default(0),
    totalViews: integer('total_views').notNull().default(0),
    /** The thread's creation, then the newest visible reply's time (the trigger, on insert). */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /**
     * The words of title and content (the english parser skips the HTML tags), stored: the search
     * ranks every match, and re-parsing each matching post to rank it was most of a common word's
     * search (the bench: 10,000 replies parsed again a call).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || content)`),
  },
  (t) => [
    index('community_threads_topic_idx').on(t.topicId, t.isPinned.desc(), t.activityAt.desc(), t.id.desc()),
    index('community_threads_user_idx').on(t.userId),
    // Forum search (GET community/search): the english parser skips the HTML tags of the content.
    index('community_threads_search_idx').using('gin', t.searchVector),
    uniqueIndex('community_threads_author_handle_unique').on(t.authorHandle),
  ],
);

/**
 * Replies, one level of nesting as the spec's reply has it: `primary_reply_id` is the top-level
 * reply a nested one sits under, `replied_to_id` the reply it answers (top-level or nested).
 */
export const communityReplies = pgTable(
  'community_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: belongsTo('thread_id', () => communityThreads.id),
    /** The author; null once their account is erased (the reply stays as 'Deleted member'). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    primaryReplyId: integer('primary_reply_id').references((): AnyPgColumn => communityReplies.id, { onDelete: 'cascade' }),
    repliedToId: integer('replied_to_id').references((): AnyPgColumn => communityReplies.id, { onDelete: 'set null' }),
    replyText: text('reply_text').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** The poster marked it 'I'm struggling right now' (as on threads). */
    isStruggling: boolean('is_struggling').notNull().default(false),
    /** Written while its author was anonymous (as on threads). */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The post's author handle ('r' + 32 random hex, as on threads). */
    authorHandle: text('author_handle')
      .notNull()
      .default(sql`('r' || replace(gen_random_uuid()::text, '-', ''))`),
    /** Set when the watchers' notifications were written (in that job's transaction), so a second run writes none. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The reply's words, stored (as the thread's search_vector). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', reply_text)`),
  },
  (t) => [
    // Top-level replies of a thread in order (the paged list), and nested ones of a reply. The list's
    // filters (hidden, blocked authors) read the trailing columns (drizzle has no INCLUDE), so its
    // count and the rows an OFFSET skips come from the index alone (an index-only scan), not the heap.
    index('community_replies_thread_idx')
      .on(t.threadId, t.id, t.userId, t.isHidden)
      .where(sql`${t.primaryReplyId} is null`),
    index('community_replies_primary_idx').on(t.primaryReplyId, t.id),
    index('community_replies_user_idx').on(t.userId, t.createdAt.desc()),
    // A thread's participants (who posted, most recent first).
    index('community_replies_thread_user_idx').on(t.threadId, t.userId),
    index('community_replies_search_idx').using('gin', t.searchVector),
    uniqueIndex('community_replies_author_handle_unique').on(t.authorHandle),
  ],
);

/** One reaction per member and reply (toggling replaces or removes it). */
export const communityReactions = pgTable(
  'community_reactions',
  {
    replyId: belongsTo('reply_id', () => communityReplies.id),
    /** Null once the reacting member's account is erased: the reaction counts on, anonymous. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    threadId: belongsTo('thread_id', () => communityThreads.id),
    reactionType: text('reaction_type').$type<ReactionType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One per member and reply; erased members' reactions (user_id null) are many.
    uniqueIndex('community_reactions_reply_user_unique').on(t.replyId, t.userId),
    index('community_reactions_thread_user_idx').on(t.threadId, t.userId),
    check('community_reactions_type_check', sql`${t.reactionType} in ('Liked', 'Loved')`),
  ],
);

/**
 * What every flag holds: the flagger's reason, and the answer, set when a community admin acted on it
 * from the moderation queue (hide, restore, dismiss, suspend).
 */
const flagColumns = () => ({
  reason: text().notNull(),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolution: text(),
});

/** A member's flag of a reply, with their reason; one per member and reply. */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    replyId: belongsTo('reply_id', () => communityReplies.id),
    /** The flagger; null once their account is erased (the flag counts on, anonymous). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...flagColumns(),
  },
  (t) => [
    uniqueIndex('community_flags_reply_user_unique').on(t.replyId, t.userId),
    index('community_flags_user_idx').on(t.userId),
    // The moderation queue: open flags.
    index('community_flags_open_idx')
      .on(t.replyId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** A member's flag of another member, with their reason; one open flag per member and person. */
export const communityUserFlags = pgTable(
  'community_user_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The member flagged. */
    userId: belongsTo('user_id', () => users.id),
    /** Null once the flagger's account is erased (the flag counts on, anonymous). */
    flaggedBy: integer('flagged_by').references(() => users.id, { onDelete: 'set null' }),
    ...flagColumns(),
  },
  (t) => [
    uniqueIndex('community_user_flags_open_unique')
      .on(t.userId, t.flaggedBy)
      .where(sql`${t.resolvedAt} is null`),
    index('community_user_flags_by_idx').on(t.flaggedBy),
    check('community_user_flags_not_self_check', sql`${t.userId} <> ${t.flaggedBy}`),
  ],
);

/** A member's mute of another: the muted member's replies collapse for the muter only. */
export const communityMutes = pgTable(
  'community_mutes',
  {
    muterId: belongsTo('muter_id', () => users.id),
    mutedId: belongsTo('muted_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), check('community_mutes_not_self_check', sql`${t.muterId} <> ${t.mutedId}`)],
);

/**
 * Women's access to the community (Holdfast's reading of spec 3's 'community members status'): a
 * female member's first status call asks for access (pending) and a community admin approves or
 * rejects it. Men need no row.
 */
export const communityMemberStatus = pgTable(
  'community_member_status',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<MemberApprovalStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('community_member_status_status_idx').on(t.status, t.requestedAt),
    check('community_member_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const communityWatches = pgTable(
  'community_watches',
  {
    userId: belongsTo('user_id', () => users.id),
    entityType: text('entity_type').$type<WatchEntityType>().notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityType, t.entityId] }),
    // Who watches a thread or topic (the reply notification's fan-out).
    index('community_watches_entity_idx').on(t.entityType, t.entityId),
    check('community_watches_type_check', sql`${t.entityType} in ('thread', 'topic')`),
  ],
);

/** A member's view of a thread counts once per UTC day: the row of that day is the proof. */
export const communityThreadViews = pgTable(
  'community_thread_views',
  {
    threadId: belongsTo('thread_id', () => communityThreads.id),
    userId: belongsTo('user_id', () => users.id),
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId, t.day] })],
);

/** The community agreement a member accepted (spec 3 section 2): the gate of every community route. */
export const communityAgreements = pgTable(
  'community_agreements',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    age: integer().notNull(),
    isMarried: boolean('is_married').notNull(),
    needsAccountability: boolean('needs_accountability').notNull(),
    isAnonymous: boolean('is_anonymous').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory's search (`display_name ilike '%cal%'`): trigrams (pg_trgm; PGlite loads the
    // extension, see platform/db/client) instead of reading every agreement.
    // No pending list (fastupdate): names are added one agreement at a time, and until a vacuum merged
    // it every search read the whole list (44 of 88 ms a search after 100,000 new members).
    index('community_agreements_name_trgm_idx')
      .using('gin', sql`${t.displayName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The directory's order (newest first) and its page.
    index('community_agreements_accepted_idx').on(t.acceptedAt.desc(), t.userId.desc()),
  ],
);
