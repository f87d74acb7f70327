import { ERROR_CODES } from '@holdfast/shared/common';
import {
  communityTexts as t,
  MEMBERS_PER_PAGE,
  memberStatusOf,
  MODERATION_QUEUE_MAX,
  needsMemberApproval,
  type CommunityUser,
  type FlagEntry,
  type MemberDecisionInput,
  type MemberListQuery,
  type MemberPage,
  type MemberStatus,
  type MemberStatusRequestPage,
  type MemberStatusRequestsQuery,
  type ModerationQueue,
  type ReplyModerationInput,
  type UserFlagInput,
  type UserModerationInput,
} from '@holdfast/shared/community';
import { assertCan, type Actor, type Decision } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { pageOffset, toPage } from '../../platform/http/paging';
import { insertAuditEntry, revokeUserAccessTokens, updateUser } from '../accounts';
import {
  canBlockUser,
  canFlagUser,
  canModerateCommunity,
  canMuteUser,
  canReadMemberStatus,
  canSuspendMember,
  canUseCommunity,
} from './community.policy';
import { presentPerson } from './community.presenter';
import * as forum from './community.repository';
import { communityAccess } from './community.service';
import { MODERATION_ACTIONS, moderationHistory } from './moderation-actions';
import { createAuthorHandles } from './author-handles.service';
import * as repo from './people.repository';
import * as replies from './replies.repository';
import { isoInstant } from '../../platform/db/instant';

/**
 * The community's people: the members directory, women's members-status, a member's
 * community profile, flags on members, blocks, mutes, suspension and the moderation queue.
 * A block hides each side from the other: in the directory, on profiles and in the forum's lists.
 */
export interface PeopleServiceOptions {
  /**
   * Who moderates (the queue, its decisions and women's access): community admins by default; the
   * console's review queue builds its own copy that lets an ff_admin decide these items too.
   */
  moderates?: (actor: Actor) => Decision;
}

