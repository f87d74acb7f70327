import { z } from 'zod';
import { pagedSchema, pageQueryMessages, pageQuerySchemaOf } from '../common';
import {
  bodyIdSchema,
  idParamSchema,
  optionalNumber,
  requiredBoolean,
  requiredText,
  validationMessages as m,
  valueIn,
} from '../validation';
import {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_KEYS,
  CONTENT_WARNINGS,
  FORUM_SEARCH_MAX,
  FORUM_SEARCH_MIN,
  DISPLAY_NAME_MAX,
  FLAG_REASON_MAX,
  POST_HTML_MAX,
  REACTION_TYPES,
  THREAD_IDS_MAX,
  THREAD_TITLE_MAX,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_NAME_MAX,
  WATCH_ENTITY_TYPES,
} from './community.constants';
import { communityTexts as t } from './community.texts';

// ---------- responses ----------

/**
 * A person as the forum shows them: display name and avatar only, never an e-mail or legal name.
 * The author of an anonymous post is 'Anonymous member' with `id` 0 (never a member), no avatar,
 * no roles and no partner flag, for everyone but the author; act on them by the post's `author_handle`.
 */
export const communityPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** A signed avatar link made for the viewer, or null. */
  profile_icon: z.string().nullable(),
  roles: z.array(z.string()),
  is_looking_for_partner: z.boolean(),
});
export type CommunityPerson = z.output<typeof communityPersonSchema>;

export const categoryKeySchema = valueIn(CATEGORY_KEYS);

export const categorySchema = z.object({
  key: categoryKeySchema,
  name: z.string(),
  total_topics: z.number(),
  total_threads: z.number(),
  /** Up to 3 people who posted most recently in the category (the tile's avatars). */
  users: z.array(communityPersonSchema),
  /** Everyone who posted in the category (the tile's +N is total_users minus the avatars shown). */
  total_users: z.number(),
});
export type Category = z.output<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const threadRefSchema = z.object({ id: z.number(), title: z.string() });

export const topicSchema = z.object({
  id: z.number(),
  category_key: categoryKeySchema,
  name: z.string(),
  description: z.string(),
  total_threads: z.number(),
  users: z.array(communityPersonSchema),
  total_users: z.number(),
  /** The last post (thread or reply) in the topic, ISO; null when it has no threads. */
  activity: z.string().nullable(),
  latest_thread: threadRefSchema.nullable(),
  is_watched: z.boolean(),
});
export type Topic = z.output<typeof topicSchema>;
export const topicListSchema = z.array(topicSchema);
export const topicPageSchema = pagedSchema(topicSchema);
export type TopicPage = z.output<typeof topicPageSchema>;

export const threadSchema = z.object({
  id: z.number(),
  topic_id: z.number(),
  title: z.string(),
  /** Sanitised HTML (the server's allow-list); the web renders only this. */
  content: z.string(),
  short_description: z.string(),
  total_replies: z.number(),
  total_views: z.number(),
  users: z.array(communityPersonSchema),
  total_users: z.number(),
  activity: z.string(),
  is_pinned: z.boolean(),
  /** Its author marked it 'I'm struggling right now' (never hidden for it). */
  is_struggling: z.boolean(),
  /** A content warning: the web blurs the content until tapped; null when none. */
  content_warning: z.enum(CONTENT_WARNINGS).nullable(),
  /** Its author; 'Deleted member' with id 0 once the author's account was erased ('Anonymous member' for an anonymous thread). */
  author: communityPersonSchema,
  /** Names the author to the server for a message, partner request, flag or block (one per post, unlinkable); null when the author is gone. */
  author_handle: z.string().nullable(),
  /** The viewer wrote it (so an anonymous author still knows their own posts). */
  is_mine: z.boolean(),
  created_at: z.string(),
  is_watched: z.boolean(),
});
export type Thread = z.output<typeof threadSchema>;
export const threadListSchema = z.array(threadSchema);
export const threadPageSchema = pagedSchema(threadSchema);
export type ThreadPage = z.output<typeof threadPageSchema>;

export const reactionCountsSchema = z.object({ liked: z.number(), loved: z.number() });
export type ReactionCounts = z.output<typeof reactionCountsSchema>;

