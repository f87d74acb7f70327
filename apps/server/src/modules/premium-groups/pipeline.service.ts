import { invitationPath } from '@holdfast/shared/accountability';
import { ERROR_CODES } from '@holdfast/shared/common';
import { groupsTexts as gt, type PremiumGroupStatus } from '@holdfast/shared/groups';
import {
  applicationStatusOf,
  canCompleteGroup,
  canResendPrePayment,
  canResendSubscription,
  hasPrePaid,
  nextPremiumStatus,
  PREMIUM_MAIL_RESENDS_PER_HOUR,
  PREMIUM_MAX_MEMBERS,
  PREMIUM_MIN_MEMBERS,
  premiumNotificationTexts as nt,
  premiumTexts as t,
  premiumWebPaths,
  startDecision,
  type ApplicantDetails,
  type PipelineAction,
  type PremiumGroupActionResponse,
} from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { applicantRows, groupNotes, premiumGroupRows } from '../groups';
import type { NotificationsService } from '../notifications';
import { prePaymentMail, subscriptionMail } from './premium-groups.mails';
import { canManageApplicants, canSendSubscriptionLink } from './premium-groups.policy';
import { presentApplicant } from './premium-groups.presenter';
import * as applicationRows from './applications.repository';
import * as paymentRows from './payments.repository';

export const JOB_PRE_PAYMENT_MAIL = jobName<{ memberId: number }>('premium-groups.pre-payment-mail');
export const JOB_SUBSCRIPTION_MAIL = jobName<{ memberId: number }>('premium-groups.subscription-mail');

const ACTION_TITLES: Record<Exclude<PipelineAction, 'pre-payment' | 'subscribe'>, string> = {
  'mark-review': 'Application review started',
  accept: 'Application accepted',
  reject: 'Application rejected',
};

/**
 * The leaders' pipeline (spec 2 section 4.5): the group's accepted owner and co-leaders review,
 * accept or reject its applicants, resend the payment mails, start the group at 4 pre-paid members
 * and mark it completed. Every transition is checked against the shared rule on the locked row and
 * writes a status-change note; one out of order is refused with nothing changed (409).
 */
