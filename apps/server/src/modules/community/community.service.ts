import {
  communityNotificationTexts as nt,
  communityNotificationTypes as types,
  communityTargets as targets,
  communityTexts as t,
  FORUM_SEARCH_PER_PAGE,
  seesHiddenReplies,
  postsPerHourFor,
  RECENT_PARTICIPANTS_MAX,
  shortDescriptionOf,
  THREADS_PER_PAGE,
  viewDayOf,
  visibleCategoryKeys,
  WATCH_LIST_PER_PAGE,
  type AgreementAnswer,
  type AgreementInput,
  type Category,
  type CategoryKey,
  type CreateThreadInput,
  type CreateTopicInput,
  type ForumSearchPage,
  type ForumSearchQuery,
  type StrugglingAnswer,
  type StrugglingInput,
  type Thread,
  type ThreadIdsQuery,
  type ThreadListQuery,
  type ThreadPage,
  type ThreadView,
  type Topic,
  type TopicPage,
  type WatchInput,
  type WatchListQuery,
} from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { pageOffset, toPage } from '../../platform/http/paging';
import { jobName, jobWith, WRITTEN_ID } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { listActiveRoleHolders } from '../accounts';
import { blocks } from '../messaging';
import type { NotificationsService } from '../notifications';
import { hasText, sanitizePostHtml } from './community.html';
import {
  canAcceptAgreement,
  canAddTopic,
  canMarkStruggling,
  canReadCategory,
  canStartThread,
  canUseCommunity,
  type CommunityFacts,
} from './community.policy';
import {
  groupParticipants,
  presentAuthor,
  presentCategory,
  presentSearchHit,
  presentThread,
  presentTopic,
  type SignAvatar,
} from './community.presenter';
import * as repo from './community.repository';
import * as people from './people.repository';
import { searchForum } from './search.repository';
import { isoInstant } from '../../platform/db/instant';

/** Community admins hear at once (urgent bell and push) that a member marked a post 'I'm struggling right now'. */
export const JOB_NOTIFY_STRUGGLING = jobName<{ kind: 'thread' | 'reply'; id: number }>('community.struggling');

/** The gate's facts (is the agreement accepted, and when), avatar signing and the posting limit, shared by the area's services. */
export function communityAccess(ctx: AppContext) {
  // Read once per request (the actor object is the request's): the gate and the posting limit share it.
  const read = new WeakMap<Actor, Promise<CommunityFacts & { acceptedAt: Date | null }>>();
  const enabled = ctx.config.COMMUNITY_FORUM === 'on';
  return {
    /** The gate's facts of the caller: the feature, the agreement (and when), gender and members-status. */
    facts(actor: Actor) {
      let facts = read.get(actor);
      if (!facts) {
        facts = people.gateFacts(ctx.db, actor.userId).then((r) => ({
          enabled,
          agreementAccepted: r.accepted_at !== null,
          acceptedAt: r.accepted_at === null ? null : new Date(r.accepted_at),
          gender: r.gender,
          memberStatus: r.member_status,
        }));
        read.set(actor, facts);
      }
      return facts;
    },
    enabled,
    signer(viewerId: number): SignAvatar {
      return avatarSigner(ctx, viewerId);
    },
    /** Threads and replies together: 5 an hour for a new member, 30 for any member (429 beyond). */
    async limitPosting(userId: number, acceptedAt: Date | null) {
      const max = postsPerHourFor(acceptedAt ?? new Date(0), new Date());
      await hourlyLimiter(ctx.counters)(`community-post:${userId}`, max, t.postingTooFast);
    },
    /**
     * Queues the community admins' urgent notice for a post just marked struggling (in the caller's
     * transaction). No singleton key: callers enqueue only when the mark changed, so a post marked twice is told once.
     */
    tellAdminsOfStruggle(db: Db, kind: 'thread' | 'reply', id: number) {
      return ctx.jobs.enqueue(JOB_NOTIFY_STRUGGLING, { kind, id }, { tx: db });
    },
    /** The same alert written with a new post (jobs.enqueueWith). */
    struggleJob(kind: 'thread' | 'reply') {
      return jobWith(JOB_NOTIFY_STRUGGLING, { kind, id: WRITTEN_ID });
    },
    /** A post's stored HTML: sanitised, and refused (422, the field's required text) when nothing is left. */
    cleanHtml(field: string, html: string) {
      const clean = sanitizePostHtml(html);
      if (!hasText(clean)) throw ValidationError.field(field, m.required);
      return clean;
    },
  };
}

