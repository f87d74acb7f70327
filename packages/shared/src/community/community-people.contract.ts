import { z } from 'zod';
import { pagedSchema, pageQueryMessages, pageQuerySchemaOf } from '../common';
import { optionalNumber, requiredText, validationMessages as m, valueIn } from '../validation';
import {
  AGE_MAX,
  AGE_MIN,
  FLAG_REASON_MAX,
  MEMBER_APPROVAL_STATUSES,
  MEMBER_DECISIONS,
  MEMBER_SEARCH_MAX,
  MEMBER_SEARCH_MIN,
  REPLY_MODERATION_ACTIONS,
  USER_MODERATION_ACTIONS,
} from './community.constants';
import { communityPersonSchema, reactionCountsSchema, threadRefSchema } from './community.contract';

/**
 * The people side of the community: the members directory, women's members-status,
 * a member's community profile, flags on members, suspension, blocks and the moderation queue.
 */

/** `?page=&perPage=` with the spec's texts; perPage unset when absent (each list has its own size). */
const pageQuery = () => pageQuerySchemaOf(undefined, pageQueryMessages);

/** `1,2,3` or a repeated parameter: positive ids (at most 50). */
const idList = z
  .union([z.string(), z.array(z.string())], { error: m.invalid })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return [];
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) || ids.length > 50) {
      ctx.addIssue({ code: 'custom', message: m.invalid });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** 'true' / 'false' (also 1 / 0) from a query string; absent is false. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: m.invalid })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

// ---------- the members directory ----------

export const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.string().nullable(),
  age: z.number().nullable(),
  is_married: z.boolean(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  /** When they accepted the community agreement ('member since'). */
  agreed_on_date: z.string(),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
  total_replies: z.number(),
  reaction_counts: reactionCountsSchema,
  profile_icon: z.string().nullable(),
  is_looking_for_partner: z.boolean(),
});
export type Member = z.output<typeof memberSchema>;
export const memberPageSchema = pagedSchema(memberSchema);
export type MemberPage = z.output<typeof memberPageSchema>;

/** GET community/members: spec 3 sections 2 and 9 (10 a page; search from 3 characters; filters). */
export const memberListQuerySchema = pageQuery()
  .extend({
    search: z
      .string({ error: m.invalid })
      .max(MEMBER_SEARCH_MAX, m.maxLength(MEMBER_SEARCH_MAX))
      .optional()
      .transform((v, ctx) => {
        const s = (v ?? '').trim();
        if (s && Array.from(s).length < MEMBER_SEARCH_MIN) {
          ctx.addIssue({ code: 'custom', message: m.minLength(MEMBER_SEARCH_MIN) });
          return z.NEVER;
        }
        return s || null;
      }),
    tagIds: idList,
    countryIds: idList,
    lookingForAccountability: queryFlag,
    notLookingForAccountability: queryFlag,
    minAge: optionalNumber({ min: AGE_MIN, max: AGE_MAX, int: true }),
    maxAge: optionalNumber({ min: AGE_MIN, max: AGE_MAX, int: true }),
  })
  .superRefine((q, ctx) => {
    if (q.minAge !== null && q.maxAge !== null && q.maxAge < q.minAge)
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: m.minValue(q.minAge) });
  });
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberListParams = z.input<typeof memberListQuerySchema>;

// ---------- women's members-status ----------

export const memberStatusSchema = z.object({
  /** approved for men (no approval needed); for women pending until a community admin decides. */
  status: z.enum(MEMBER_APPROVAL_STATUSES),
  /** The spec's 'community members status' result: may this member enter the community? */
  community_member_status: z.boolean(),
  requires_approval: z.boolean(),
});
export type MemberStatus = z.output<typeof memberStatusSchema>;

export const memberStatusRequestSchema = z.object({
  user: communityPersonSchema,
  status: z.enum(MEMBER_APPROVAL_STATUSES),
  requested_at: z.string(),
});
export type MemberStatusRequest = z.output<typeof memberStatusRequestSchema>;
export const memberStatusRequestPageSchema = pagedSchema(memberStatusRequestSchema);
export type MemberStatusRequestPage = z.output<typeof memberStatusRequestPageSchema>;
export const memberStatusRequestsQuerySchema = pageQuery();
export type MemberStatusRequestsQuery = z.output<typeof memberStatusRequestsQuerySchema>;

export const memberDecisionInputSchema = z.object({ status: valueIn(MEMBER_DECISIONS) });
export type MemberDecisionInput = z.output<typeof memberDecisionInputSchema>;
export const memberDecisionAnswerSchema = z.object({ message: z.string(), user_id: z.number(), status: z.enum(MEMBER_APPROVAL_STATUSES) });

// ---------- a member's community profile ----------

export const communityUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  profile_icon: z.string().nullable(),
  biography: z.string().nullable(),
  timezone: z.object({ id: z.number(), name: z.string() }).nullable(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  is_looking_for_partner: z.boolean(),
  roles: z.array(z.string()),
  activity: z.object({ latest_activity: z.string().nullable(), reply_count: z.number() }),
  /** The viewer's own links to this member (what the user detail modal offers). */
  is_self: z.boolean(),
  is_blocked: z.boolean(),
  is_muted: z.boolean(),
  /** Block is offered only to someone who is not my accountability partner nor an accepted member of one of my groups (spec 3 section 6). */
  can_block: z.boolean(),
  is_suspended: z.boolean(),
});
export type CommunityUser = z.output<typeof communityUserSchema>;

export const userFlagInputSchema = z.object({ reason: requiredText({ max: FLAG_REASON_MAX }) });
export type UserFlagInput = z.output<typeof userFlagInputSchema>;

// ---------- the moderation queue ----------

export const flagEntrySchema = z.object({ id: z.number(), reason: z.string(), created_at: z.string(), user: communityPersonSchema });
export type FlagEntry = z.output<typeof flagEntrySchema>;

/**
 * An earlier moderator's decision on a queue item: what they did (`hide`, `restore`, `dismiss`,
 * `suspend`), who (null when their account is gone) and when, with the flags it settled.
 */
export const moderationDecisionSchema = z.object({
  action: z.enum(REPLY_MODERATION_ACTIONS),
  decided_at: z.string(),
  decided_by: communityPersonSchema.nullable(),
  flags: z.array(flagEntrySchema),
});
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** `flags`: the open ones (they hide a reply at three); `history`: earlier decisions, oldest first. */
export const flaggedReplySchema = z.object({
  reply: z.object({ id: z.number(), reply_text: z.string(), is_hidden: z.boolean(), created_at: z.string(), user: communityPersonSchema }),
  thread: threadRefSchema,
  flags: z.array(flagEntrySchema),
  history: z.array(moderationDecisionSchema),
});
export type FlaggedReply = z.output<typeof flaggedReplySchema>;

export const flaggedUserSchema = z.object({
  user: communityPersonSchema,
  is_suspended: z.boolean(),
  flags: z.array(flagEntrySchema),
  history: z.array(moderationDecisionSchema),
});
export type FlaggedUser = z.output<typeof flaggedUserSchema>;

export const moderationQueueSchema = z.object({ replies: z.array(flaggedReplySchema), users: z.array(flaggedUserSchema) });
export type ModerationQueue = z.output<typeof moderationQueueSchema>;

export const replyModerationInputSchema = z.object({ action: valueIn(REPLY_MODERATION_ACTIONS) });
export type ReplyModerationInput = z.output<typeof replyModerationInputSchema>;
export const userModerationInputSchema = z.object({ action: valueIn(USER_MODERATION_ACTIONS) });
export type UserModerationInput = z.output<typeof userModerationInputSchema>;
