import {
  messagingRequestTexts as rt,
  messagingTexts as t,
  type ArchiveStateInput,
  type BlockedList,
  type BlockedUser,
  type CreateBlockInput,
  type CreateMessagingRequestInput,
  type MessagingRequest,
  type MessagingRequestList,
  type ListMessagingRequestsQuery,
  type RequestStatusInput,
} from '@holdfast/shared/messaging';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { canAnswerRequest, canArchiveRequest, canUseMessaging } from './messaging.policy';
import { ANONYMOUS_SUMMARY, presentPerson, presentRequest } from './messaging.presenter';
import * as blocks from './blocks.repository';
import type { ChatLinks } from './chat-links';
import type { CommunityGate } from './community-gate';
import { setArchived, ensureConversation } from './conversations.repository';
import * as repo from './requests.repository';
import { resolveChat, type ChatTarget } from './messaging.service';
import { isoInstant } from '../../platform/db/instant';
import { accountExists, findNamedPeople, type NamedPerson } from '../accounts';

/**
 * Messaging requests (spec 3 sections 3 and 4) and blocking (section 6). A community request is the
 * way into a community chat: only its recipient answers it. Partner and group-member requests are
 * the chat entries of chats their relationship already allows (made accepted), so 'Delete Chat'
 * (archive, for the archiver only) works the same for every one-to-one chat.
 */
