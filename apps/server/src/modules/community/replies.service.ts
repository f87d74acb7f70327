import {
  canSeeCategory,
  communityNotificationTexts as nt,
  communityNotificationTypes as types,
  communityTargets as targets,
  communityTexts as t,
  FAVOURITE_REPLIES_MAX,
  FLAG_HIDE_THRESHOLD,
  NESTED_REPLIES_PER_PAGE,
  REPLIES_PER_PAGE,
  seesHiddenReplies,
  toggleReaction,
  visibleCategoryKeys,
  type CreateReplyInput,
  type FlagInput,
  type MyReaction,
  type ReactionInput,
  type ReactionResult,
  type Reply,
  type ReplyListQuery,
  type ReplyPage,
  type StrugglingAnswer,
  type StrugglingInput,
  type UserRepliesQuery,
  type UserReplyPage,
  type VisibilityInput,
} from '@holdfast/shared/community';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import { jobName, jobWith, WRITTEN_ID } from '../../platform/jobs/jobs';
import { insertAuditEntry } from '../accounts';
import type { NotificationsService } from '../notifications';
import { ERROR_CODES } from '@holdfast/shared/common';
import { canChangeVisibility, canDeleteReply, canFlagReply, canMarkStruggling, canReadCategory, canUseCommunity } from './community.policy';
import { peopleOfReplies, presentAuthor, presentReply } from './community.presenter';
import * as forum from './community.repository';
import { communityAccess } from './community.service';
import * as people from './people.repository';
import * as repo from './replies.repository';
import { MODERATION_ACTIONS } from './moderation-actions';
import { isoInstant } from '../../platform/db/instant';
import type { JsonText } from '../../platform/db/json-text';
import { signAvatarMarkers } from '../../platform/resources/avatar-links';

/** The watchers of a new reply's thread and topic hear of it (bell, realtime, push), never its author nor anyone a block separates from the author. */
export const JOB_NOTIFY_REPLY_WATCHERS = jobName<{ replyId: number }>('community.reply-watchers');

/**
 * Replies: paged lists with nested replies, favourites, reactions, flags, visibility and
 * deletion. Hidden replies exist only for community and upgrade admins: for anyone else a hidden
 * reply is absent (404 on its own). A new reply is one short transaction (the reply, the thread's
 * count and activity, the notification job); the watchers are notified by the job.
 */