export function createPeopleService(ctx: AppContext, opts: PeopleServiceOptions = {}) {
  const canModerate = opts.moderates ?? canModerateCommunity;
  /** Accepted partners, or accepted members of one group: block is not offered (the links' owners answer, through consent). */
  const linkedTo = async (viewerId: number, otherId: number) => {
    const r = await ctx.consent.relation(viewerId, otherId);
    return r.partnerId !== null || r.sharedGroup !== null;
  };
  const access = communityAccess(ctx);
  const handles = createAuthorHandles(ctx);

  async function personMap(db: Db, viewerId: number, ids: readonly number[]) {
    const rows = await forum.findPeople(db, ids);
    const sign = access.signer(viewerId);
    return (id: number) => presentPerson(id, rows.get(id), sign);
  }

  /** Suspends a member (in the caller's transaction): sessions end, open flags on them are resolved, the audit log says who. */
  async function suspendIn(tx: Db, actor: Actor, userId: number, meta: Record<string, unknown> = {}) {
    await updateUser(tx, userId, { suspendedAt: new Date() });
    await revokeUserAccessTokens(tx, userId);
    await repo.resolveUserFlags(tx, userId, actor.userId, 'suspended');
    await insertAuditEntry(tx, { actorId: actor.userId, action: MODERATION_ACTIONS.userSuspended, targetUserId: userId, meta });
  }

  async function suspendableTarget(actor: Actor, userId: number) {
    const target = await repo.findTarget(ctx.db, userId);
    if (!target) throw new NotFoundError(t.memberNotFound);
    assertCan(canSuspendMember(actor, { id: Number(target.id), roles: target.roles }));
    if (target.suspended) throw new ConflictError(t.userAlreadySuspended);
    return target;
  }

  /** A member the viewer may see in the community (404 unknown, not a member, or blocked by them). */
  async function visibleMember(actor: Actor, userId: number) {
    const row = await repo.findCommunityUser(ctx.db, actor.userId, userId);
    if (!row) throw new NotFoundError(t.memberNotFound);
    return row;
  }

  return {
    /** My members-status: approved for men; a woman's first call asks for access (pending until a community admin decides). */
    async memberStatus(actor: Actor): Promise<MemberStatus> {
      assertCan(canReadMemberStatus(actor, await access.facts(actor)));
      const facts = await access.facts(actor);
      const requires = needsMemberApproval(facts.gender);
      const status = requires
        ? (facts.memberStatus ?? (await repo.requestMemberStatus(ctx.db, actor.userId)))
        : memberStatusOf(facts.gender, null);
      return { status, community_member_status: status === 'approved', requires_approval: requires };
    },

    /** Women waiting for approval, oldest request first (community admins). */
    async memberStatusRequests(actor: Actor, q: MemberStatusRequestsQuery): Promise<MemberStatusRequestPage> {
      assertCan(canModerate(actor));
      const perPage = q.perPage ?? MEMBERS_PER_PAGE;
      const { items, total } = await repo.listMemberStatusRequests(ctx.db, perPage, pageOffset(q.page, perPage));
      const person = await personMap(
        ctx.db,
        actor.userId,
        items.map((r) => Number(r.user_id)),
      );
      return toPage(
        items.map((r) => ({ user: person(Number(r.user_id)), status: r.status, requested_at: isoInstant(r.requested_at) })),
        total,
        q.page,
        perPage,
      );
    },

    /** A community admin approves or declines a woman's access; written to the audit log in the same transaction. */
    async decideMemberStatus(actor: Actor, userId: number, input: MemberDecisionInput) {
      assertCan(canModerate(actor));
      const target = await repo.findTarget(ctx.db, userId);
      if (!target) throw new NotFoundError(t.memberNotFound);
      if (!needsMemberApproval(target.gender)) throw new ConflictError(t.noApprovalNeeded);
      await ctx.db.transaction(async (tx) => {
        await repo.decideMemberStatus(tx, userId, input.status, actor.userId);
        const action = input.status === 'approved' ? MODERATION_ACTIONS.memberApproved : MODERATION_ACTIONS.memberRejected;
        await insertAuditEntry(tx, { actorId: actor.userId, action, targetUserId: userId });
      });
      return { message: input.status === 'approved' ? t.memberApproved : t.memberRejected, user_id: userId, status: input.status };
    },

    /** The members directory: 10 a page, display names only, the filters of spec 3's Filters modal. */
    async members(actor: Actor, q: MemberListQuery): Promise<MemberPage> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const perPage = q.perPage ?? MEMBERS_PER_PAGE;
      const { items, total } = await repo.listMembers(ctx.db, actor.userId, q, perPage, pageOffset(q.page, perPage));
      const sign = access.signer(actor.userId);
      return toPage(
        items.map((r) => ({
          id: Number(r.id),
          name: r.name,
          gender: r.gender,
          age: r.age === null ? null : Number(r.age),
          is_married: !!r.is_married,
          country: r.country_id === null ? null : { id: Number(r.country_id), name: r.country_name ?? '', code: r.country_code ?? '' },
          agreed_on_date: isoInstant(r.accepted_at),
          tags: (r.tags ?? []).map((tag) => ({ id: Number(tag.id), name: tag.name })),
          total_replies: Number(r.total_replies),
          reaction_counts: { liked: Number(r.liked), loved: Number(r.loved) },
          profile_icon: r.profile_icon ? sign(r.profile_icon) : null,
          is_looking_for_partner: !!r.needs_accountability,
        })),
        total,
        q.page,
        perPage,
      );
    },

    /**
     * A member's community profile (the user detail modal): what they share with the community
     * (an anonymous member's biography, timezone and country stay hidden), their activity, and the
     * viewer's links to them. 404 for someone who blocked the viewer.
     */
    async user(actor: Actor, userId: number): Promise<CommunityUser> {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const row = await visibleMember(actor, userId);
      const self = userId === actor.userId;
      const [person, linked] = await Promise.all([
        personMap(ctx.db, actor.userId, [userId]),
        self ? false : linkedTo(actor.userId, userId),
      ]);
      const p = person(userId);
      const hidden = !!row.is_anonymous && !self;
      return {
        id: userId,
        name: p.name,
        profile_icon: p.profile_icon,
        biography: hidden ? null : row.biography,
        timezone: hidden || row.timezone_id === null ? null : { id: Number(row.timezone_id), name: row.timezone_name ?? '' },
        country:
          hidden || row.country_id === null
            ? null
            : { id: Number(row.country_id), name: row.country_name ?? '', code: row.country_code ?? '' },
        is_looking_for_partner: p.is_looking_for_partner,
        roles: p.roles,
        activity: { latest_activity: row.latest_activity ? isoInstant(row.latest_activity) : null, reply_count: Number(row.reply_count) },
        is_self: self,
        is_blocked: !!row.is_blocked,
        is_muted: !!row.is_muted,
        can_block: !self && !linked,
        is_suspended: !!row.suspended,
      };
    },

    /** Flag a member with a reason (one open flag per member and person); it goes to the moderation queue. */
    async flagUser(actor: Actor, userId: number, input: UserFlagInput) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      assertCan(canFlagUser(actor, userId));
      await visibleMember(actor, userId);
      const id = await repo.insertUserFlag(ctx.db, { userId, flaggedBy: actor.userId, reason: input.reason });
      if (id === null) throw new ConflictError(t.userAlreadyFlagged, ERROR_CODES.alreadyFlagged);
    },

    /** Suspend a member (community admins): every session ends, the API refuses them, the audit log records it. */
    async suspend(actor: Actor, userId: number) {
      assertCan(canModerate(actor));
      await suspendableTarget(actor, userId);
      await ctx.db.transaction((tx) => suspendIn(tx, actor, userId));
    },

    /** Block a member: each side's posts and profile disappear for the other; messaging refuses them. */
    async block(actor: Actor, userId: number) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const target = await repo.findTarget(ctx.db, userId);
      if (!target) throw new NotFoundError(t.memberNotFound);
      const linked = userId !== actor.userId && (await linkedTo(actor.userId, userId));
      assertCan(canBlockUser(actor, { id: userId, linked }));
      await repo.insertBlock(ctx.db, actor.userId, userId);
    },

    /**
     * Flag, block or unblock the author of a post by its author handle, naming nobody:
     * an anonymous author flagged twice answers as the first time did (a refusal would say who it
     * is). A block made so is 'Anonymous member' in my blocked list, with the handle to lift it by.
     */
    async flagAuthor(actor: Actor, handle: string, input: UserFlagInput) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const author = await handles.resolve(actor, handle);
      assertCan(canFlagUser(actor, author.userId));
      const id = await repo.insertUserFlag(ctx.db, { userId: author.userId, flaggedBy: actor.userId, reason: input.reason });
      if (id === null && !author.anonymous) throw new ConflictError(t.userAlreadyFlagged, ERROR_CODES.alreadyFlagged);
    },

    async blockAuthor(actor: Actor, handle: string) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      const author = await handles.resolve(actor, handle);
      const linked = author.userId !== actor.userId && (await linkedTo(actor.userId, author.userId));
      assertCan(canBlockUser(actor, { id: author.userId, linked }));
      await repo.insertBlock(ctx.db, actor.userId, author.userId, author.anonymous ? handle : null);
    },

    /** Lift the block made through this handle (once blocked, the author's posts are gone from my view: the handle comes from my blocked list). */
    async unblockAuthor(actor: Actor, handle: string) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await repo.deleteBlockByHandle(ctx.db, actor.userId, handle);
    },

    /** Lift my block (a no-op when there is none). */
    async unblock(actor: Actor, userId: number) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await repo.deleteBlock(ctx.db, actor.userId, userId);
    },

    /** Mute a member: their replies collapse for me only. */
    async mute(actor: Actor, userId: number) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      assertCan(canMuteUser(actor, userId));
      await visibleMember(actor, userId);
      await repo.insertMute(ctx.db, actor.userId, userId);
    },

    async unmute(actor: Actor, userId: number) {
      assertCan(canUseCommunity(actor, await access.facts(actor)));
      await repo.deleteMute(ctx.db, actor.userId, userId);
    },

    /**
     * The moderation queue (community admins): replies and members with open flags, oldest first,
     * with every reason, and each item's history (earlier decisions: who, what, when, which flags).
     */
    async queue(actor: Actor): Promise<ModerationQueue> {
      assertCan(canModerate(actor));
      const [r, u] = await Promise.all([
        repo.flaggedReplies(ctx.db, MODERATION_QUEUE_MAX),
        repo.flaggedUsers(ctx.db, MODERATION_QUEUE_MAX),
      ]);
      const ids = [
        ...r.replies.map((x) => Number(x.user_id)),
        ...r.flags.map((f) => Number(f.user_id)),
        ...u.users.map((x) => Number(x.id)),
        ...u.flags.map((f) => Number(f.user_id)),
        ...[...r.flags, ...u.flags].flatMap((f) => (f.resolved_by === null ? [] : [Number(f.resolved_by)])),
      ];
      const person = await personMap(ctx.db, actor.userId, ids);
      const entry = (f: repo.FlagRow): FlagEntry => ({
        id: Number(f.id),
        reason: f.reason,
        created_at: isoInstant(f.created_at),
        user: person(Number(f.user_id)),
      });
      const flagsOf = (rows: readonly repo.FlagRow[], targetId: number): FlagEntry[] =>
        rows.filter((f) => Number(f.target_id) === targetId && f.resolved_at === null).map(entry);
      const historyOf = (rows: readonly repo.FlagRow[], targetId: number) =>
        moderationHistory(rows.filter((f) => Number(f.target_id) === targetId)).map((d) => ({
          action: d.action,
          decided_at: d.decidedAt,
          decided_by: d.decidedBy === null ? null : person(d.decidedBy),
          flags: d.flags.map(entry),
        }));
      return {
        replies: r.replies.map((x) => ({
          reply: {
            id: Number(x.id),
            reply_text: x.reply_text,
            is_hidden: !!x.is_hidden,
            created_at: isoInstant(x.created_at),
            user: person(Number(x.user_id)),
          },
          thread: { id: Number(x.thread_id), title: x.thread_title },
          flags: flagsOf(r.flags, Number(x.id)),
          history: historyOf(r.flags, Number(x.id)),
        })),
        users: u.users.map((x) => ({
          user: person(Number(x.id)),
          is_suspended: !!x.suspended,
          flags: flagsOf(u.flags, Number(x.id)),
          history: historyOf(u.flags, Number(x.id)),
        })),
      };
    },

    /**
     * Act on a flagged reply (community admins): hide it, restore it, dismiss the flags, or suspend
     * its author (and hide it). The reply's open flags are resolved and the audit log records the
     * action, in one transaction.
     */
    async moderateReply(actor: Actor, replyId: number, input: ReplyModerationInput) {
      assertCan(canModerate(actor));
      const reply = await repo.findReplyForModeration(ctx.db, replyId);
      if (!reply) throw new NotFoundError(t.replyNotFound);
      const authorId = Number(reply.user_id);
      if (input.action === 'suspend') await suspendableTarget(actor, authorId);
      await ctx.db.transaction(async (tx) => {
        const hide = input.action === 'hide' || input.action === 'suspend' ? true : input.action === 'restore' ? false : null;
        if (hide !== null && hide !== !!reply.is_hidden) {
          await replies.setHidden(tx, replyId, hide);
        }
        const flags = await repo.resolveReplyFlags(tx, replyId, actor.userId, input.action);
        const meta = { reply_id: replyId, thread_id: Number(reply.thread_id), flags };
        if (input.action === 'suspend') await suspendIn(tx, actor, authorId, meta);
        const action = {
          hide: MODERATION_ACTIONS.replyHidden,
          restore: MODERATION_ACTIONS.replyRestored,
          dismiss: MODERATION_ACTIONS.replyFlagsDismissed,
          suspend: MODERATION_ACTIONS.replyHidden,
        }[input.action];
        await insertAuditEntry(tx, { actorId: actor.userId, action, targetUserId: authorId, meta });
      });
      return { message: { hide: t.replyHidden, restore: t.replyShown, dismiss: t.flagsDismissed, suspend: t.userSuspended }[input.action] };
    },

    /** Act on a flagged member (community admins): dismiss the flags or suspend them; audited. */
    async moderateUser(actor: Actor, userId: number, input: UserModerationInput) {
      assertCan(canModerate(actor));
      if (input.action === 'suspend') {
        await suspendableTarget(actor, userId);
        await ctx.db.transaction((tx) => suspendIn(tx, actor, userId, { from: 'queue' }));
        return { message: t.userSuspended };
      }
      await ctx.db.transaction(async (tx) => {
        const flags = await repo.resolveUserFlags(tx, userId, actor.userId, 'dismissed');
        if (!flags) throw new NotFoundError(t.nothingFlagged);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: MODERATION_ACTIONS.userFlagsDismissed,
          targetUserId: userId,
          meta: { flags },
        });
      });
      return { message: t.flagsDismissed };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
