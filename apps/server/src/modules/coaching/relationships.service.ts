import { displayNameOf, invitationPath } from '@holdfast/shared/accountability';
import {
  coachingNotificationTexts as nt,
  coachingNotificationTypes as types,
  coachingTargets as targets,
  coachingTexts as t,
  type AdminCoach,
  type CoachDetail,
  type InviteCoachInput,
} from '@holdfast/shared/coaching';
import type { Page, PageQuery } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { pageOffset, windowPage } from '../../platform/http/paging';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { assignRole, findAccountByEmail, findAccountEmail, findPersonNames } from '../accounts';
import { findCoachByEmail, findCoachById, findCoachByUser, type CoachRow } from './coaching.repository';
import { canAnswerCoachInvitation, canInviteCoaches } from './coaching.policy';
import type { CoachingDeps } from './deps';
import { coachInvitationMail, coachInvitedMail } from './relationships.mails';
import { presentAdminCoach, presentCoachDetail, presentPerson } from './relationships.presenter';
import * as repo from './relationships.repository';

/** The coach invitation mail of one coach row (an account: a notice; an address: the registration link). */
export const JOB_COACH_INVITATION_MAIL = jobName<{ coachId: number }>('coaching.coach-invitation-mail');

/**
 * Who becomes a coach: an ff_admin invites an address (a pending coach row; an account gets a
 * notification, every invitee a mail through jobs), lists the coaches, and the invitee reads their
 * record and accepts it (the row becomes theirs and they hold the coach role; billing comes next).
 */