export function createRepliesService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const access = communityAccess(ctx);

  ctx.jobs.define(JOB_NOTIFY_REPLY_WATCHERS, async ({ replyId }) => {
    // The claim (notified_at) and the bell rows commit together, so a second run writes nothing twice.
    const done = await ctx.db.transaction(async (tx) => {
      const reply = await repo.claimReplyNotification(tx, replyId);
      if (!reply || reply.is_hidden) return null;
      const thread = await forum.findThread(tx, 0, Number(reply.thread_id));
      if (!thread) return null;
      const authorId = Number(reply.user_id);
      const watchers = (await forum.watchersOf(tx, Number(thread.id), Number(thread.topic_id), authorId))
        .map((w) => ({ userId: Number(w.user_id), roles: w.roles }))
        .filter((w) => w.userId !== authorId && canSeeCategory(thread.category_key, w.roles));
      if (!watchers.length) return null;
      // An anonymous reply is 'Anonymous member' in the bell and the push too.
      const author = presentAuthor(authorId, reply, { people: await forum.findPeople(tx, [authorId]), sign: () => '', viewerId: 0 }).name;
      const meta = { type: types.watchedReply, target: targets.thread(Number(thread.id)), thread_id: Number(thread.id), reply_id: replyId };
      const staged = await deps.notifications.stageMany(
        tx,
        watchers.map((w) => ({
          userId: w.userId,
          notification: { title: nt.watchedReplyTitle, message: nt.watchedReply(author, thread.title), meta, aboutUserId: authorId },
        })),
      );
      return { staged, watchers, threadId: Number(thread.id), topicId: Number(thread.topic_id) };
    });
    if (!done) return;
    await done.staged.announce();
    for (const w of done.watchers)
      ctx.realtime.publishToUser(w.userId, 'community-reply.created', {
        thread_id: done.threadId,
        topic_id: done.topicId,
        reply_id: replyId,
      });
  });

  /** Presents reply rows (and the first nested replies of top-level ones) with their people. */
  async function present(db: Db, actor: Actor, rows: readonly repo.ReplyRow[], withNested: boolean): Promise<Reply[]> {
    if (!rows.length) return [];
    const sees = seesHiddenReplies(actor.roles);
    const tops = rows.filter((r) => r.primary_reply_id === null).map((r) => Number(r.id));
    const nested = withNested ? await repo.firstNestedReplies(db, actor.userId, sees, tops, NESTED_REPLIES_PER_PAGE) : [];
    const people = await forum.findPeople(db, peopleOfReplies([...rows, ...nested]));
    const c = { people, sign: access.signer(actor.userId), viewerId: actor.userId };
    return rows.map((r) =>
      presentReply(
        r,
        nested.filter((n) => Number(n.primary_reply_id) === Number(r.id)),
        c,
      ),
    );
  }

  async function readableThread(actor: Actor, threadId: number) {
    const row = await forum.findThread(ctx.db, actor.userId, threadId);
    if (!row) throw new NotFoundError(t.threadNotFound);
    assertCan(canReadCategory(actor, row.category_key));
    return row;
  }

  /** A reply the caller may see, in a category they see (404 when hidden from them or unknown). */
  async function readableReply(actor: Actor, replyId: number, db: Db = ctx.db) {
    const row = await repo.findReply(db, actor.userId, seesHiddenReplies(actor.roles), replyId);
    if (!row) throw new NotFoundError(t.replyNotFound);
    const thread = await forum.findThread(db, actor.userId, Number(row.thread_id));
    if (!thread) throw new NotFoundError(t.replyNotFound);
    assertCan(canReadCategory(actor, thread.category_key));
    return { row, thread };
  }

  /** A reply as the caller sees it; `fresh` (just posted: nothing answers it yet) skips looking for nested replies. */
  async function one(actor: Actor, replyId: number, fresh = false): Promise<Reply> {
    const row = await repo.findReply(ctx.db, actor.userId, seesHiddenReplies(actor.roles), replyId);
    if (!row) throw new NotFoundError(t.replyNotFound);
    return (await present(ctx.db, actor, [row], !fresh))[0]!;
  }

  return {
    /** A member's recent replies (their activity page), 15 a page, newest first: hidden ones and other categories' left out as everywhere. */
    async ofUser(actor: Actor, userId: number, q: UserRepliesQuery): Promise<UserReplyPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const perPage = q.perPage ?? REPLIES_PER_PAGE;
      const { items, total } = await repo.listUserReplies(ctx.db, actor.userId, seesHiddenReplies(actor.roles), {
        userId,
        keys: visibleCategoryKeys(actor.roles),
        limit: perPage,
        offset: pageOffset(q.page, perPage),
      });
      const present = items.map((r) => ({
        id: Number(r.id),
        reply_text: r.reply_text,
        created_at: isoInstant(r.created_at),
        thread: { id: Number(r.thread_id), title: r.thread_title },
      }));
      return toPage(present, total, q.page, perPage);
    },

    /** Top-level replies (15 a page, with their first 5 nested), or with parent_reply_id that reply's nested replies (5 a page). */
    async list(actor: Actor, threadId: number, q: ReplyListQuery): Promise<JsonText<ReplyPage>> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableThread(actor, threadId);
      const parentId = q.parent_reply_id ?? null;
      const perPage = q.perPage ?? (parentId === null ? REPLIES_PER_PAGE : NESTED_REPLIES_PER_PAGE);
      const sees = seesHiddenReplies(actor.roles);
      if (parentId !== null) {
        const parent = await repo.findReply(ctx.db, actor.userId, sees, parentId);
        if (!parent || Number(parent.thread_id) !== threadId || parent.primary_reply_id !== null) throw new NotFoundError(t.replyNotFound);
      }
      // The page, its nested replies and people in one statement built as JSON by the database.
      const page = await repo.replyPageJson(ctx.db, actor.userId, sees, {
        threadId,
        parentId,
        page: q.page,
        perPage,
        nested: NESTED_REPLIES_PER_PAGE,
      });
      return signAvatarMarkers(page, access.signer(actor.userId));
    },

    async favourites(actor: Actor, threadId: number): Promise<Reply[]> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableThread(actor, threadId);
      const rows = await repo.favouriteReplies(ctx.db, actor.userId, seesHiddenReplies(actor.roles), threadId, FAVOURITE_REPLIES_MAX);
      return present(ctx.db, actor, rows, false);
    },

    async myReactions(actor: Actor, threadId: number): Promise<MyReaction[]> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableThread(actor, threadId);
      return (await repo.myReactions(ctx.db, actor.userId, threadId)).map((r) => ({
        reply_id: Number(r.reply_id),
        reaction_type: r.reaction_type,
      }));
    },

    /** A reply (reply_id answers a reply of the same thread) and its jobs in one statement; watchers told by a job. */
    async create(actor: Actor, threadId: number, input: CreateReplyInput): Promise<Reply> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableThread(actor, threadId);
      let primaryReplyId: number | null = null;
      if (input.reply_id !== null) {
        const parent = await repo.findReply(ctx.db, actor.userId, seesHiddenReplies(actor.roles), input.reply_id);
        if (!parent || Number(parent.thread_id) !== threadId) throw new NotFoundError(t.parentReplyNotFound);
        primaryReplyId = parent.primary_reply_id === null ? Number(parent.id) : Number(parent.primary_reply_id);
      }
      const text = access.cleanHtml('reply_text', input.reply_text);
      await access.limitPosting(actor.userId, (await access.facts(actor)).acceptedAt);
      // The reply, its watchers' job and (when marked struggling) the admins' alert: one statement.
      const jobs = [
        jobWith(JOB_NOTIFY_REPLY_WATCHERS, { replyId: WRITTEN_ID }),
        ...(input.is_struggling ? [access.struggleJob('reply')] : []),
      ];
      const id = await ctx.jobs.enqueueWith(jobs, (withJobs) =>
        repo.insertReply(
          ctx.db,
          { threadId, userId: actor.userId, primaryReplyId, repliedToId: input.reply_id, text, isStruggling: input.is_struggling },
          withJobs,
        ),
      );
      return one(actor, id, true);
    },

    async remove(actor: Actor, replyId: number) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const { row } = await readableReply(actor, replyId);
      assertCan(canDeleteReply(actor, row));
      // Its nested replies go with it (cascade); the thread's counters follow in the database.
      if (!(await repo.deleteReply(ctx.db, replyId))) throw new NotFoundError(t.replyNotFound);
    },

    /** The same type again takes the reaction back; another type replaces it. */
    async react(actor: Actor, replyId: number, input: ReactionInput): Promise<ReactionResult> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const { row } = await readableReply(actor, replyId);
      return ctx.db.transaction(async (tx) => {
        const current = await repo.findMyReaction(tx, actor.userId, replyId);
        const { result, next } = toggleReaction(current, input.reaction_type);
        await repo.putReaction(tx, { userId: actor.userId, replyId, threadId: Number(row.thread_id), type: next });
        return { result, reaction_type: input.reaction_type, reaction_counts: await repo.reactionCounts(tx, replyId) };
      });
    },

    /** The author marks their reply 'I'm struggling right now' (admins told at once) or takes the mark back. */
    async markStruggling(actor: Actor, replyId: number, input: StrugglingInput): Promise<StrugglingAnswer> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const { row } = await readableReply(actor, replyId);
      assertCan(canMarkStruggling(actor, row));
      await ctx.db.transaction(async (tx) => {
        const changed = await repo.setReplyStruggling(tx, replyId, input.is_struggling);
        if (changed && input.is_struggling) await access.tellAdminsOfStruggle(tx, 'reply', replyId);
      });
      return { message: input.is_struggling ? t.markedStruggling : t.unmarkedStruggling, is_struggling: input.is_struggling };
    },

    /**
     * A member's flag with their reason; the third open flag hides the reply at once, pending
     * review, unless its author marked it struggling: such a reply is never hidden as a penalty (its
     * flags still reach the moderation queue). Only open flags count: once a moderator acted on the
     * reply (restored it, say), it takes three new members' flags to hide it again.
     */
    async flag(actor: Actor, replyId: number, input: FlagInput) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const { row } = await readableReply(actor, replyId);
      assertCan(canFlagReply(actor, row));
      await ctx.db.transaction(async (tx) => {
        const flags = await repo.insertFlag(tx, { replyId, userId: actor.userId, reason: input.reason });
        if (flags === null) throw new ConflictError(t.alreadyFlagged, ERROR_CODES.alreadyFlagged);
        if (flags >= FLAG_HIDE_THRESHOLD && !row.is_hidden && !row.is_struggling) {
          await repo.setHidden(tx, replyId, true);
          await insertAuditEntry(tx, {
            actorId: null,
            action: MODERATION_ACTIONS.replyAutoHidden,
            targetUserId: Number(row.user_id),
            meta: { reply_id: replyId, thread_id: Number(row.thread_id), flags },
          });
        }
      });
    },

    /** Hide or show a reply (community and upgrade admins); answers the reply as they see it. */
    async setVisibility(actor: Actor, replyId: number, input: VisibilityInput): Promise<Reply> {
      assertCan(canChangeVisibility(actor));
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const { row } = await readableReply(actor, replyId);
      await ctx.db.transaction(async (tx) => {
        await repo.setHidden(tx, replyId, input.is_hidden);
        // Acting on a reply settles its open flags; the audit log records who did what.
        const flags = await people.resolveReplyFlags(tx, replyId, actor.userId, input.is_hidden ? 'hide' : 'restore');
        const action = input.is_hidden ? MODERATION_ACTIONS.replyHidden : MODERATION_ACTIONS.replyRestored;
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action,
          targetUserId: Number(row.user_id),
          meta: { reply_id: replyId, thread_id: Number(row.thread_id), flags },
        });
      });
      return one(actor, replyId);
    },
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