/**
 * The forum: categories, topics, threads, views, watching and the community agreement.
 * Every call but the agreement opens with the community gate (a verified member who accepted the
 * agreement); a thread or topic of a category the caller may not see is 403, an unknown one 404.
 * Forum posts are shared by their authors with the community: reading them writes no access log.
 */
export function createCommunityService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const access = communityAccess(ctx);

  ctx.jobs.define(JOB_NOTIFY_STRUGGLING, async ({ kind, id }) => {
    const post = await repo.strugglingPost(ctx.db, kind, id);
    // Unmarked (or deleted) before the job ran: nobody needs telling.
    if (!post || !post.is_struggling) return;
    const admins = (await listActiveRoleHolders(ctx.db, 'community_admin')).filter((a) => a !== Number(post.user_id));
    if (!admins.length) return;
    const authorId = Number(post.user_id);
    // An anonymous post's author stays 'Anonymous member' in the notice (the queue names them to moderators).
    const author = presentAuthor(authorId, post, { people: await repo.findPeople(ctx.db, [authorId]), sign: () => '', viewerId: 0 }).name;
    const meta = {
      type: types.struggling,
      target: targets.thread(Number(post.thread_id)),
      thread_id: Number(post.thread_id),
      ...(kind === 'reply' ? { reply_id: id } : {}),
    };
    // A safety notice still reaches an admin a block separates from the author, but names no one (spec 3 section 6).
    const separated = new Set<number>();
    for (const userId of admins) if (await blocks.eitherWay(ctx.db, userId, authorId)) separated.add(userId);
    await deps.notifications.notifyMany(
      admins.map((userId) => ({
        userId,
        notification: {
          title: nt.strugglingTitle,
          message: nt.struggling(separated.has(userId) ? nt.unnamedMember : author, post.thread_title),
          meta,
          aboutUserId: authorId,
        },
      })),
      { urgent: true },
    );
  });

  /** Presents thread rows with their participants and people in two statements. */
  async function threadsOf(db: Db, viewerId: number, rows: readonly repo.ThreadRow[]): Promise<Thread[]> {
    if (!rows.length) return [];
    const participants = await repo.recentParticipants(
      db,
      'thread',
      rows.map((r) => Number(r.id)),
      RECENT_PARTICIPANTS_MAX,
    );
    const people = await repo.findPeople(db, [
      ...participants.map((p) => Number(p.user_id)),
      ...rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)])),
    ]);
    const c = { people, participants: groupParticipants(participants), sign: access.signer(viewerId), viewerId };
    return rows.map((r) => presentThread(r, c));
  }

  async function topicsOf(db: Db, viewerId: number, rows: readonly repo.TopicRow[]): Promise<Topic[]> {
    if (!rows.length) return [];
    const participants = await repo.recentParticipants(
      db,
      'topic',
      rows.map((r) => Number(r.id)),
      RECENT_PARTICIPANTS_MAX,
    );
    const people = await repo.findPeople(
      db,
      participants.map((p) => Number(p.user_id)),
    );
    const c = { people, participants: groupParticipants(participants), sign: access.signer(viewerId), viewerId };
    return rows.map((r) => presentTopic(r, c));
  }

  /** A topic the caller may read (404 unknown, 403 a category they do not see). */
  async function readableTopic(actor: Actor, topicId: number) {
    const row = await repo.findTopic(ctx.db, actor.userId, topicId);
    if (!row) throw new NotFoundError(t.topicNotFound);
    assertCan(canReadCategory(actor, row.category_key));
    return row;
  }

  async function readableThread(actor: Actor, threadId: number) {
    const row = await repo.findThread(ctx.db, actor.userId, threadId);
    if (!row) throw new NotFoundError(t.threadNotFound);
    assertCan(canReadCategory(actor, row.category_key));
    return row;
  }

  return {
    async categories(actor: Actor): Promise<Category[]> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const keys = visibleCategoryKeys(actor.roles);
      const [rows, participants] = await Promise.all([
        repo.listCategories(ctx.db, keys),
        repo.recentParticipants(ctx.db, 'category', keys, RECENT_PARTICIPANTS_MAX),
      ]);
      const people = await repo.findPeople(
        ctx.db,
        participants.map((p) => Number(p.user_id)),
      );
      const c = { people, participants: groupParticipants(participants), sign: access.signer(actor.userId), viewerId: actor.userId };
      return rows.map((r) => presentCategory(r, c));
    },

    async topics(actor: Actor, key: CategoryKey): Promise<Topic[]> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      assertCan(canReadCategory(actor, key));
      return topicsOf(ctx.db, actor.userId, await repo.listTopics(ctx.db, actor.userId, key));
    },

    async addTopic(actor: Actor, key: CategoryKey, input: CreateTopicInput): Promise<Topic> {
      assertCan(canAddTopic(actor));
      const id = await repo.insertTopic(ctx.db, { key, name: input.name, description: input.description });
      return (await topicsOf(ctx.db, actor.userId, [(await repo.findTopic(ctx.db, actor.userId, id))!]))[0]!;
    },

    async topic(actor: Actor, topicId: number): Promise<Topic> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      return (await topicsOf(ctx.db, actor.userId, [await readableTopic(actor, topicId)]))[0]!;
    },

    async threads(actor: Actor, topicId: number, q: ThreadListQuery): Promise<ThreadPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableTopic(actor, topicId);
      const perPage = q.perPage ?? THREADS_PER_PAGE;
      const { items, total } = await repo.listThreads(ctx.db, actor.userId, topicId, perPage, pageOffset(q.page, perPage));
      return toPage(await threadsOf(ctx.db, actor.userId, items), total, q.page, perPage);
    },

    /** Recommended threads by id, in the order asked; unknown ids (and threads of a category the caller does not see) are skipped. */
    async threadsByIds(actor: Actor, q: ThreadIdsQuery): Promise<Thread[]> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      return threadsOf(ctx.db, actor.userId, await repo.listThreadsByIds(ctx.db, actor.userId, q.ids, visibleCategoryKeys(actor.roles)));
    },

    async thread(actor: Actor, threadId: number): Promise<Thread> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      return (await threadsOf(ctx.db, actor.userId, [await readableThread(actor, threadId)]))[0]!;
    },

    /** Starts a thread: sanitised content, the starter watches it, admins may pin it. One transaction. */
    async startThread(actor: Actor, topicId: number, input: CreateThreadInput): Promise<Thread> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      assertCan(canStartThread(actor, input));
      await readableTopic(actor, topicId);
      const content = access.cleanHtml('content', input.content);
      await access.limitPosting(actor.userId, (await access.facts(actor)).acceptedAt);
      const id = await ctx.db.transaction(async (tx) => {
        const threadId = await repo.insertThread(tx, {
          topicId,
          userId: actor.userId,
          title: input.title,
          content,
          shortDescription: shortDescriptionOf(content),
          isPinned: input.is_pinned,
          isStruggling: input.is_struggling,
          contentWarning: input.content_warning,
        });
        await repo.insertWatch(tx, actor.userId, 'thread', threadId);
        if (input.is_struggling) await access.tellAdminsOfStruggle(tx, 'thread', threadId);
        return threadId;
      });
      return (await threadsOf(ctx.db, actor.userId, [(await repo.findThread(ctx.db, actor.userId, id))!]))[0]!;
    },

    /**
     * The author marks their thread 'I'm struggling right now' (the admins are told at once, urgently)
     * or takes the mark back. The thread is never hidden for it. The web shows the crisis resources.
     */
    async markThreadStruggling(actor: Actor, threadId: number, input: StrugglingInput): Promise<StrugglingAnswer> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const thread = await readableThread(actor, threadId);
      assertCan(canMarkStruggling(actor, thread));
      await ctx.db.transaction(async (tx) => {
        const changed = await repo.setThreadStruggling(tx, threadId, input.is_struggling);
        if (changed && input.is_struggling) await access.tellAdminsOfStruggle(tx, 'thread', threadId);
      });
      return { message: input.is_struggling ? t.markedStruggling : t.unmarkedStruggling, is_struggling: input.is_struggling };
    },

    /** Threads and replies matching q (full-text), best first; what lists hide stays hidden. */
    async search(actor: Actor, q: ForumSearchQuery): Promise<ForumSearchPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const perPage = q.perPage ?? FORUM_SEARCH_PER_PAGE;
      const rows = await searchForum(ctx.db, actor.userId, {
        q: q.q,
        keys: visibleCategoryKeys(actor.roles),
        seesHidden: seesHiddenReplies(actor.roles),
        limit: perPage,
        offset: pageOffset(q.page, perPage),
      });
      const people = await repo.findPeople(
        ctx.db,
        rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)])),
      );
      const sign = access.signer(actor.userId);
      return toPage(
        rows.map((r) => presentSearchHit(r, { people, sign, viewerId: actor.userId })),
        Number(rows[0]?.total ?? 0),
        q.page,
        perPage,
      );
    },

    /** Marks the thread viewed: counted once per member per UTC day. */
    async view(actor: Actor, threadId: number): Promise<ThreadView> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await readableThread(actor, threadId);
      return repo.recordView(ctx.db, threadId, actor.userId, viewDayOf(new Date()));
    },

    async watch(actor: Actor, input: WatchInput) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      if (input.entity_type === 'topic') await readableTopic(actor, input.entity_id);
      else await readableThread(actor, input.entity_id);
      await repo.insertWatch(ctx.db, actor.userId, input.entity_type, input.entity_id);
    },

    /** Unwatching something not watched (or gone) is a no-op: the list ends as asked. */
    async unwatch(actor: Actor, input: WatchInput) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await repo.deleteWatch(ctx.db, actor.userId, input.entity_type, input.entity_id);
    },

    async watchedThreads(actor: Actor, q: WatchListQuery): Promise<ThreadPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const perPage = q.perPage ?? WATCH_LIST_PER_PAGE;
      const { items, total } = await repo.listWatchedThreads(
        ctx.db,
        actor.userId,
        visibleCategoryKeys(actor.roles),
        perPage,
        pageOffset(q.page, perPage),
      );
      return toPage(await threadsOf(ctx.db, actor.userId, items), total, q.page, perPage);
    },

    async watchedTopics(actor: Actor, q: WatchListQuery): Promise<TopicPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const perPage = q.perPage ?? WATCH_LIST_PER_PAGE;
      const { items, total } = await repo.listWatchedTopics(
        ctx.db,
        actor.userId,
        visibleCategoryKeys(actor.roles),
        perPage,
        pageOffset(q.page, perPage),
      );
      return toPage(await topicsOf(ctx.db, actor.userId, items), total, q.page, perPage);
    },

    /** The community agreement: the acceptance (first time kept) and the profile fields it sets, in one transaction. */
    async acceptAgreement(actor: Actor, input: AgreementInput): Promise<AgreementAnswer> {
      assertCan(canAcceptAgreement(actor, await access.facts(actor)));
      const row = await ctx.db.transaction((tx) =>
        repo.saveAgreement(tx, actor.userId, {
          displayName: input.display_name,
          age: input.age,
          isMarried: input.is_married,
          needsAccountability: input.needs_accountability,
          isAnonymous: input.is_anonymous,
        }),
      );
      return { message: t.agreementAccepted, community_agreement_accepted: true, agreed_on_date: isoInstant(row.accepted_at) };
    },
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
