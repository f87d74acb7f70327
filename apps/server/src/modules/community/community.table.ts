import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryKey, ReactionType, WatchEntityType } from '@holdfast/shared/community';
import { users } from '../accounts/accounts.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    topicId: integer('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull(),
    shortDescription: text('short_description').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    totalReplies: integer('total_replies').notNull().default(0),
    totalViews: integer('total_views').notNull().default(0),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('community_threads_topic_idx').on(t.topicId, t.isPinned.desc(), t.activityAt.desc(), t.id.desc())],
);

/**
 * Replies, one level of nesting as the spec's reply has it: `primary_reply_id` is the top-level
 * reply a nested one sits under, `replied_to_id` the reply it answers (top-level or nested).
 */
export const communityReplies = pgTable(
  'community_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    primaryReplyId: integer('primary_reply_id').references((): AnyPgColumn => communityReplies.id, { onDelete: 'cascade' }),
    repliedToId: integer('replied_to_id').references((): AnyPgColumn => communityReplies.id, { onDelete: 'set null' }),
    replyText: text('reply_text').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Set when the watchers' notifications were written (in that job's transaction), so a second run writes none. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Top-level replies of a thread in order (the paged list), and nested ones of a reply.
    index('community_replies_thread_idx').on(t.threadId, t.id).where(sql`${t.primaryReplyId} is null`),
    index('community_replies_primary_idx').on(t.primaryReplyId, t.id),
    index('community_replies_user_idx').on(t.userId, t.createdAt.desc()),
    // A thread's participants (who posted, most recent first).
    index('community_replies_thread_user_idx').on(t.threadId, t.userId),
  ],
);

/** One reaction per member and reply (toggling replaces or removes it). */
export const communityReactions = pgTable(
  'community_reactions',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => communityReplies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    reactionType: text('reaction_type').$type<ReactionType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.replyId, t.userId] }),
    index('community_reactions_thread_user_idx').on(t.threadId, t.userId),
    check('community_reactions_type_check', sql`${t.reactionType} in ('Liked', 'Loved')`),
  ],
);

/** A member's flag of a reply, with their reason; one per member and reply. */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    replyId: integer('reply_id')
      .notNull()
      .references(() => communityReplies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_flags_reply_user_unique').on(t.replyId, t.userId), index('community_flags_user_idx').on(t.userId)],
);

export const communityWatches = pgTable(
  'community_watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId, t.day] })],
);

/** The community agreement a member accepted (spec 3 section 2): the gate of every community route. */
export const communityAgreements = pgTable('community_agreements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  age: integer().notNull(),
  isMarried: boolean('is_married').notNull(),
  needsAccountability: boolean('needs_accountability').notNull(),
  isAnonymous: boolean('is_anonymous').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
