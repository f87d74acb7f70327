import { displayNameOf, invitationPath } from '@holdfast/shared/accountability';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  groupNotificationTexts as nt,
  groupNotificationTypes as types,
  groupReminderTexts,
  groupsTexts as t,
  groupTargets as targets,
  isGroupAdmin,
  isLastAdmin,
  type CreateGroupInput,
  type Group,
  type GroupDetail,
  type GroupMember,
  type GroupPage,
  type LeaderStatus,
  type ListGroupsQuery,
  type MemberAnswer,
  type UpdateGroupInput,
  type UpdateMemberInput,
} from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { blocks } from '../messaging';
import type { NotificationsService } from '../notifications';
import { groupInvitationMail, groupInvitedMail, reminderMail } from './groups.mails';
import {
  canAnswerInvitation,
  canChangeRole,
  canCreateGroup,
  canDeleteGroup,
  canManageGroup,
  canRemoveMember,
  canResendInvitation,
  canSendReminder,
  canToggleSharing,
  canUseGroups,
} from './groups.policy';
import { factsOf, myFacts, presentGroup, presentMember } from './groups.presenter';
import * as repo from './groups.repository';

/** Invitations one admin may send an hour; resends of one invitation and reminders to one member an hour. */
export const GROUP_INVITE_LIMIT_PER_HOUR = 50;
export const GROUP_RESEND_LIMIT_PER_HOUR = 3;
export const GROUP_REMINDER_LIMIT_PER_HOUR = 3;

/** The invitation mail of one membership row (an account: a notice; an address: the registration link). */
export const JOB_MEMBER_INVITATION_MAIL = jobName<{ memberId: number }>('groups.invitation-mail');
export const JOB_MEMBER_REMINDER_MAIL = jobName<{ memberId: number }>('groups.reminder-mail');

/**
 * Small groups: groups, memberships, invitations, roles and sharing. Every call opens
 * with its policy; a group the caller is not in is 404. Changes reach everyone concerned as realtime
 * events (spec 2 section 7.5) and, where they concern a person, a notification; mail goes through jobs.
 */