export function createRequestsService(ctx: AppContext, deps: { community: CommunityGate; links: ChatLinks }) {
  // Author handles are the community's (through its gate, the community's answer: messaging imports no community code).
  const handles = { resolve: deps.community.resolveAuthor };
  async function present(db: Db, viewerId: number, rows: repo.RequestRow[], hideOther = false): Promise<MessagingRequest[]> {
    const people = await findNamedPeople(db, [...new Set(rows.flatMap((r) => [Number(r.from_user_id), Number(r.to_user_id)]))]);
    const sign = avatarSigner(ctx, viewerId);
    return rows.map((r) => presentRequest(r, people, sign, viewerId, hideOther));
  }

  /** Tells the other party (each as they see it) about a request. */
  async function tell(event: 'messaging-request.created' | 'messaging-request.updated', row: repo.RequestRow, to: number[]) {
    for (const userId of to) ctx.realtime.publishToUser(userId, event, { item: (await present(ctx.db, userId, [row]))[0]! });
  }

  async function list(actor: Actor, q: ListMessagingRequestsQuery): Promise<MessagingRequestList> {
    assertCan(canUseMessaging(actor));
    let rows = await repo.listRequests(ctx.db, actor.userId, q.user_type);
    // Community requests only while the viewer passes the community's gate (asked only when there is one).
    if (rows.some((r) => r.user_type === 'community') && (await deps.community.admits(ctx.db, actor)) !== true)
      rows = rows.filter((r) => r.user_type !== 'community');
    return { items: await present(ctx.db, actor.userId, rows) };
  }

  /**
   * Answers the request and whether it was made now (an existing one is answered as it is). A
   * community request by `author_handle` reaches the post's author; when the post is anonymous the
   * request hides them from the requester until they accept, and an older request between the two
   * is answered without naming them (its status still shows: docs/api-community.md, Author handles).
   */
  async function create(actor: Actor, input: CreateMessagingRequestInput): Promise<{ item: MessagingRequest; created: boolean }> {
    assertCan(canUseMessaging(actor));
    const author =
      input.user_type === 'community' && input.author_handle !== undefined ? await handles.resolve(actor, input.author_handle) : null;
    const hidden = !!author?.anonymous;
    const { row, created } = await ctx.db.transaction(async (tx) => {
      let target: ChatTarget;
      if (input.user_type === 'community') target = { type: 'community', userId: author?.userId ?? input.to_user_id! };
      else if (input.user_type === 'partner') target = { type: 'partner', partnerId: input.accountability_id };
      else {
        const member = await deps.links.member(tx, input.member_id, false);
        if (!member) throw new NotFoundError();
        target = { type: 'group-member', groupId: Number(member.group_id), memberId: input.member_id };
      }
      const chat = await resolveChat(tx, actor, target, true, deps);
      const conversationId = await ensureConversation(tx, chat.spec);
      const before = chat.request ?? (await repo.findRequestByConversation(tx, conversationId));
      if (before) return { row: before, created: false };
      const row = await repo.insertRequest(tx, {
        conversationId,
        fromUserId: actor.userId,
        toUserId: chat.otherId!,
        userType: input.user_type,
        status: input.user_type === 'community' ? 'pending' : 'accepted',
        accountabilityId: input.user_type === 'partner' ? input.accountability_id : null,
        memberId: input.user_type === 'group-member' ? input.member_id : null,
        toUserHidden: hidden,
      });
      return { row, created: true };
    });
    if (created) await tell('messaging-request.created', row, [Number(row.to_user_id)]);
    return { item: (await present(ctx.db, actor.userId, [row], hidden))[0]!, created };
  }

  async function answer(actor: Actor, id: number, input: RequestStatusInput): Promise<MessagingRequest> {
    assertCan(canUseMessaging(actor));
    const row = await ctx.db.transaction(async (tx) => {
      const row = await repo.findRequest(tx, id, true);
      if (!row || (row.from_user_id !== actor.userId && row.to_user_id !== actor.userId)) throw new NotFoundError();
      assertCan(canAnswerRequest(actor, row));
      if (row.request_status !== 'pending') throw new ConflictError(rt.alreadyAnswered);
      if (row.user_type === 'community') {
        // The community's gate, both ends: mine with its reason; a sender who is no longer an eligible member is gone.
        assertCan(await deps.community.admits(tx, actor));
        if (!(await deps.community.isMember(tx, Number(row.from_user_id)))) throw new NotFoundError();
      }
      if (await blocks.eitherWay(tx, row.from_user_id, row.to_user_id)) throw new ForbiddenError(t.blocked);
      await repo.setRequestStatus(tx, id, input.status);
      return (await repo.findRequest(tx, id))!;
    });
    await tell('messaging-request.updated', row, [Number(row.from_user_id)]);
    return (await present(ctx.db, actor.userId, [row]))[0]!;
  }

  async function archive(actor: Actor, id: number, input: ArchiveStateInput): Promise<MessagingRequest> {
    assertCan(canUseMessaging(actor));
    const row = await repo.findRequest(ctx.db, id);
    if (!row || (row.from_user_id !== actor.userId && row.to_user_id !== actor.userId)) throw new NotFoundError();
    assertCan(canArchiveRequest(actor, row));
    // Spec 3 section 4: 'Delete Chat' in community chats only once accepted; always for the others.
    if (row.user_type === 'community' && row.request_status !== 'accepted') throw new ForbiddenError(rt.deleteNeedsAccepted);
    await setArchived(ctx.db, Number(row.conversation_id), actor.userId, input.is_archived);
    return (await present(ctx.db, actor.userId, [(await repo.findRequest(ctx.db, id))!]))[0]!;
  }

  async function blockedList(actor: Actor): Promise<BlockedList> {
    assertCan(canUseMessaging(actor));
    const rows = await blocks.listOf(ctx.db, actor.userId);
    const people = await findNamedPeople(
      ctx.db,
      rows.map((r) => Number(r.blocked_id)),
    );
    const sign = avatarSigner(ctx, actor.userId);
    return { items: rows.map((r) => presentBlock(r, people, sign)) };
  }

  /**
   * Spec 3 section 6: a block is offered only for someone who is neither my partner nor an accepted
   * member of one of my groups. By `author_handle`: the post's author; an anonymous one stays unnamed in my list.
   */
  async function block(actor: Actor, input: CreateBlockInput): Promise<BlockedUser> {
    assertCan(canUseMessaging(actor));
    const author = input.author_handle !== undefined ? await handles.resolve(actor, input.author_handle) : null;
    const blockedUserId = author?.userId ?? input.blocked_user_id!;
    if (blockedUserId === actor.userId) throw new ForbiddenError(t.notYourself);
    if (!(await accountExists(ctx.db, blockedUserId))) throw new NotFoundError();
    const linked = await ctx.consent.relation(actor.userId, blockedUserId);
    if (linked.partnerId !== null || linked.sharedGroup) {
      throw new ForbiddenError(rt.cannotBlock);
    }
    const row = await blocks.insert(ctx.db, actor.userId, blockedUserId, author?.anonymous ? input.author_handle! : null);
    const people = await findNamedPeople(ctx.db, [blockedUserId]);
    return presentBlock(row, people, avatarSigner(ctx, actor.userId));
  }

  /**
   * Lifts my block of `blockedUserId` (messaging's own way out: no community membership needed).
   * Only the blocker lifts a block: with none of mine, 404 (a block they made of me stays).
   */
  async function unblock(actor: Actor, blockedUserId: number): Promise<void> {
    assertCan(canUseMessaging(actor));
    if (!(await blocks.remove(ctx.db, actor.userId, blockedUserId))) throw new NotFoundError();
  }

  return { list, create, answer, archive, blockedList, block, unblock };
}
export type RequestsService = ReturnType<typeof createRequestsService>;

function presentBlock(row: blocks.BlockRow, people: Map<number, NamedPerson>, sign: (key: string) => string): BlockedUser {
  const id = Number(row.blocked_id);
  if (row.via_handle)
    return { blocked_user_id: 0, user: ANONYMOUS_SUMMARY, author_handle: row.via_handle, created_at: isoInstant(row.created_at) };
  return {
    author_handle: null,
    blocked_user_id: id,
    user: presentPerson(
      people.get(id) ?? { id, username: null, display_name: null, first_name: null, last_name: null, profile_icon: null },
      sign,
    ),
    created_at: isoInstant(row.created_at),
  };
}