const replyFields = {
  id: z.number(),
  thread_id: z.number(),
  /** The top-level reply this one sits under; null for a top-level reply. */
  primary_reply_id: z.number().nullable(),
  /** The reply this one answers directly (a top-level or a nested reply), with its author's name ('Anonymous member' and user_id 0 for an anonymous one). */
  replied_to: z.object({ id: z.number(), user_id: z.number(), name: z.string() }).nullable(),
  /** The author's id; 0 on an anonymous reply (for everyone but its author). */
  user_id: z.number(),
  user: communityPersonSchema,
  /** Names the author to the server for a message, partner request, flag or block (one per post, unlinkable). */
  author_handle: z.string(),
  /** The viewer wrote it. */
  is_mine: z.boolean(),
  reply_text: z.string(),
  created_at: z.string(),
  is_hidden: z.boolean(),
  /** Its author marked it 'I'm struggling right now' (never hidden for it, even by flags). */
  is_struggling: z.boolean(),
  is_flagged_by_current_user: z.boolean(),
  /** The viewer muted the author: the web collapses the reply (for the muter only). */
  is_author_muted: z.boolean(),
  reaction_counts: reactionCountsSchema,
  /** Nested replies under a top-level reply (visible to the viewer); 0 for a nested reply. */
  total_replies: z.number(),
};
export const nestedReplySchema = z.object({ ...replyFields });
export const replySchema = z.object({
  ...replyFields,
  /** The first nested replies (up to 5, oldest first), so a page shows them without another call. */
  flatten_replies: z.array(nestedReplySchema),
});
export type Reply = z.output<typeof replySchema>;
export type NestedReply = z.output<typeof nestedReplySchema>;
export const replyPageSchema = pagedSchema(replySchema);
export type ReplyPage = z.output<typeof replyPageSchema>;
export const replyListSchema = z.array(replySchema);

export const myReactionSchema = z.object({ reply_id: z.number(), reaction_type: z.enum(REACTION_TYPES) });
export const myReactionListSchema = z.array(myReactionSchema);
export type MyReaction = z.output<typeof myReactionSchema>;

export const reactionResultSchema = z.object({
  /** added: the reaction is now mine; removed: I took it back (the same type sent again). */
  result: z.enum(['added', 'removed']),
  reaction_type: z.enum(REACTION_TYPES),
  reaction_counts: reactionCountsSchema,
});
export type ReactionResult = z.output<typeof reactionResultSchema>;

export const threadViewSchema = z.object({ total_views: z.number(), counted: z.boolean() });
export type ThreadView = z.output<typeof threadViewSchema>;

export const threadCreatedSchema = z.object({ message: z.string(), item: threadSchema });
export const replyCreatedSchema = z.object({ message: z.string(), item: replySchema });
export const replyVisibilitySchema = z.object({ message: z.string(), item: replySchema });

export const agreementAnswerSchema = z.object({
  message: z.string(),
  community_agreement_accepted: z.boolean(),
  agreed_on_date: z.string(),
});
export type AgreementAnswer = z.output<typeof agreementAnswerSchema>;

// ---------- requests ----------

/**
 * A post's author handle (`author_handle` of a thread, reply or search hit): 't' or 'r' and 32
 * lowercase hex digits. A handle of the right shape that names no post the caller sees is 404.
 */
export const authorHandleSchema = z.string({ error: m.invalid }).regex(/^[tr][0-9a-f]{32}$/, m.invalid);
export const authorHandleParamsSchema = z.object({ handle: authorHandleSchema });
export type AuthorHandleParams = z.output<typeof authorHandleParamsSchema>;

export const categoryParamsSchema = z.object({ key: categoryKeySchema });
export type CategoryParams = z.output<typeof categoryParamsSchema>;

/** `?page=&perPage=` with the spec's texts; perPage unset when absent (each list has its own size). */
const pageQuery = () => pageQuerySchemaOf(undefined, pageQueryMessages);

export const threadListQuerySchema = pageQuery();
export type ThreadListQuery = z.output<typeof threadListQuerySchema>;

/** Replies of a thread: top-level (15 a page) or, with parent_reply_id, the nested replies of one (5 a page). */
export const replyListQuerySchema = pageQuery().extend({ parent_reply_id: idParamSchema.optional() });
export type ReplyListQuery = z.output<typeof replyListQuerySchema>;

/** `?ids=1,2,3`: ids that are not threads (or not visible to the caller) are skipped. */
export const threadIdsQuerySchema = z.object({
  ids: z.string({ error: m.required }).transform((v, ctx) => {
    const parts = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (!parts.length || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: t.threadIdsInvalid });
      return z.NEVER;
    }
    return [...new Set(ids)].slice(0, THREAD_IDS_MAX);
  }),
});
export type ThreadIdsQuery = z.output<typeof threadIdsQuerySchema>;

