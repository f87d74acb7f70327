import { DEFAULT_SHARING, displayNameOf, invitationPath, type Sharing } from '@holdfast/shared/accountability';
import {
  coachingNotificationTexts as nt,
  coachingNotificationTypes as types,
  coachingTargets as targets,
  coachingTexts as t,
  relationshipTexts as rt,
  type AnswerCoachInvitationInput,
  type ClientLinkQuery,
  type CoachClient,
  type CoachClientView,
  type InviteClientInput,
  type UpdateClientSharingInput,
} from '@holdfast/shared/coaching';
import { ERROR_CODES } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { assignRole, findAccountByEmail, findAccountEmail, findNamedPeople, findPersonNames, removeRole } from '../accounts';
import { blocks } from '../messaging';
import { findClientLinkById, findCoachById } from './coaching.repository';
import { canUseClientPage, canUseCoachCentre } from './coaching.policy';
import type { CoachingDeps } from './deps';
import { clientInvitationMail, clientInvitedMail } from './relationships.mails';
import { presentClientView, presentInvitedClient, sharingOf } from './relationships.presenter';
import * as repo from './relationships.repository';

/** Invitations one coach may send an hour; resends of one invitation an hour. */
export const CLIENT_INVITE_LIMIT_PER_HOUR = 50;
export const CLIENT_RESEND_LIMIT_PER_HOUR = 3;

/** The invitation mail of one client row (an account: accept and reject links; an address: the registration link). */
export const JOB_CLIENT_INVITATION_MAIL = jobName<{ coachUserId: number }>('coaching.client-invitation-mail');

/**
 * Who becomes a client: an accepted coach whose centre is open invites an address (a pending row,
 * a notification, a mail through jobs), resends it and removes a client; the invitee reads the
 * invitation, chooses what the coach sees and accepts or rejects; a client changes the switches
 * later. A client has one accepted coach (the database's unique index says so under any race).
 */