export function createCoachInvitationsService(ctx: AppContext, deps: Pick<CoachingDeps, 'notifications'>) {
  async function nameOf(userId: number | null) {
    if (userId === null) return 'Holdfast';
    const [p] = await findPersonNames(ctx.db, [userId]);
    return displayNameOf(p ?? {});
  }

  ctx.jobs.define(JOB_COACH_INVITATION_MAIL, async ({ coachId }, job) => {
    // Re-read: the row may be accepted or gone. The token is made here, from the job's id (a re-run mails the same link).
    const row = await repo.findCoachInvitation(ctx.db, coachId);
    if (!row || row.request_status !== 'pending') return;
    const inviter = await nameOf(row.invited_by === null ? null : Number(row.invited_by));
    if (row.user_id === null) {
      const { token, live } = await ctx.invitations.issue(ctx.db, {
        email: row.email,
        contextType: 'coach',
        contextId: Number(row.id),
        invitedBy: row.invited_by === null ? null : Number(row.invited_by),
        key: job.id,
      });
      if (!live) return;
      const link = ctx.config.appUrl + invitationPath({ token, email: row.email, context_type: 'coach', context_id: Number(row.id) });
      await ctx.mailer.send(coachInvitationMail(row.email, inviter, link, token));
    } else {
      const account = await findAccountEmail(ctx.db, Number(row.user_id));
      if (!account || account.suspended) return;
      await ctx.mailer.send(coachInvitedMail(account.email, inviter, ctx.config.appUrl + targets.coachInvitation));
    }
  });

  /**
   * The caller's coach row: theirs by account, else an invitation to their address that no account
   * claimed (they signed up without the link); null when they have none.
   */
  async function ownCoachRow(actor: Actor): Promise<CoachRow | null> {
    const mine = await findCoachByUser(ctx.db, actor.userId);
    if (mine) return mine;
    const account = await findAccountEmail(ctx.db, actor.userId);
    const unclaimed = account ? await repo.findUnclaimedCoachByEmail(ctx.db, account.email) : null;
    return unclaimed ? findCoachById(ctx.db, Number(unclaimed.id)) : null;
  }

  async function detailOf(actor: Actor, row: CoachRow): Promise<CoachDetail> {
    const [[me], account, clients] = await Promise.all([
      findPersonNames(ctx.db, [actor.userId]),
      findAccountEmail(ctx.db, actor.userId),
      repo.listClientStatuses(ctx.db, Number(row.id)),
    ]);
    const person = presentPerson({ ...me!, id: actor.userId }, avatarSigner(ctx, actor.userId), account?.email ?? null);
    return presentCoachDetail(row, { id: actor.userId, person }, clients);
  }

  return {
    /**
     * POST admin/coaches: one coach row per address (and per account); an account gets a
     * notification and a mail, an address without one the registration link (context 'coach').
     */
    async invite(actor: Actor, input: InviteCoachInput): Promise<AdminCoach> {
      assertCan(canInviteCoaches(actor));
      if (await findCoachByEmail(ctx.db, input.email)) throw new ConflictError(t.coachAlreadyInvited);
      const target = await findAccountByEmail(ctx.db, input.email);
      if (target && (await findCoachByUser(ctx.db, Number(target.id)))) throw new ConflictError(t.coachAlreadyInvited);
      let coachId: number;
      try {
        coachId = await ctx.db.transaction(async (tx) => {
          const id = await repo.insertCoach(tx, {
            email: input.email,
            userId: target ? Number(target.id) : null,
            invitedBy: actor.userId,
            meetingUrl: input.meeting_url ?? null,
          });
          await ctx.jobs.enqueue(JOB_COACH_INVITATION_MAIL, { coachId: id }, { tx });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(t.coachAlreadyInvited);
        throw error;
      }
      // A suspended account hears nothing (it cannot sign in); the admin's answer is the same.
      if (target && !target.suspended) {
        await deps.notifications.notify(Number(target.id), {
          title: nt.coachInvitedTitle,
          message: nt.coachInvited(await nameOf(actor.userId)),
          aboutUserId: actor.userId,
          meta: { type: types.coachInvited, target: targets.coachInvitation, coach_id: coachId },
        });
      }
      return presentAdminCoach((await repo.findAdminCoach(ctx.db, coachId))!);
    },

    /** GET admin/coaches: every coach, newest first, with their accepted clients. */
    async list(actor: Actor, q: PageQuery): Promise<Page<AdminCoach>> {
      assertCan(canInviteCoaches(actor));
      const rows = await repo.listAdminCoaches(ctx.db, q.perPage, pageOffset(q.page, q.perPage));
      return windowPage(rows, q, presentAdminCoach, () => repo.countCoaches(ctx.db));
    },

    /** GET coach: the caller's own coach record (any request status); 404 when they were never invited. */
    async mine(actor: Actor): Promise<CoachDetail> {
      assertCan(canAnswerCoachInvitation(actor));
      const row = await ownCoachRow(actor);
      if (!row) throw new NotFoundError(t.coachNotFound);
      return detailOf(actor, row);
    },

    /**
     * PATCH coach/invitation/accept: the row becomes the caller's, accepted, and they hold the coach
     * role (billing setup is the next step). Accepting twice changes nothing.
     */
    async accept(actor: Actor): Promise<CoachDetail> {
      assertCan(canAnswerCoachInvitation(actor));
      const row = await ownCoachRow(actor);
      if (!row) throw new NotFoundError(t.coachNotFound);
      try {
        await ctx.db.transaction(async (tx) => {
          const locked = await repo.lockCoach(tx, Number(row.id));
          if (!locked || (locked.user_id !== null && Number(locked.user_id) !== actor.userId)) throw new NotFoundError(t.coachNotFound);
          if (locked.request_status === 'accepted' && locked.user_id !== null) return;
          await repo.acceptCoach(tx, Number(row.id), actor.userId);
          await assignRole(tx, actor.userId, 'coach');
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(t.coachAlreadyInvited);
        throw error;
      }
      // Their other tabs learn the new role.
      ctx.realtime.publishToUser(actor.userId, 'profile.updated', { user_id: actor.userId });
      return detailOf(actor, (await findCoachById(ctx.db, Number(row.id)))!);
    },
  };
}
export type CoachInvitationsService = ReturnType<typeof createCoachInvitationsService>;