export const createThreadInputSchema = z.object({
  title: requiredText({ max: THREAD_TITLE_MAX }),
  content: requiredText({ max: POST_HTML_MAX }),
  is_pinned: z.boolean({ error: m.invalid }).optional().default(false),
  /** 'I'm struggling right now': the admins are told at once. */
  is_struggling: z.boolean({ error: m.invalid }).optional().default(false),
  content_warning: valueIn(CONTENT_WARNINGS)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateThreadInput = z.output<typeof createThreadInputSchema>;
export type CreateThreadBody = z.input<typeof createThreadInputSchema>;

export const createReplyInputSchema = z.object({
  /** The reply answered, or null for a top-level reply. */
  reply_id: bodyIdSchema.nullish().transform((v) => v ?? null),
  reply_text: requiredText({ max: POST_HTML_MAX }),
  /** 'I'm struggling right now': the admins are told at once. */
  is_struggling: z.boolean({ error: m.invalid }).optional().default(false),
});
export type CreateReplyInput = z.output<typeof createReplyInputSchema>;
export type CreateReplyBody = z.input<typeof createReplyInputSchema>;

export const reactionInputSchema = z.object({ reaction_type: valueIn(REACTION_TYPES) });
export type ReactionInput = z.output<typeof reactionInputSchema>;

export const flagInputSchema = z.object({ reason: requiredText({ max: FLAG_REASON_MAX }) });
export type FlagInput = z.output<typeof flagInputSchema>;

export const visibilityInputSchema = z.object({ is_hidden: requiredBoolean() });
export type VisibilityInput = z.output<typeof visibilityInputSchema>;

export const watchInputSchema = z.object({ entity_id: bodyIdSchema, entity_type: valueIn(WATCH_ENTITY_TYPES) });
export type WatchInput = z.output<typeof watchInputSchema>;
export type WatchBody = z.input<typeof watchInputSchema>;

export const watchListQuerySchema = pageQuery();
export type WatchListQuery = z.output<typeof watchListQuerySchema>;

/** The community agreement (spec 3 sections 2 and 5): both boxes required, display name trimmed, age at least 1. */
export const agreementInputSchema = z.object({
  display_name: requiredText({ max: DISPLAY_NAME_MAX }),
  age: optionalNumber({ min: AGE_MIN, max: AGE_MAX, int: true }).pipe(z.number({ error: m.required })),
  is_married: z.boolean({ error: m.invalid }).optional().default(false),
  needs_accountability: z.boolean({ error: m.invalid }).optional().default(false),
  is_anonymous: z.boolean({ error: m.invalid }).optional().default(false),
  accept: z.literal(true, { error: t.acceptRequired }),
  aboveEighteen: z.literal(true, { error: t.aboveEighteenRequired }),
});
export type AgreementInput = z.output<typeof agreementInputSchema>;
export type AgreementBody = z.input<typeof agreementInputSchema>;

/** A topic an admin adds to a category (ff_admin or community_admin; the seed adds the first ones). */
export const createTopicInputSchema = z.object({
  name: requiredText({ max: TOPIC_NAME_MAX }),
  description: z
    .string({ error: m.invalid })
    .max(TOPIC_DESCRIPTION_MAX, m.maxLength(TOPIC_DESCRIPTION_MAX))
    .optional()
    .default('')
    .transform((v) => v.trim()),
});
export type CreateTopicInput = z.output<typeof createTopicInputSchema>;
export const topicCreatedSchema = z.object({ message: z.string(), item: topicSchema });

/** A user's reply as their activity page lists it (spec 3: id, reply_text, created_at, thread). */
export const userReplySchema = z.object({ id: z.number(), reply_text: z.string(), created_at: z.string(), thread: threadRefSchema });
export type UserReply = z.output<typeof userReplySchema>;
export const userReplyPageSchema = pagedSchema(userReplySchema);
export type UserReplyPage = z.output<typeof userReplyPageSchema>;
export const userRepliesQuerySchema = pageQuery();
export type UserRepliesQuery = z.output<typeof userRepliesQuerySchema>;

/** PATCH community/threads/{id}/struggling and community/replies/{id}/struggling: the author marks (or unmarks) their post. */
export const strugglingInputSchema = z.object({ is_struggling: requiredBoolean() });
export type StrugglingInput = z.output<typeof strugglingInputSchema>;
export const strugglingAnswerSchema = z.object({ message: z.string(), is_struggling: z.boolean() });
export type StrugglingAnswer = z.output<typeof strugglingAnswerSchema>;

/** GET community/search: threads and replies matching the words of q (PostgreSQL full-text search, english). */
export const forumSearchQuerySchema = z.object({
  q: z
    .string({ error: m.required })
    .transform((v) => v.trim())
    .pipe(z.string().min(FORUM_SEARCH_MIN, m.minLength(FORUM_SEARCH_MIN)).max(FORUM_SEARCH_MAX, m.maxLength(FORUM_SEARCH_MAX))),
  ...pageQuery().shape,
});
export type ForumSearchQuery = z.output<typeof forumSearchQuerySchema>;
export const forumSearchHitSchema = z.object({
  type: z.enum(['thread', 'reply']),
  thread_id: z.number(),
  /** The reply found; null for a thread. */
  reply_id: z.number().nullable(),
  thread_title: z.string(),
  /** Plain text around the words found (no markup). */
  snippet: z.string(),
  /** The post's author; 'Deleted member' with id 0 once the author's account was erased. */
  author: communityPersonSchema,
  author_handle: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.string(),
  content_warning: z.enum(CONTENT_WARNINGS).nullable(),
});
export type ForumSearchHit = z.output<typeof forumSearchHitSchema>;
export const forumSearchPageSchema = pagedSchema(forumSearchHitSchema);
export type ForumSearchPage = z.output<typeof forumSearchPageSchema>;