export function createGroupsService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  ctx.jobs.define(JOB_MEMBER_INVITATION_MAIL, async ({ memberId }, job) => {
    // Re-read: the row may be answered or gone; the token is made here, never in a payload, from
    // the job's id (a re-run mails the same link).
    const m = await repo.findMember(ctx.db, memberId);
    if (!m || m.request_status === 'accepted' || !m.email) return;
    const group = await repo.findGroupView(ctx.db, 0, Number(m.group_id));
    if (!group) return;
    const inviterName = await nameOf(m.invited_by ?? Number(group.owner_id));
    if (m.user_id === null) {
      const { token, live } = await ctx.invitations.issue(ctx.db, {
        email: m.email,
        contextType: 'group',
        contextId: Number(m.group_id),
        invitedBy: m.invited_by,
        key: job.id,
      });
      if (!live) return;
      const link = ctx.config.appUrl + invitationPath({ token, email: m.email, context_type: 'group', context_id: Number(m.group_id) });
      await ctx.mailer.send(groupInvitationMail(m.email, inviterName, group.name, link, token));
    } else {
      const user = await repo.findUser(ctx.db, Number(m.user_id));
      if (!user || user.suspended) return;
      if (m.invited_by !== null && (await blocks.eitherWay(ctx.db, Number(m.invited_by), Number(m.user_id)))) return;
      await ctx.mailer.send(groupInvitedMail(user.email, inviterName, group.name, ctx.config.appUrl + targets.smallGroups));
    }
  });
  ctx.jobs.define(JOB_MEMBER_REMINDER_MAIL, async ({ memberId }) => {
    const m = await repo.findMember(ctx.db, memberId);
    if (!m || m.user_id === null || m.request_status !== 'accepted') return;
    const [group, user] = await Promise.all([repo.findGroupView(ctx.db, 0, Number(m.group_id)), repo.findUser(ctx.db, Number(m.user_id))]);
    if (!group || !user || user.suspended) return;
    await ctx.mailer.send(
      reminderMail(user.email, groupReminderTexts.mailSubject, groupReminderTexts.message(group.name), ctx.config.appUrl + targets.checkIn),
    );
  });

  async function nameOf(userId: number) {
    return displayNameOf((await repo.findPerson(ctx.db, userId)) ?? {});
  }

  /** A member row and its group as the caller sees it: 404 for an unknown row or a group the caller may not see. */
  async function memberAndGroup(actor: Actor, memberId: number) {
    const row = await repo.findMember(ctx.db, memberId);
    if (!row) throw new NotFoundError(t.memberNotFound);
    const view = await groupFor(actor, Number(row.group_id)).catch(() => {
      throw new NotFoundError(t.memberNotFound);
    });
    return { row, view };
  }

  const limit = hourlyLimiter(ctx.counters);

  /** The group as the caller sees it; 404 unless they are in it (any status). */
  async function groupFor(actor: Actor, groupId: number, db: Db = ctx.db) {
    const view = await repo.findGroupView(db, actor.userId, groupId);
    if (!view || view.my_id === null) throw new NotFoundError(t.groupNotFound);
    return view;
  }

  /** A row of a group the caller is in; 404 ('Member not in group') otherwise. */
  async function memberOf(groupId: number, memberId: number, db: Db = ctx.db) {
    const m = await repo.findMember(db, memberId);
    if (!m || Number(m.group_id) !== groupId) throw new NotFoundError(t.memberNotFound);
    return m;
  }

  async function detail(actor: Actor, groupId: number): Promise<GroupDetail> {
    const view = await groupFor(actor, groupId);
    const me = myFacts(view, actor.userId);
    const sign = avatarSigner(ctx, actor.userId);
    const admin = isGroupAdmin(me);
    const rows = (await repo.listMembers(ctx.db, groupId)).filter(
      (m) => admin || m.request_status === 'accepted' || Number(m.user_id) === actor.userId,
    );
    return { ...presentGroup(view, actor.userId), members: rows.map((m) => presentMember(m, me, actor.userId, sign)) };
  }

  // ---------- realtime ----------

  /** `group.updated` (or `.created`) to each of these people, with the group as each sees it. */
  async function publishGroup(userIds: readonly number[], groupId: number, event: 'group.created' | 'group.updated') {
    for (const userId of userIds) {
      const view = await repo.findGroupView(ctx.db, userId, groupId);
      if (view && view.my_id !== null) ctx.realtime.publishToUser(userId, event, { item: presentGroup(view, userId) });
    }
  }

  /** A member event to the group's accepted admins and (for updates) the member, never the actor. */
  async function publishMember(
    groupId: number,
    groupName: string,
    event: 'group-member.created' | 'group-member.updated',
    memberId: number,
    actorId: number,
    alsoTo: number | null = null,
  ) {
    const rows = await repo.listMembers(ctx.db, groupId);
    const row = rows.find((r) => Number(r.id) === memberId);
    if (!row) return;
    for (const viewer of rows) {
      const viewerId = viewer.user_id === null ? null : Number(viewer.user_id);
      if (viewerId === null || viewerId === actorId) continue;
      if (!isGroupAdmin(factsOf(viewer)) && viewerId !== alsoTo) continue;
      ctx.realtime.publishToUser(viewerId, event, {
        item: presentMember(row, factsOf(viewer), viewerId, avatarSigner(ctx, viewerId)),
        group_id: groupId,
        group_name: groupName,
      });
    }
  }

  async function publishMemberRemoved(groupId: number, groupName: string, memberId: number, actorId: number) {
    for (const viewer of await repo.listMembers(ctx.db, groupId)) {
      const viewerId = viewer.user_id === null ? null : Number(viewer.user_id);
      if (viewerId === null || viewerId === actorId || !isGroupAdmin(factsOf(viewer))) continue;
      ctx.realtime.publishToUser(viewerId, 'group-member.removed', { id: memberId, group_id: groupId, group_name: groupName });
    }
  }

  /** The group chat's cards may read differently now (sharing changed, a member left or was removed): every accepted member reloads them. */
  async function publishCardsChanged(groupId: number) {
    for (const m of await repo.acceptedMembersSince(ctx.db, groupId))
      ctx.realtime.publishToUser(Number(m.user_id), 'group.sharing-changed', { group_id: groupId });
  }

  const othersOf = (rows: readonly repo.MemberView[], actorId: number) =>
    rows.flatMap((r) => (r.user_id === null || Number(r.user_id) === actorId ? [] : [Number(r.user_id)]));

  return {
    /** GET groups: mine (any status), or the ones I own or co-lead (scope=admin-or-owned); paged 20. */
    async list(actor: Actor, q: ListGroupsQuery): Promise<GroupPage> {
      assertCan(canUseGroups(actor));
      const offset = (q.page - 1) * q.perPage;
      const rows = await repo.listGroupsOf(ctx.db, actor.userId, {
        scope: q.scope,
        requestStatus: q.request_status,
        groupType: q.group_type,
        limit: q.perPage,
        offset,
      });
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countGroups(actor, q) : 0;
      return {
        items: rows.map((r) => presentGroup(r, actor.userId)),
        page: q.page,
        perPage: q.perPage,
        offset,
        totalItems: total,
        totalPages: Math.ceil(total / q.perPage),
      };
    },

    /** GET groups/{id}: the group and the rows I may see (admins: all; others: accepted and my own). */
    async get(actor: Actor, groupId: number): Promise<GroupDetail> {
      assertCan(canUseGroups(actor));
      return detail(actor, groupId);
    },

    /** POST groups: a standard group for anyone; premium only for a profile leader. The creator is its owner (accepted). */
    async create(actor: Actor, input: CreateGroupInput): Promise<GroupDetail> {
      assertCan(canUseGroups(actor));
      const user = await repo.findUser(ctx.db, actor.userId);
      assertCan(canCreateGroup(actor, { groupType: input.group_type, isLeader: !!user?.is_leader }));
      const groupId = await ctx.db.transaction(async (tx) => {
        const group = await repo.insertGroup(tx, {
          name: input.name,
          groupType: input.group_type,
          ownerId: actor.userId,
          settings: input.premium_group_settings,
        });
        await repo.insertMember(tx, {
          groupId: Number(group.id),
          userId: actor.userId,
          inviteEmail: null,
          role: 'owner',
          status: 'accepted',
          invitedBy: null,
        });
        return Number(group.id);
      });
      return detail(actor, groupId);
    },

    /** PUT groups/{id}: rename, or (premium groups) change settings; owner or co-leader. */
    async update(actor: Actor, groupId: number, input: UpdateGroupInput): Promise<{ message: string; item: GroupDetail }> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      assertCan(canManageGroup(actor, myFacts(view, actor.userId)));
      if (input.premium_group_settings && view.group_type !== 'premium_groups')
        throw ValidationError.field('premium_group_settings', t.premiumSettingsOnlyPremium);
      const settings =
        input.premium_group_settings && view.premium_group_settings
          ? { ...view.premium_group_settings, ...stripUndefined(input.premium_group_settings) }
          : undefined;
      await repo.updateGroup(ctx.db, groupId, { name: input.name, settings });
      await publishGroup(othersOf(await repo.listMembers(ctx.db, groupId), actor.userId), groupId, 'group.updated');
      return {
        message: input.name !== undefined && !input.premium_group_settings ? t.renamed : t.updated,
        item: await detail(actor, groupId),
      };
    },

    /** DELETE groups/{id}: the owner only; every member is told; unused invitation links stop working. */
    async remove(actor: Actor, groupId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      assertCan(canDeleteGroup(actor, myFacts(view, actor.userId)));
      const people = await ctx.db.transaction(async (tx) => {
        await ctx.invitations.revoke(tx, 'group', groupId);
        return repo.deleteGroup(tx, groupId);
      });
      for (const userId of people)
        if (userId !== actor.userId)
          ctx.realtime.publishToUser(userId, 'group.removed', { id: groupId, name: view.name, reason: 'deleted' });
    },

    /**
     * POST groups/{id}/members: an account gets a pending row, a notification and a mail; an address
     * without one gets an invitation mail (/invited-user, context_type=group) and a pending row that
     * its registration takes over.
     */
    async addMember(actor: Actor, groupId: number, input: { email: string; role: 'group-leader' | 'member' }): Promise<GroupMember> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      const me = myFacts(view, actor.userId);
      assertCan(canManageGroup(actor, me));
      // Premium groups (spec 4.5): members come through the application and pay; a started group is closed.
      if (view.group_type === 'premium_groups') {
        if (view.premium_group_status === 'started' || view.premium_group_status === 'completed')
          throw new ConflictError(premiumTexts.groupClosed, ERROR_CODES.groupClosed);
        if (input.role === 'member') throw new ConflictError(premiumTexts.membersJoinByApplication, ERROR_CODES.transitionRefused);
      }
      const target = await repo.findUserByEmail(ctx.db, input.email);
      if (target && Number(target.id) === actor.userId) throw ValidationError.field('email', t.cannotInviteYourself);
      // A block either way (spec 3 section 6): no row, no notification, no mail; the answer names no block.
      if (target && (await blocks.eitherWay(ctx.db, actor.userId, Number(target.id))))
        throw new ForbiddenError(t.cannotInvite, ERROR_CODES.notOpen);
      const userId = target && !target.suspended ? Number(target.id) : null;
      if (await repo.findRowForInvitee(ctx.db, groupId, { userId, email: input.email }))
        throw new ConflictError(t.alreadyMember, ERROR_CODES.alreadyMember);
      await limit(`group-invites:${actor.userId}`, GROUP_INVITE_LIMIT_PER_HOUR, t.tooManyInvitations);
      let memberId: number;
      try {
        // The row and its mail job are one write.
        memberId = await ctx.db.transaction(async (tx) => {
          const id = await repo.insertMember(tx, {
            groupId,
            userId,
            inviteEmail: userId === null ? input.email : null,
            role: input.role,
            status: 'pending',
            invitedBy: actor.userId,
          });
          await ctx.jobs.enqueue(JOB_MEMBER_INVITATION_MAIL, { memberId: id }, { tx });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(t.alreadyMember, ERROR_CODES.alreadyMember);
        throw error;
      }
      if (userId !== null) {
        await publishGroup([userId], groupId, 'group.created');
        await deps.notifications.notify(userId, {
          title: nt.invitedTitle,
          message: nt.invited(view.name),
          meta: { type: types.invited, target: targets.smallGroups, group_id: groupId, member_id: memberId },
        });
      }
      await publishMember(groupId, view.name, 'group-member.created', memberId, actor.userId);
      return presentMember((await repo.findMember(ctx.db, memberId))!, me, actor.userId, avatarSigner(ctx, actor.userId));
    },

    /**
     * PUT groups/{id}/members/{memberId}: promote/demote (admins; not the owner's row, not one's own;
     * a member_status_changed note records it) and/or share_data (one's own accepted row).
     */
    async updateMember(
      actor: Actor,
      groupId: number,
      memberId: number,
      input: UpdateMemberInput,
    ): Promise<{ message: string; item: GroupMember }> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      const me = myFacts(view, actor.userId);
      const row = await memberOf(groupId, memberId);
      if (input.role_type !== undefined) assertCan(canChangeRole(actor, me, factsOf(row), input.role_type));
      // A premium group's member must have paid (spec 4.5): a co-leader is not made one.
      if (input.role_type === 'member' && view.group_type === 'premium_groups' && row.premium_group_status === null)
        throw new ConflictError(premiumTexts.noDemoteInPremium, ERROR_CODES.transitionRefused);
      if (input.share_data !== undefined) assertCan(canToggleSharing(actor, factsOf(row)));
      await ctx.db.transaction(async (tx) => {
        const locked = await repo.lockMember(tx, memberId);
        if (!locked || Number(locked.group_id) !== groupId) throw new NotFoundError(t.memberNotFound);
        if (input.role_type !== undefined) {
          // Re-checked on the locked row: two admins changing one role at once cannot both pass.
          assertCan(canChangeRole(actor, me, factsOf(locked), input.role_type));
          await repo.setRole(tx, memberId, input.role_type);
          await repo.insertNote(tx, {
            groupId,
            memberId,
            authorId: actor.userId,
            adminId: null,
            title: input.role_type === 'group-leader' ? 'Promoted to Co-leader' : 'Demoted to Member',
            noteType: 'member_status_changed',
            content: null,
            meetingDate: null,
            previousState: locked.role_type,
            newState: input.role_type,
          });
        }
        if (input.share_data !== undefined) await repo.setSharing(tx, memberId, input.share_data);
      });
      const target = row.user_id === null ? null : Number(row.user_id);
      if (input.share_data !== undefined) await publishCardsChanged(groupId);
      await publishMember(groupId, view.name, 'group-member.updated', memberId, actor.userId, target);
      if (target !== null && target !== actor.userId) await publishGroup([target], groupId, 'group.updated');
      const fresh = await detail(actor, groupId);
      const item = fresh.members.find((m) => m.id === memberId)!;
      return { message: input.role_type !== undefined ? t.roleUpdated : t.sharingUpdated, item };
    },

    /** DELETE groups/{id}/members/{memberId}: admins; not the owner's row, not one's own. */
    async removeMember(actor: Actor, groupId: number, memberId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      const me = myFacts(view, actor.userId);
      const row = await memberOf(groupId, memberId);
      assertCan(canRemoveMember(actor, me, factsOf(row)));
      await ctx.db.transaction(async (tx) => {
        await ctx.events.emit(tx, 'groups.member-leaving', { groupId, memberId, reason: 'removed', by: actor.userId });
        await repo.deleteMember(tx, memberId);
        if (row.user_id === null && row.email) await ctx.invitations.revoke(tx, 'group', groupId, row.email);
      });
      if (row.user_id !== null) {
        const userId = Number(row.user_id);
        ctx.realtime.publishToUser(userId, 'group.removed', { id: groupId, name: view.name, reason: 'removed' });
        await deps.notifications.notify(userId, {
          title: nt.removedTitle,
          message: nt.removed(view.name),
          meta: { type: types.removed, target: targets.smallGroups, group_id: groupId },
        });
      }
      await publishMemberRemoved(groupId, view.name, memberId, actor.userId);
      await publishCardsChanged(groupId);
    },

    /**
     * DELETE members/leave-group?group_id=: anyone leaves their own row, except the only accepted
     * owner or co-leader ('Please add another Group admin before leaving the group.'). An owner who
     * leaves hands the group to the longest-serving accepted co-leader.
     */
    async leave(actor: Actor, groupId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      const left = await ctx.db.transaction(async (tx) => {
        const rows = await repo.lockMembersOf(tx, groupId);
        const mine = rows.find((r) => Number(r.user_id) === actor.userId);
        if (!mine) throw new NotFoundError(t.memberNotFound);
        if (isLastAdmin(actor.userId, rows.map(factsOf))) throw new ConflictError(t.lastAdmin, ERROR_CODES.lastAdmin);
        await ctx.events.emit(tx, 'groups.member-leaving', { groupId, memberId: Number(mine.id), reason: 'left', by: actor.userId });
        await repo.deleteMember(tx, Number(mine.id));
        if (mine.role_type === 'owner') {
          const heir = rows
            .filter((r) => r.role_type === 'group-leader' && r.request_status === 'accepted')
            .sort((a, b) => +new Date(a.accepted_at ?? 0) - +new Date(b.accepted_at ?? 0) || Number(a.id) - Number(b.id))[0]!;
          await repo.transferOwnership(tx, groupId, Number(heir.id), Number(heir.user_id));
          await repo.insertNote(tx, {
            groupId,
            memberId: Number(heir.id),
            authorId: actor.userId,
            adminId: null,
            title: 'Became group Leader',
            noteType: 'member_status_changed',
            content: null,
            meetingDate: null,
            previousState: 'group-leader',
            newState: 'owner',
          });
        }
        return Number(mine.id);
      });
      await publishMemberRemoved(groupId, view.name, left, actor.userId);
      await publishCardsChanged(groupId);
    },

    /**
     * PATCH members/{id}/request-status: the invitee accepts or rejects (a rejected invitation can be
     * accepted later); a status_changed note records it; the admins see it live.
     */
    async answer(actor: Actor, memberId: number, status: MemberAnswer): Promise<Group> {
      assertCan(canUseGroups(actor));
      const row = await repo.findMember(ctx.db, memberId);
      if (!row) throw new NotFoundError(t.memberNotFound);
      // Someone outside the group learns nothing about the row.
      if (Number(row.user_id) !== actor.userId && !(await repo.findMembership(ctx.db, Number(row.group_id), actor.userId)))
        throw new NotFoundError(t.memberNotFound);
      assertCan(canAnswerInvitation(actor, factsOf(row)));
      // A premium applicant's row is not an invitation: it becomes accepted by the pre-payment.
      if (row.premium_group_status !== null) throw new ConflictError(premiumTexts.prePaymentNotDue, ERROR_CODES.transitionRefused);
      const groupId = Number(row.group_id);
      await ctx.db.transaction(async (tx) => {
        const locked = await repo.lockMember(tx, memberId);
        if (!locked) throw new NotFoundError(t.memberNotFound);
        assertCan(canAnswerInvitation(actor, factsOf(locked)));
        if (locked.request_status === status) return;
        await repo.setRequestStatus(tx, memberId, status);
        await repo.insertNote(tx, {
          groupId,
          memberId,
          authorId: actor.userId,
          adminId: null,
          title: status === 'accepted' ? 'Invitation accepted' : 'Invitation rejected',
          noteType: 'status_changed',
          content: null,
          meetingDate: null,
          previousState: locked.request_status,
          newState: status,
        });
      });
      const view = await groupFor(actor, groupId);
      await publishMember(groupId, view.name, 'group-member.updated', memberId, actor.userId);
      if (
        row.invited_by !== null &&
        Number(row.invited_by) !== actor.userId &&
        row.request_status !== status &&
        !(await blocks.eitherWay(ctx.db, Number(row.invited_by), actor.userId))
      ) {
        await deps.notifications.notify(Number(row.invited_by), {
          title: nt.answeredTitle,
          message: nt.answered(await nameOf(actor.userId), view.name, status),
          meta: { type: types.answered, target: targets.memberProgress(groupId), group_id: groupId, member_id: memberId },
        });
      }
      return presentGroup(view, actor.userId);
    },

    /** POST members/{id}/resend-invitation: admins, for rows not accepted, a few times an hour. */
    async resendInvitation(actor: Actor, memberId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const { row, view } = await memberAndGroup(actor, memberId);
      assertCan(canResendInvitation(actor, myFacts(view, actor.userId), factsOf(row)));
      if (row.user_id !== null && (await blocks.eitherWay(ctx.db, actor.userId, Number(row.user_id))))
        throw new ForbiddenError(t.cannotInvite, ERROR_CODES.notOpen);
      await limit(`group-resend:${memberId}`, GROUP_RESEND_LIMIT_PER_HOUR, t.resendTooSoon);
      await ctx.jobs.enqueue(JOB_MEMBER_INVITATION_MAIL, { memberId });
    },

    /** POST members/{id}/send-reminder: admins, to accepted members who share data: a notification and a mail. */
    async sendReminder(actor: Actor, memberId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const { row, view } = await memberAndGroup(actor, memberId);
      assertCan(canSendReminder(actor, myFacts(view, actor.userId), factsOf(row)));
      await limit(`group-reminder:${memberId}`, GROUP_REMINDER_LIMIT_PER_HOUR, t.reminderTooSoon);
      await ctx.jobs.enqueue(JOB_MEMBER_REMINDER_MAIL, { memberId });
      await deps.notifications.notify(Number(row.user_id), {
        title: groupReminderTexts.title,
        message: groupReminderTexts.message(view.name),
        meta: { type: types.reminder, target: targets.checkIn, group_id: Number(row.group_id), member_id: memberId },
      });
    },

    /** GET leader: the profile's leader flag and the groups I own or co-lead. */
    async leader(actor: Actor): Promise<LeaderStatus> {
      assertCan(canUseGroups(actor));
      const [user, groups] = await Promise.all([repo.findUser(ctx.db, actor.userId), repo.leaderGroups(ctx.db, actor.userId)]);
      return {
        is_leader: !!user?.is_leader,
        leads_groups: groups.length > 0,
        groups: groups.map((g) => ({ id: Number(g.id), name: g.name, group_type: g.group_type, role_type: g.role_type })),
      };
    },
  };

  async function countGroups(actor: Actor, q: ListGroupsQuery) {
    const rows = await repo.listGroupsOf(ctx.db, actor.userId, {
      scope: q.scope,
      requestStatus: q.request_status,
      groupType: q.group_type,
      limit: 1,
      offset: 0,
    });
    return rows[0] ? Number(rows[0].total) : 0;
  }
}
export type GroupsService = ReturnType<typeof createGroupsService>;

function stripUndefined<T extends object>(v: T): Partial<T> {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as Partial<T>;
}