export function createClientLinksService(ctx: AppContext, deps: CoachingDeps) {
  const limit = hourlyLimiter(ctx.counters);

  async function nameOf(userId: number) {
    const [p] = await findPersonNames(ctx.db, [userId]);
    return displayNameOf(p ?? {});
  }

  ctx.jobs.define(JOB_CLIENT_INVITATION_MAIL, async ({ coachUserId }, job) => {
    // Re-read: the row may be answered or gone; the token is made here, from the job's id.
    const link = await findClientLinkById(ctx.db, coachUserId);
    if (!link || link.request_status !== 'pending') return;
    const coach = await findCoachById(ctx.db, Number(link.coach_id));
    if (!coach || coach.user_id === null) return;
    const coachName = await nameOf(Number(coach.user_id));
    if (link.user_id === null) {
      const { token, live } = await ctx.invitations.issue(ctx.db, {
        email: link.email,
        contextType: 'coaching',
        contextId: Number(link.id),
        invitedBy: Number(coach.user_id),
        key: job.id,
      });
      if (!live) return;
      const url = ctx.config.appUrl + invitationPath({ token, email: link.email, context_type: 'coaching', context_id: Number(link.id) });
      await ctx.mailer.send(clientInvitationMail(link.email, coachName, url, token));
    } else {
      const account = await findAccountEmail(ctx.db, Number(link.user_id));
      if (!account || account.suspended) return;
      const answer = (status: 'accepted' | 'rejected') => ctx.config.appUrl + targets.clientAnswer(Number(link.id), status);
      await ctx.mailer.send(clientInvitedMail(account.email, coachName, answer('accepted'), answer('rejected')));
    }
  });

  /** Who the caller is to their invitations: their account, and their address for rows no account has claimed. */
  async function whoIs(actor: Actor) {
    const account = await findAccountEmail(ctx.db, actor.userId);
    return { userId: actor.userId, email: account?.email ?? '' };
  }

  function clientsChanged(coachUserId: number | null, coachId: number) {
    if (coachUserId !== null) ctx.realtime.publishToUser(coachUserId, 'coaching.clients-changed', { coach_id: coachId });
  }

  return {
    /**
     * POST coach/users: a pending row for the address (an account's at once); a rejected invitation
     * is sent again. Refused: oneself, an address this coach already invited, a person with an
     * accepted coach, a block either way. The first invite starts the trial's clock (billing's hook).
     */
    async invite(actor: Actor, input: InviteClientInput): Promise<CoachClient> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      const [me, target] = await Promise.all([findAccountEmail(ctx.db, actor.userId), findAccountByEmail(ctx.db, input.email)]);
      if (me?.email.toLowerCase() === input.email || (target && Number(target.id) === actor.userId))
        throw ValidationError.field('email', t.cannotCoachYourself);
      // A block either way (spec 3 section 6): no row, no notification, no mail; the answer names no block.
      if (target && (await blocks.eitherWay(ctx.db, actor.userId, Number(target.id))))
        throw new ForbiddenError(rt.cannotInvite, ERROR_CODES.notOpen);
      const userId = target ? Number(target.id) : null;
      await limit(`coach-invites:${coach.id}`, CLIENT_INVITE_LIMIT_PER_HOUR, rt.tooManyInvitations);
      let id: number;
      try {
        id = await ctx.db.transaction(async (tx) => {
          const existing = await repo.findClientRowForInvitee(tx, Number(coach.id), { userId, email: input.email });
          if (existing && existing.request_status !== 'rejected')
            throw new ConflictError(t.clientAlreadyInvited, ERROR_CODES.alreadyPending);
          if (userId !== null && (await repo.hasAcceptedCoach(tx, userId))) throw new ConflictError(t.hasAnotherCoach);
          const rowId = existing
            ? (await repo.reinviteClient(tx, Number(existing.id), { userId, email: input.email }), Number(existing.id))
            : await repo.insertClient(tx, { coachId: Number(coach.id), userId, email: input.email });
          await deps.billing.clientInvited(tx, Number(coach.id));
          await ctx.jobs.enqueue(JOB_CLIENT_INVITATION_MAIL, { coachUserId: rowId }, { tx });
          return rowId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(t.clientAlreadyInvited, ERROR_CODES.alreadyPending);
        throw error;
      }
      // A suspended account hears nothing (it cannot sign in); the coach's answer is the same.
      if (target && !target.suspended) {
        await deps.notifications.notify(Number(target.id), {
          title: nt.clientInvitedTitle,
          message: nt.clientInvited(await nameOf(actor.userId)),
          aboutUserId: actor.userId,
          meta: { type: types.clientInvited, target: targets.clientAccept(id), coach_id: Number(coach.id), coach_user_id: id },
        });
      }
      clientsChanged(actor.userId, Number(coach.id));
      return presentInvitedClient((await findClientLinkById(ctx.db, id))!);
    },

    /** POST coach/users/{id}/resend-invitation: a pending invitation's mail again, a few times an hour. */
    async resend(actor: Actor, coachUserId: number): Promise<void> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor);
      const link = await deps.gate.clientOf(coach, coachUserId);
      if (link.request_status !== 'pending') throw new ConflictError(rt.notPending, ERROR_CODES.notPending);
      await limit(`coach-resend:${coachUserId}`, CLIENT_RESEND_LIMIT_PER_HOUR, rt.resendTooSoon);
      await ctx.jobs.enqueue(JOB_CLIENT_INVITATION_MAIL, { coachUserId });
    },

    /**
     * DELETE coach/users/{id}: the row goes (its notes with it); an accepted client's removal
     * changes the subscription's quantity (billing's hook) and, with no accepted coach left, the
     * coach_client role. Open to a coach whose payment failed too: removing clients lowers the bill.
     * The client's open pages are told to refresh (and leave the coaching pages).
     */
    async remove(actor: Actor, coachUserId: number): Promise<void> {
      assertCan(canUseCoachCentre(actor));
      const coach = await deps.gate.coach(actor, { open: false });
      const removed = await ctx.db.transaction(async (tx) => {
        const link = await deps.gate.clientOf(coach, coachUserId, { lock: true, db: tx });
        await repo.deleteClient(tx, coachUserId);
        await ctx.invitations.revoke(tx, 'coaching', coachUserId);
        if (link.request_status === 'accepted') await deps.billing.clientsChanged(tx, Number(coach.id));
        const clientId = link.user_id === null ? null : Number(link.user_id);
        if (clientId !== null && !(await repo.hasAcceptedCoach(tx, clientId))) await removeRole(tx, clientId, 'coach_client');
        return clientId;
      });
      if (removed !== null) ctx.realtime.publishToUser(removed, 'forced_refresh', { reason: 'coach_removed' });
      clientsChanged(actor.userId, Number(coach.id));
    },

    /**
     * GET coach/client: the caller's own link with their coach: the one `coach_user` names (any
     * status), else the accepted one, else the newest pending invitation; 404 when none.
     */
    async mine(actor: Actor, q: ClientLinkQuery): Promise<CoachClientView> {
      assertCan(canUseClientPage(actor));
      const who = await whoIs(actor);
      const view = q.coach_user ? await repo.findOwnClientLink(ctx.db, q.coach_user, who) : await repo.findCurrentClientLink(ctx.db, who);
      if (!view) throw new NotFoundError(t.coachNotFound);
      const coachId = view.coach_user_id_of_coach === null ? null : Number(view.coach_user_id_of_coach);
      const coach = coachId === null ? null : ((await findNamedPeople(ctx.db, [coachId])).get(coachId) ?? null);
      return presentClientView(view, coach, avatarSigner(ctx, actor.userId));
    },

    /**
     * POST coach/client/invitation/accept: the invitee answers their own pending row (another's is
     * 404). Accepting stores the switches they chose (each on unless turned off), grants the
     * coach_client role and changes the subscription's quantity, in one transaction; the same answer
     * twice changes nothing.
     */
    async answer(actor: Actor, input: AnswerCoachInvitationInput): Promise<string> {
      assertCan(canUseClientPage(actor));
      const who = await whoIs(actor);
      const done = input.status === 'accepted' ? t.invitationAccepted : t.invitationRejected;
      let changed: { coachUserId: number | null; coachId: number } | null;
      try {
        changed = await ctx.db.transaction(async (tx) => {
          const link = await repo.findOwnClientLink(tx, input.coach_user_id, who, { lock: true });
          if (!link) throw new NotFoundError(t.coachUserNotFound);
          if (link.request_status === input.status) return null;
          if (link.request_status !== 'pending') throw new ConflictError(rt.notPending, ERROR_CODES.notPending);
          const coachId = Number(link.coach_id);
          if (input.status === 'accepted') {
            if (await repo.hasAcceptedCoach(tx, actor.userId)) throw new ConflictError(t.hasAnotherCoach);
            const sharing: Sharing = { ...DEFAULT_SHARING, ...input.sharing };
            await repo.answerClient(tx, Number(link.id), { userId: actor.userId, status: 'accepted', sharing });
            await assignRole(tx, actor.userId, 'coach_client');
            await deps.billing.clientsChanged(tx, coachId);
          } else {
            await repo.answerClient(tx, Number(link.id), { userId: actor.userId, status: 'rejected', sharing: null });
          }
          return { coachUserId: link.coach_user_id_of_coach === null ? null : Number(link.coach_user_id_of_coach), coachId };
        });
      } catch (error) {
        // Two accepts at once (two coaches' invitations): the unique index lets one through.
        if (isUniqueViolation(error, 'coach_users_user_unique'))
          throw new ConflictError(t.clientAlreadyInvited, ERROR_CODES.alreadyPending);
        if (isUniqueViolation(error)) throw new ConflictError(t.hasAnotherCoach);
        throw error;
      }
      if (changed) {
        if (input.status === 'accepted') ctx.realtime.publishToUser(actor.userId, 'profile.updated', { user_id: actor.userId });
        if (changed.coachUserId !== null) {
          await deps.notifications.notify(changed.coachUserId, {
            title: nt.clientAnsweredTitle,
            message: nt.clientAnswered(await nameOf(actor.userId), input.status),
            aboutUserId: actor.userId,
            meta: { type: types.clientAnswered, target: targets.centre, coach_id: changed.coachId, coach_user_id: input.coach_user_id },
          });
        }
        clientsChanged(changed.coachUserId, changed.coachId);
      }
      return done;
    },

    /** PATCH coach/client/sharing: the client's switches of what their accepted coach sees. */
    async updateSharing(actor: Actor, input: UpdateClientSharingInput): Promise<Sharing> {
      assertCan(canUseClientPage(actor));
      const { sharing, coachId } = await ctx.db.transaction(async (tx) => {
        const link = await repo.lockAcceptedClientLink(tx, actor.userId);
        if (!link) throw new NotFoundError(t.coachNotFound);
        const next: Sharing = { ...sharingOf(link), ...definedOf(input) };
        await repo.updateClientSharing(tx, Number(link.id), next);
        return { sharing: next, coachId: Number(link.coach_id) };
      });
      const coach = await findCoachById(ctx.db, coachId);
      clientsChanged(coach?.user_id == null ? null : Number(coach.user_id), coachId);
      return sharing;
    },
  };
}
export type ClientLinksService = ReturnType<typeof createClientLinksService>;

/** The switches a request named (an absent one keeps its value). */
function definedOf(input: UpdateClientSharingInput): Partial<Sharing> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Sharing>;
}