export function createPipelineService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  ctx.jobs.define(JOB_PRE_PAYMENT_MAIL, async ({ memberId }) => {
    const m = await applicantRows.find(ctx.db, memberId);
    if (!m || m.premium_group_status !== 'accepted' || !m.email) return;
    const g = await premiumGroupRows.find(ctx.db, Number(m.group_id));
    if (!g) return;
    const payPage = ctx.config.appUrl + premiumWebPaths.payment(memberId);
    if (m.user_id !== null) return ctx.mailer.send(prePaymentMail(m.email, g.name, payPage));
    // A guest applicant needs an account first: the group invitation link, whose registration takes this row.
    const { token } = await ctx.invitations.issue(ctx.db, {
      email: m.email,
      contextType: 'group',
      contextId: Number(m.group_id),
      invitedBy: null,
    });
    const link = ctx.config.appUrl + invitationPath({ token, email: m.email, context_type: 'group', context_id: Number(m.group_id) });
    await ctx.mailer.send(prePaymentMail(m.email, g.name, link, token));
  });
  ctx.jobs.define(JOB_SUBSCRIPTION_MAIL, async ({ memberId }) => {
    const m = await applicantRows.find(ctx.db, memberId);
    if (!m || m.premium_group_status !== 'pre-payment-completed' || !m.email) return;
    const g = await premiumGroupRows.find(ctx.db, Number(m.group_id));
    if (!g || g.premium_group_status !== 'started') return;
    await ctx.mailer.send(subscriptionMail(m.email, g.name, ctx.config.appUrl + premiumWebPaths.payment(memberId)));
  });

  /** The premium group the caller's role was checked in (myFacts + the policy, each function's first statement); a standard group is 404. */
  async function premiumGroupOf(groupId: number) {
    const group = await premiumGroupRows.find(ctx.db, groupId);
    if (!group || group.group_type !== 'premium_groups') throw new NotFoundError(gt.groupNotFound);
    return group;
  }

  async function applicantOf(groupId: number, memberId: number, db: Db = ctx.db) {
    const m = await applicantRows.find(db, memberId);
    if (!m || Number(m.group_id) !== groupId) throw new NotFoundError(gt.memberNotFound);
    if (m.premium_group_status === null) throw new NotFoundError(t.notAnApplicant);
    return m;
  }

  /** The applicant with every answer: a read of the applicant's data by the leader, written to the applicant's access log. */
  async function details(actor: Actor, groupId: number, memberId: number): Promise<ApplicantDetails> {
    const [m, g] = await Promise.all([applicantOf(groupId, memberId), premiumGroupRows.find(ctx.db, groupId)]);
    const a = await applicationRows.findApplicationOfMember(ctx.db, memberId);
    if (!a) throw new NotFoundError(t.notAnApplicant);
    // A guest applicant has no account, so no access log to write to (their own reads are not logged).
    if (a.user_id !== null)
      await ctx.accessLog.record({
        viewer: actor.userId,
        owner: Number(a.user_id),
        kind: 'premium_application',
        via: 'group',
        recordId: Number(a.id),
      });
    return presentApplicant(m, a, g?.premium_group_status ?? null, await paymentRows.listPaymentsOfMember(ctx.db, memberId));
  }

  const limit = hourlyLimiter(ctx.counters);

  /** One step of the pipeline on the locked row; nothing changes when the rule says no. */
  async function transition(
    actor: Actor,
    groupId: number,
    memberId: number,
    action: 'mark-review' | 'accept' | 'reject',
    reason: string | null = null,
  ) {
    const group = await premiumGroupOf(groupId);
    await applicantOf(groupId, memberId);
    const userId = await ctx.db.transaction(async (tx) => {
      const g = await premiumGroupRows.lock(tx, groupId);
      const m = await applicantRows.lock(tx, memberId);
      if (!g || !m || Number(m.group_id) !== groupId) throw new NotFoundError(gt.memberNotFound);
      const open = g.premium_group_status === 'pending' || g.premium_group_status === 'launch-pending';
      const next = action === 'reject' || open ? nextPremiumStatus(m.premium_group_status, action) : null;
      if (next === null)
        throw new ConflictError(t.transitionRefused(m.premium_group_status ?? 'none', action), ERROR_CODES.transitionRefused);
      // One seat per person across the premium groups that have not completed (the other group is not named to these leaders).
      if (
        action === 'accept' &&
        (await applicantRows.seatElsewhere(tx, { groupId, userId: m.user_id === null ? null : Number(m.user_id), email: m.email })) !== null
      )
        throw new ConflictError(t.seatElsewhere, ERROR_CODES.alreadyMember);
      await applicantRows.setPremiumStatus(tx, memberId, next);
      const a = await applicationRows.findApplicationOfMember(tx, memberId);
      if (a)
        await applicationRows.setApplicationStatus(
          tx,
          Number(a.id),
          applicationStatusOf(next),
          action === 'reject' ? { reasonToReject: reason } : {},
        );
      await groupNotes.insertStatusNote(tx, {
        groupId,
        memberId,
        authorId: actor.userId,
        adminId: null,
        title: ACTION_TITLES[action],
        previousState: m.premium_group_status,
        newState: next,
      });
      if (action === 'accept') await ctx.jobs.enqueue(JOB_PRE_PAYMENT_MAIL, { memberId }, { tx });
      return m.user_id === null ? null : Number(m.user_id);
    });
    if (action === 'accept' && userId !== null) {
      await deps.notifications.notify(userId, {
        title: nt.acceptedTitle,
        message: nt.accepted(group.name),
        meta: { type: 'premium.accepted', target: premiumWebPaths.payment(memberId), group_id: groupId, member_id: memberId },
      });
    }
    return details(actor, groupId, memberId);
  }

  return {
    /** GET groups/{id}/members/{memberId}/application: every answer, payments, and what may be done now. */
    async get(actor: Actor, groupId: number, memberId: number): Promise<ApplicantDetails> {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      await premiumGroupOf(groupId);
      return details(actor, groupId, memberId);
    },

    /** PATCH …/application/mark-review: applied -> in-review. */
    async markReview(actor: Actor, groupId: number, memberId: number) {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      return transition(actor, groupId, memberId, 'mark-review');
    },

    /** PATCH …/application/accept: in-review -> accepted; the pre-payment mail goes out. */
    async accept(actor: Actor, groupId: number, memberId: number) {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      return transition(actor, groupId, memberId, 'accept');
    },

    /** PATCH …/application/mark-rejected: from applied or in-review, with the reason. */
    async reject(actor: Actor, groupId: number, memberId: number, reason: string) {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      return transition(actor, groupId, memberId, 'reject', reason);
    },

    /** POST …/application/resend-pre-payment: while accepted (pre-payment 'Pending'), a few an hour. */
    async resendPrePayment(actor: Actor, groupId: number, memberId: number): Promise<void> {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      await premiumGroupOf(groupId);
      const m = await applicantOf(groupId, memberId);
      if (!canResendPrePayment(m.premium_group_status)) throw new ConflictError(t.prePaymentNotDue, ERROR_CODES.transitionRefused);
      await limit(`premium-resend-pre:${memberId}`, PREMIUM_MAIL_RESENDS_PER_HOUR, t.resendTooSoon);
      await ctx.jobs.enqueue(JOB_PRE_PAYMENT_MAIL, { memberId });
    },

    /**
     * POST …/application/resend-subscription: pre-paid members of a started group without a
     * subscription; by the leaders, or by the member for their own row.
     */
    async resendSubscription(actor: Actor, groupId: number, memberId: number): Promise<void> {
      assertCan(canSendSubscriptionLink(actor, await myFacts(actor, groupId), await applicantOf(groupId, memberId)));
      const group = await premiumGroupOf(groupId);
      const m = await applicantOf(groupId, memberId);
      if (!canResendSubscription(m.premium_group_status, group.premium_group_status))
        throw new ConflictError(t.subscriptionNotDue, ERROR_CODES.transitionRefused);
      await limit(`premium-resend-sub:${memberId}`, PREMIUM_MAIL_RESENDS_PER_HOUR, t.resendTooSoon);
      await ctx.jobs.enqueue(JOB_SUBSCRIPTION_MAIL, { memberId });
    },

    /**
     * PATCH premium-groups/start: at least 4 (at most 6) pre-paid members; everyone else who applied
     * is removed (their applications end as rejected), the group is started (closed to new members)
     * and each member is sent the subscription link.
     */
    async start(actor: Actor, groupId: number): Promise<PremiumGroupActionResponse> {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      const group = await premiumGroupOf(groupId);
      const { removed, kept } = await ctx.db.transaction(async (tx) => {
        const g = await premiumGroupRows.lock(tx, groupId);
        const applicants = await applicantRows.lockAllOf(tx, groupId);
        const decision = startDecision(
          (g?.premium_group_status ?? null) as PremiumGroupStatus | null,
          applicants.map((r) => r.premium_group_status),
        );
        if (!decision.ok) {
          if (decision.reason === 'not_enough_pre_paid')
            throw new ConflictError(t.notEnoughPrePaid(PREMIUM_MIN_MEMBERS), ERROR_CODES.notEnoughPrePaid);
          if (decision.reason === 'too_many_pre_paid')
            throw new ConflictError(t.tooManyPrePaid(PREMIUM_MAX_MEMBERS), ERROR_CODES.groupFull);
          throw new ConflictError(t.notStartable, ERROR_CODES.groupClosed);
        }
        const removed = applicants.filter((r) => !hasPrePaid(r.premium_group_status));
        const kept = applicants.filter((r) => hasPrePaid(r.premium_group_status));
        for (const r of removed) {
          const a = await applicationRows.findApplicationOfMember(tx, Number(r.id));
          if (a)
            await applicationRows.setApplicationStatus(tx, Number(a.id), 'rejected', {
              reasonToReject: 'The group started before the pre-payment was completed.',
            });
        }
        await applicantRows.deleteRows(
          tx,
          removed.map((r) => Number(r.id)),
        );
        await premiumGroupRows.setStatus(tx, groupId, 'started');
        await ctx.jobs.enqueueMany(
          JOB_SUBSCRIPTION_MAIL,
          kept.filter((r) => r.premium_group_status === 'pre-payment-completed').map((r) => ({ payload: { memberId: Number(r.id) } })),
          { tx },
        );
        return { removed, kept };
      });
      // One write for everyone told (notifications.notifyMany), not one per member.
      await deps.notifications.notifyMany([
        ...kept.flatMap((r) =>
          r.user_id === null
            ? []
            : [
                {
                  userId: Number(r.user_id),
                  notification: {
                    title: nt.startedTitle,
                    message: nt.started(group.name),
                    meta: {
                      type: 'premium.started',
                      target: premiumWebPaths.payment(Number(r.id)),
                      group_id: groupId,
                      member_id: Number(r.id),
                    },
                  },
                },
              ],
        ),
        ...removed.flatMap((r) =>
          r.user_id === null
            ? []
            : [
                {
                  userId: Number(r.user_id),
                  notification: {
                    title: nt.removedAtStartTitle,
                    message: nt.removedAtStart(group.name),
                    meta: { type: 'premium.removed', target: '/small-groups', group_id: groupId },
                  },
                },
              ],
        ),
      ]);
      return {
        message: t.started,
        group_id: groupId,
        premium_group_status: 'started',
        removed_member_ids: removed.map((r) => Number(r.id)),
      };
    },

    /** PATCH premium-groups/mark-completed: started -> completed. */
    async complete(actor: Actor, groupId: number): Promise<PremiumGroupActionResponse> {
      assertCan(canManageApplicants(actor, await myFacts(actor, groupId)));
      await premiumGroupOf(groupId);
      await ctx.db.transaction(async (tx) => {
        const g = await premiumGroupRows.lock(tx, groupId);
        if (!canCompleteGroup((g?.premium_group_status ?? null) as PremiumGroupStatus | null))
          throw new ConflictError(t.notCompletable, ERROR_CODES.transitionRefused);
        await premiumGroupRows.setStatus(tx, groupId, 'completed');
      });
      return { message: t.completed, group_id: groupId, premium_group_status: 'completed', removed_member_ids: [] };
    },
  };

  /** The caller's own row as the policy needs it (anyone outside the group gets 404). */
  async function myFacts(actor: Actor, groupId: number) {
    const me = await applicantRows.findOf(ctx.db, groupId, actor.userId);
    if (!me) throw new NotFoundError(gt.groupNotFound);
    return { role: me.role_type, requestStatus: me.request_status };
  }
}
export type PipelineService = ReturnType<typeof createPipelineService>;
