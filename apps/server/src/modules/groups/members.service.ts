import { ERROR_CODES } from '@holdfast/shared/common';
import {
  groupNotificationTexts as nt,
  groupNotificationTypes as types,
  groupReminderTexts,
  groupsTexts as t,
  groupTargets as targets,
  isLastAdmin,
  type GroupMember,
  type UpdateMemberInput,
} from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { findAccountWithLeaderFlag } from '../accounts';
import type { NotificationsService } from '../notifications';
import { createGroupAccess } from './group-access';
import { createGroupEvents } from './group-events';
import * as groups from './groups.repository';
import { reminderMail } from './groups.mails';
import { canChangeRole, canRemoveMember, canSendReminder, canToggleSharing, canUseGroups } from './groups.policy';
import { factsOf, myFacts } from './groups.presenter';
import * as repo from './members.repository';
import { insertNote } from './notes.repository';

/** Reminders to one member an hour. */
export const GROUP_REMINDER_LIMIT_PER_HOUR = 3;

export const JOB_MEMBER_REMINDER_MAIL = jobName<{ memberId: number }>('groups.reminder-mail');

/**
 * A group's members: roles and sharing, removal, leaving (an owner hands the group over), and the
 * admins' check-in reminders. Every call opens with its policy; a row or group the caller is not in
 * is 404. Changes reach everyone concerned as realtime events and, where they concern a person, a
 * notification; mail goes through jobs.
 */
export function createMembersService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const { groupFor, memberOf, memberAndGroup, detail } = createGroupAccess(ctx);
  const { publishGroup, publishMember, publishMemberRemoved, publishCardsChanged } = createGroupEvents(ctx);
  const limit = hourlyLimiter(ctx.counters);

  ctx.jobs.define(JOB_MEMBER_REMINDER_MAIL, async ({ memberId }) => {
    const m = await repo.findMember(ctx.db, memberId);
    if (!m || m.user_id === null || m.request_status !== 'accepted') return;
    const [group, user] = await Promise.all([
      groups.findGroupView(ctx.db, 0, Number(m.group_id)),
      findAccountWithLeaderFlag(ctx.db, Number(m.user_id)),
    ]);
    if (!group || !user || user.suspended) return;
    await ctx.mailer.send(
      reminderMail(user.email, groupReminderTexts.mailSubject, groupReminderTexts.message(group.name), ctx.config.appUrl + targets.checkIn),
    );
  });

  return {
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
          await insertNote(tx, {
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
          await groups.transferOwnership(tx, groupId, Number(heir.id), Number(heir.user_id));
          await insertNote(tx, {
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
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
