import type { RealtimePayload } from '@holdfast/shared/realtime';
import { coachingTexts as ct } from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  MESSAGE_PREVIEW_LENGTH,
  READ_RECEIPTS_META,
  messagingRedirect,
  messagingTargets,
  messagingTexts as t,
  type ChatRef,
  type ListMessagesQuery,
  type MarkReadInput,
  type MarkReadResponse,
  type MessagePage,
  type MessagesInfo,
  type RedirectParams,
  type RedirectResponse,
  type SendMessageInput,
  type SendMessageResponse,
} from '@holdfast/shared/messaging';
import { actorHasRole, assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { bothHaveMetaOn } from '../accounts';
import type { CoachChatLink } from '../coaching';
import type { Cards } from './cards';
import type { ChatLinks } from './chat-links';
import { canUseMessaging } from './messaging.policy';
import { presentMessage, presentUnread } from './messaging.presenter';
import * as blocks from './blocks.repository';
import type { CommunityGate } from './community-gate';
import * as chatList from './chat-list.repository';
import * as conversations from './conversations.repository';
import * as messages from './messages.repository';
import * as pushes from './push-targets.repository';
import * as requests from './requests.repository';

/**
 * A push to the people of a conversation who have no open socket when it runs. The payload is the
 * message id only; the push carries ids (type, message id, the chat's page), never the text: the
 * device decides what to show.
 */
export const JOB_MESSAGE_PUSH = jobName<{ messageId: number }>('messaging.push');

/** A chat as the route names it (the viewer's side). */
export type ChatTarget =
  | { type: 'partner'; partnerId: number }
  | { type: 'group'; groupId: number }
  | { type: 'group-member'; groupId: number; memberId: number }
  | { type: 'community'; userId: number }
  /** The coach's chat with one of their clients (the client's `coach_users` id; `coachId` from a socket event's ref, checked). */
  | { type: 'coach-user'; coachUserId: number; coachId?: number }
  /** The client's chat with their accepted coach (a socket event's ref names the link, checked against the live one). */
  | { type: 'coach-client'; coachUserId?: number; coachId?: number };

/** What a guard allows: the conversation, who hears of a new message (each with their ref), and the community request. */
export interface ResolvedChat {
  spec: conversations.ConversationSpec;
  audience: { userId: number; chat: ChatRef }[];
  /** A group's messages count as unread for a member from when they joined. */
  since: Date | null;
  /** The other person of a one-to-one chat. */
  otherId: number | null;
  /** Community chats: the request between the two (null before the first message). */
  request: requests.RequestRow | null;
}

const pairKey = (kind: string, a: number, b: number, prefix = '') => `${kind}:${prefix}${Math.min(a, b)}:${Math.max(a, b)}`;
const pairSpec = (
  kind: conversations.ConversationSpec['kind'],
  key: string,
  a: number,
  b: number,
  groupId: number | null = null,
): conversations.ConversationSpec => ({
  kind,
  key,
  groupId,
  userA: Math.min(a, b),
  userB: Math.max(a, b),
});

/**
 * The guards of spec 3 section 4, one per kind, from the live relationship. `lock` (sending) holds
 * the rows they read `for share` until the message's transaction ends. A stranger to the chat gets
 * 404 (nothing about it is told); a party whose relationship does not allow messaging gets 403 with
 * the reason; a block either way is 403 'Messaging is blocked'. Coach chats: the coach's accepted
 * client (another coach's client, a pending, rejected or removed one: 404) or the client's accepted
 * coach (none: 404), and only while the coach's centre is open (else 403 with coaching's reason).
 */
export async function resolveChat(
  db: Db,
  actor: Actor,
  target: ChatTarget,
  lock: boolean,
  deps: { community: CommunityGate; links: ChatLinks },
): Promise<ResolvedChat> {
  const { community, links } = deps;
  const me = actor.userId;
  const refuseIfBlocked = async (other: number) => {
    if (await blocks.eitherWay(db, me, other)) throw new ForbiddenError(t.blocked);
  };
  const coachChat = async (link: CoachChatLink): Promise<ResolvedChat> => {
    if (link.coachAccountId === link.clientAccountId) throw new ForbiddenError(t.notYourself);
    const other = link.coachAccountId === me ? link.clientAccountId : link.coachAccountId;
    await refuseIfBlocked(other);
    const ids = { coach_id: link.coachId, coach_user_id: link.coachUserId };
    return {
      spec: { ...pairSpec('coach', `coach:${link.coachUserId}`, me, other), coachUserId: link.coachUserId },
      audience: [
        { userId: link.coachAccountId, chat: { type: 'coach-user', ...ids } },
        { userId: link.clientAccountId, chat: { type: 'coach-client', ...ids } },
      ],
      since: null,
      otherId: other,
      request: null,
    };
  };
  switch (target.type) {
    case 'partner': {
      const rel = await links.partnership(db, target.partnerId, lock);
      if (!rel || (rel.requester_id !== me && rel.recipient_id !== me)) throw new NotFoundError();
      if (rel.status !== 'accepted' || rel.recipient_id === null) throw new ForbiddenError(t.notPartners);
      const other = rel.requester_id === me ? rel.recipient_id : rel.requester_id;
      await refuseIfBlocked(other);
      const chat: ChatRef = { type: 'partner', partner_id: target.partnerId };
      return {
        spec: pairSpec('partner', pairKey('partner', me, other), me, other),
        audience: [me, other].map((userId) => ({ userId, chat })),
        since: null,
        otherId: other,
        request: null,
      };
    }
    case 'group': {
      const mine = await links.membership(db, target.groupId, me, lock);
      if (!mine) throw new NotFoundError();
      if (mine.request_status !== 'accepted') throw new ForbiddenError(t.notGroupMember);
      const chat: ChatRef = { type: 'group', group_id: target.groupId };
      const members = await links.acceptedMembers(db, target.groupId);
      return {
        spec: { kind: 'group', key: `group:${target.groupId}`, groupId: target.groupId, userA: null, userB: null },
        audience: members.map((m) => ({ userId: Number(m.user_id), chat })),
        since: mine.accepted_at ? new Date(mine.accepted_at) : null,
        otherId: null,
        request: null,
      };
    }
    case 'group-member': {
      const mine = await links.membership(db, target.groupId, me, lock);
      if (!mine) throw new NotFoundError();
      if (mine.request_status !== 'accepted') throw new ForbiddenError(t.notGroupMember);
      const member = await links.member(db, target.memberId, lock);
      if (!member || Number(member.group_id) !== target.groupId) throw new NotFoundError();
      if (member.user_id === me) throw new ForbiddenError(t.notYourself);
      if (member.request_status !== 'accepted' || member.user_id === null) throw new ForbiddenError(t.memberNotAccepted);
      const other = Number(member.user_id);
      await refuseIfBlocked(other);
      return {
        spec: pairSpec('group-member', pairKey('group-member', me, other, `${target.groupId}:`), me, other, target.groupId),
        audience: [
          { userId: me, chat: { type: 'group-member', group_id: target.groupId, member_id: Number(member.id) } },
          { userId: other, chat: { type: 'group-member', group_id: target.groupId, member_id: Number(mine.id) } },
        ],
        since: null,
        otherId: other,
        request: null,
      };
    }
    case 'community': {
      const other = target.userId;
      if (other === me) throw new ForbiddenError(t.notYourself);
      // The community's own gate, both ends: mine with its reason; someone who is not an eligible
      // community member now (no agreement, access pending, suspended, no such account) is an unknown id.
      assertCan(await community.admits(db, actor));
      if (!(await community.isMember(db, other))) throw new NotFoundError();
      await refuseIfBlocked(other);
      const key = pairKey('community', me, other);
      const request = await requests.findCommunityRequest(db, key, lock);
      const accepted = request?.request_status === 'accepted';
      if (request && !accepted && !(request.request_status === 'pending' && request.from_user_id === me))
        throw new ForbiddenError(t.communityNotAccepted);
      const mine = { userId: me, chat: { type: 'community', user_id: other } as ChatRef };
      const theirs = { userId: other, chat: { type: 'community', user_id: me } as ChatRef };
      // Until the recipient accepts, the sender's messages wait with the request (only the sender's tabs hear of them).
      return {
        spec: pairSpec('community', key, me, other),
        audience: accepted ? [mine, theirs] : [mine],
        since: null,
        otherId: other,
        request,
      };
    }
    case 'coach-user': {
      const link = await links.coach.link(db, target.coachUserId, lock);
      if (!link || link.coachAccountId !== me || !link.accepted || (target.coachId !== undefined && target.coachId !== link.coachId))
        throw new NotFoundError(ct.coachUserNotFound);
      if (!link.open) throw new ForbiddenError(ct.subscriptionInactive, ERROR_CODES.coachSubscriptionInactive);
      return coachChat(link);
    }
    case 'coach-client': {
      const link = await links.coach.linkOfClient(db, me, lock);
      if (
        !link ||
        (target.coachUserId !== undefined && target.coachUserId !== link.coachUserId) ||
        (target.coachId !== undefined && target.coachId !== link.coachId)
      )
        throw new NotFoundError(ct.coachNotFound);
      if (!link.open) throw new ForbiddenError(ct.coachingDisabledText, ERROR_CODES.coachingDisabled);
      return coachChat(link);
    }
  }
}

/** The web page a push about a message opens for its recipient, or null when the chat cannot be named now. */
function pushPage(target: pushes.PushTargetRow): string | null {
  switch (target.kind) {
    case 'group':
      return messagingTargets.group(Number(target.group_id));
    case 'partner':
      return target.partner_id === null ? null : messagingTargets.partner(Number(target.partner_id));
    case 'group-member':
      return target.sender_member_id === null
        ? null
        : messagingTargets.groupMember(Number(target.group_id), Number(target.sender_member_id));
    case 'community':
      return messagingTargets.community(Number(target.from_user_id));
    case 'coach': {
      if (target.coach_id === null || target.coach_user_id === null) return null;
      const page = target.to_coach ? messagingTargets.coachUser : messagingTargets.coachClient;
      return page(Number(target.coach_id), Number(target.coach_user_id));
    }
  }
}

/**
 * One conversation mechanism for every kind: list a page (keyset on the id), send (stored in the
 * transaction that checked the guard, then told to everyone in the conversation), mark read.
 */
export function createMessagingService(ctx: AppContext, deps: { community: CommunityGate; links: ChatLinks; cards: Cards }) {
  const { cards } = deps;
  ctx.jobs.define(
    JOB_MESSAGE_PUSH,
    async ({ messageId }) => {
      // Re-read: a chat closed since (partnership ended, member removed, block) gets no push. A second run may push twice; pushes are hints.
      const targets = await pushes.pushTargets(ctx.db, ctx.consent.linkSql(), deps.links.coach.sql(), messageId);
      // Whoever has the app open gets the socket event instead: one question for all of them.
      const connected = await ctx.realtime.connectedAmong(targets.map((t) => Number(t.user_id)));
      for (const target of targets) {
        const userId = Number(target.user_id);
        if (connected.has(userId)) continue;
        const page = pushPage(target);
        if (page === null) continue;
        await ctx.push.send(userId, {
          type: 'message.created',
          notification_id: messageId,
          target: page,
          urgent: false,
          // One chat's pushes replace each other on the device (web push Topic; ids only).
          collapse: `chat-${Number(target.conversation_id)}`,
        });
      }
    },
    { retries: 3, backoffMs: 5_000 },
  );

  /**
   * Whether every person of the conversation but the sender has a socket open now. Then the push
   * job would find nobody to push to (it skips whoever is connected, and pushes only to the
   * audience's people), so none is queued: a message sent to a group whose members all have the
   * app open costs no job. A question that fails counts as not connected (the job decides).
   */
  async function everyoneConnected(audience: ResolvedChat['audience'], senderId: number): Promise<boolean> {
    const others = audience.map((a) => a.userId).filter((id) => id !== senderId);
    if (others.length === 0) return false;
    const connected = await ctx.realtime.connectedAmong(others).catch(() => new Set<number>());
    return others.every((id) => connected.has(id));
  }

  /** Tells each person of the conversation (their other tabs too) about a stored message. */
  function announce(audience: ResolvedChat['audience'], row: messages.MessageRow) {
    // Each person's event as they would read it (the chat named from their side, the sender's photo
    // signed for them). People whose events are the same (a group chat's, from a sender with no
    // photo) get them in one broadcast.
    const same = new Map<string, { userIds: number[]; payload: RealtimePayload<'message.created'> }>();
    for (const { userId, chat } of audience) {
      const payload = { chat, message: presentMessage(row, avatarSigner(ctx, userId)) };
      const key = JSON.stringify(payload);
      const group = same.get(key);
      if (group) group.userIds.push(userId);
      else same.set(key, { userIds: [userId], payload });
    }
    for (const { userIds, payload } of same.values()) ctx.realtime.publishToUsers(userIds, 'message.created', payload);
  }

  /**
   * The other person of a one-to-one chat, as far as read receipts may involve them: only when both
   * turned them on (READ_RECEIPTS_META) and the chat is open to them; otherwise null, and nothing of
   * their read mark or typing is told.
   */
  async function receiptPeer(actor: Actor, chat: ResolvedChat): Promise<ResolvedChat['audience'][number] | null> {
    const other = chat.otherId === null ? undefined : chat.audience.find((a) => a.userId === chat.otherId);
    if (!other) return null;
    return (await bothHaveMetaOn(ctx.db, actor.userId, other.userId, READ_RECEIPTS_META)) ? other : null;
  }

  async function seenUpTo(actor: Actor, chat: ResolvedChat, conversationId: number): Promise<number | null> {
    const peer = await receiptPeer(actor, chat);
    return peer ? conversations.findReadMark(ctx.db, conversationId, peer.userId) : null;
  }

  async function list(actor: Actor, target: ChatTarget, q: ListMessagesQuery): Promise<MessagePage> {
    assertCan(canUseMessaging(actor));
    const chat = await resolveChat(ctx.db, actor, target, false, deps);
    const conversationId = await conversations.findConversationId(ctx.db, chat.spec.key);
    if (conversationId === null) return { items: [], has_more: false, next_before_id: null };
    const [rows, seen] = await Promise.all([
      messages.listMessages(ctx.db, conversationId, { beforeId: q.before_id, afterId: q.after_id, limit: q.perPage }),
      seenUpTo(actor, chat, conversationId),
    ]);
    const hasMore = rows.length > q.perPage;
    const page = rows.slice(0, q.perPage);
    const sign = avatarSigner(ctx, actor.userId);
    // A group chat's check-in and crash-report cards are filled for this reader through consent (cards.ts).
    const cardChat = chat.spec.kind === 'group' ? { groupId: chat.spec.groupId!, since: chat.since } : null;
    if (q.after_id !== undefined) {
      return {
        items: await cards.present(actor.userId, cardChat, page, sign),
        has_more: hasMore,
        next_before_id: page.length ? Number(page[0]!.id) : null,
        seen_up_to: seen,
      };
    }
    const items = await cards.present(actor.userId, cardChat, page.reverse(), sign);
    return { items, has_more: hasMore, next_before_id: hasMore ? items[0]!.id : null, seen_up_to: seen };
  }

  /**
   * Stores the message in the transaction that checked the guard, then tells the conversation. A
   * `client_id` the sender already used for this chat (a retried send: the answer was lost, the
   * server copy died) answers the stored message and stores nothing; the event goes out again (the
   * first copy may have died before telling anyone; clients keep messages by id, so a repeat is harmless).
   */
  async function send(actor: Actor, target: ChatTarget, input: SendMessageInput): Promise<SendMessageResponse> {
    assertCan(canUseMessaging(actor));
    const { chat, row } = await ctx.db.transaction(async (tx) => {
      const chat = await resolveChat(tx, actor, target, true, deps);
      // Asked while the message is stored: when everyone else has the app open, no push job is queued.
      const noPushNeeded = everyoneConnected(chat.audience, actor.userId);
      const conversationId = await conversations.ensureConversation(tx, chat.spec);
      // The first message of a community chat is its request (spec 3 section 4: the sender sees it as a chat entry).
      if (chat.spec.kind === 'community' && !chat.request) {
        chat.request = await requests.insertRequest(tx, {
          conversationId,
          fromUserId: actor.userId,
          toUserId: chat.otherId!,
          userType: 'community',
          status: 'pending',
          accountabilityId: null,
          memberId: null,
        });
      }
      const row = await messages.insertMessage(tx, {
        conversationId,
        fromUserId: actor.userId,
        type: 'message',
        message: input.message,
        clientId: input.client_id ?? null,
      });
      if (row) {
        if (!(await noPushNeeded)) await ctx.jobs.enqueue(JOB_MESSAGE_PUSH, { messageId: Number(row.id) }, { tx });
        return { chat, row };
      }
      const sent = await messages.findSentMessage(tx, actor.userId, input.client_id!);
      if (!sent || Number(sent.conversation_id) !== conversationId) throw new ConflictError(t.clientIdTaken);
      return { chat, row: sent };
    });
    announce(chat.audience, row);
    return { item: presentMessage(row, avatarSigner(ctx, actor.userId)) };
  }

  /**
   * Marks the chat read up to `before_date` (default now) and, from the socket's `mark-message-read`,
   * not past `up_to_id`. The reader's own tabs hear of it; the other person of a one-to-one chat
   * hears `message.seen` only when both turned read receipts on.
   */
  async function markRead(actor: Actor, target: ChatTarget, input: MarkReadInput & { up_to_id?: number }): Promise<MarkReadResponse> {
    assertCan(canUseMessaging(actor));
    const chat = await resolveChat(ctx.db, actor, target, false, deps);
    const conversationId = await conversations.findConversationId(ctx.db, chat.spec.key);
    if (conversationId === null) return { message: t.markedRead, last_read_id: 0 };
    const now = new Date();
    const until = input.before_date && new Date(input.before_date) < now ? new Date(input.before_date) : now;
    const lastReadId = await conversations.markRead(ctx.db, conversationId, actor.userId, until, input.up_to_id ?? null);
    const mine = chat.audience.find((a) => a.userId === actor.userId)?.chat;
    if (mine)
      ctx.realtime.publishToUser(actor.userId, 'message.read', {
        chat: mine,
        conversation_id: conversationId,
        user_id: actor.userId,
        last_read_id: lastReadId,
      });
    const peer = await receiptPeer(actor, chat);
    if (peer) ctx.realtime.publishToUser(peer.userId, 'message.seen', { chat: peer.chat, user_id: actor.userId, last_read_id: lastReadId });
    return { message: t.markedRead, last_read_id: lastReadId };
  }

  /**
   * Someone is typing in a chat: behind the chat's guard, told to the other person of a one-to-one
   * chat only when both turned read receipts on. The answer is the same either way (it tells nothing
   * of the other person's choice).
   */
  async function typing(actor: Actor, target: ChatTarget): Promise<Record<string, never>> {
    assertCan(canUseMessaging(actor));
    const chat = await resolveChat(ctx.db, actor, target, false, deps);
    const peer = await receiptPeer(actor, chat);
    if (peer) ctx.realtime.publishToUser(peer.userId, 'message.typing', { chat: peer.chat, user_id: actor.userId });
    return {};
  }

  async function messagesInfo(actor: Actor): Promise<MessagesInfo> {
    assertCan(canUseMessaging(actor));
    const sign = avatarSigner(ctx, actor.userId);
    let rows = await chatList.listUnread(ctx.db, ctx.consent.linkSql(), deps.links.coach.sql(), actor.userId, MESSAGE_PREVIEW_LENGTH);
    // Community chats only while the viewer passes the community's gate (asked only when the list has one).
    if (rows.some((r) => r.kind === 'community') && (await deps.community.admits(ctx.db, actor)) !== true)
      rows = rows.filter((r) => r.kind !== 'community');
    const items = rows.map((row) => presentUnread(row, sign));
    const info: MessagesInfo = { items, total: items.reduce((sum, i) => sum + i.unread_count, 0) };
    // Spec 3 section 7: a coach also gets the unread of their chats with clients, per client.
    if (actorHasRole(actor, 'coach'))
      info.coach_unread = items.flatMap((i) =>
        i.chat.type === 'coach-user'
          ? [{ coach_user_id: i.chat.coach_user_id, coach_id: i.chat.coach_id, user_id: i.user_id!, unread_count: i.unread_count }]
          : [],
      );
    return info;
  }

  /** Spec 3 section 4: which chat opens for a person, by the rules in their order (messagingRedirect). */
  async function redirect(actor: Actor, params: RedirectParams): Promise<RedirectResponse> {
    assertCan(canUseMessaging(actor));
    const me = actor.userId;
    const other = params.userId;
    if (other === me) return { url: messagingTargets.list };
    const [blocked, { partnerId, sharedGroup: shared }, request] = await Promise.all([
      blocks.eitherWay(ctx.db, me, other),
      ctx.consent.relation(me, other),
      requests.findCommunityRequest(ctx.db, pairKey('community', me, other), false),
    ]);
    // Someone I share no partnership or group with and who is not an eligible community member now is
    // an unknown id (404), whether or not the account exists.
    if (partnerId === null && !shared && !(await deps.community.isMember(ctx.db, other))) throw new NotFoundError();
    return {
      url: messagingRedirect({
        userId: other,
        blocked,
        partnerId,
        sharedGroup: shared ? { groupId: shared.groupId, memberId: shared.otherMemberId } : null,
        request: request ? { status: request.request_status, sentByViewer: request.from_user_id === me } : null,
      }),
    };
  }

  return { list, send, markRead, typing, messagesInfo, redirect };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
