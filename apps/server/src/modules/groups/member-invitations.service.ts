import { invitationPath } from '@holdfast/shared/accountability';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  groupNotificationTexts as nt,
  groupNotificationTypes as types,
  groupsTexts as t,
  groupTargets as targets,
  type Group,
  type GroupMember,
  type MemberAnswer,
} from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findAccountByEmail, findAccountWithLeaderFlag } from '../accounts';
import { blocks } from '../messaging';
import type { NotificationsService } from '../notifications';
import { createGroupAccess } from './group-access';
import { createGroupEvents } from './group-events';
import * as groups from './groups.repository';
import { groupInvitationMail, groupInvitedMail } from './groups.mails';
import { canAnswerInvitation, canManageGroup, canResendInvitation, canUseGroups } from './groups.policy';
import { factsOf, myFacts, presentGroup, presentMember } from './groups.presenter';
import * as repo from './members.repository';
import { insertNote } from './notes.repository';

/** Invitations one admin may send an hour; resends of one invitation an hour. */
export const GROUP_INVITE_LIMIT_PER_HOUR = 50;
export const GROUP_RESEND_LIMIT_PER_HOUR = 3;

/** The invitation mail of one membership row (an account: a notice; an address: the registration link). */
export const JOB_MEMBER_INVITATION_MAIL = jobName<{ memberId: number }>('groups.invitation-mail');

/**
 * Invitations to a group: an admin invites an account or an address (a pending row, a notification,
 * a mail through jobs), resends it, and the invitee accepts or rejects. Every call opens with its
 * policy; a row or group the caller is not in is 404.
 */
export function createMemberInvitationsService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const { groupFor, memberAndGroup, nameOf } = createGroupAccess(ctx);
  const { publishGroup, publishMember } = createGroupEvents(ctx);
  const limit = hourlyLimiter(ctx.counters);

  ctx.jobs.define(JOB_MEMBER_INVITATION_MAIL, async ({ memberId }, job) => {
    // Re-read: the row may be answered or gone; the token is made here, never in a payload, from
    // the job's id (a re-run mails the same link).
    const m = await repo.findMember(ctx.db, memberId);
    if (!m || m.request_status === 'accepted' || !m.email) return;
    const group = await groups.findGroupView(ctx.db, 0, Number(m.group_id));
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
      const user = await findAccountWithLeaderFlag(ctx.db, Number(m.user_id));
      if (!user || user.suspended) return;
      if (m.invited_by !== null && (await blocks.eitherWay(ctx.db, Number(m.invited_by), Number(m.user_id)))) return;
      await ctx.mailer.send(groupInvitedMail(user.email, inviterName, group.name, ctx.config.appUrl + targets.smallGroups));
    }
  });

  return {
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
      // Premium groups (spec 4.5, issue 14): members come through the application and pay; a started group is closed.
      if (view.group_type === 'premium_groups') {
        if (view.premium_group_status === 'started' || view.premium_group_status === 'completed')
          throw new ConflictError(premiumTexts.groupClosed, ERROR_CODES.groupClosed);
        if (input.role === 'member') throw new ConflictError(premiumTexts.membersJoinByApplication, ERROR_CODES.transitionRefused);
      }
      const target = await findAccountByEmail(ctx.db, input.email);
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
      // A premium applicant's row is not an invitation: it becomes accepted by the pre-payment (issue 14).
      if (row.premium_group_status !== null) throw new ConflictError(premiumTexts.prePaymentNotDue, ERROR_CODES.transitionRefused);
      const groupId = Number(row.group_id);
      await ctx.db.transaction(async (tx) => {
        const locked = await repo.lockMember(tx, memberId);
        if (!locked) throw new NotFoundError(t.memberNotFound);
        assertCan(canAnswerInvitation(actor, factsOf(locked)));
        if (locked.request_status === status) return;
        await repo.setRequestStatus(tx, memberId, status);
        await insertNote(tx, {
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
          aboutUserId: actor.userId,
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
  };
}
export type MemberInvitationsService = ReturnType<typeof createMemberInvitationsService>;
