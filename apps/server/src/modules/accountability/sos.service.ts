import {
  accountabilityNotificationTypes as types,
  accountabilityTargets as targets,
  displayNameOf,
  isSosEscalationDue,
  SOS_ESCALATION_MS,
  sosLevelLabels,
  sosTexts as t,
  type SendSosInput,
  type Sos,
  type SosOverview,
} from '@holdfast/shared/accountability';
import { assertCan, type Actor, type Decision } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, type Db } from '../../platform/db/client';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findAccountEmail } from '../accounts';
import type { NotificationsService } from '../notifications';
import { sosMail } from './accountability.mails';
import { canAcknowledgeSos, canCloseSos, canUseAccountability } from './accountability.policy';
import { presentSos } from './accountability.presenter';
import * as repo from './sos.repository';
import { ERROR_CODES } from '@holdfast/shared/common';

/** The queue's clock and the database's may differ a little: a job run at its due time is never turned away. */
const CLOCK_SLACK_MS = 30_000;
/** SOS one member may send an hour (one may be open at a time). */
export const SOS_LIMIT_PER_HOUR = 5;
/** Received and own SOS stay in the overview this long after they were sent. */
export const SOS_WINDOW_HOURS = 24;

export const JOB_SOS_ESCALATE = jobName<{ sosId: number }>('accountability.sos-escalate');
export const JOB_SOS_MAIL = jobName<{ sosId: number; userId: number; again: boolean }>('accountability.sos-mail');

type SendSos = { level: NonNullable<SendSosInput['level']>; message: string | null; phone: string | null };

/**
 * SOS: a member asks the people who see their data for help. It goes first to their accountability
 * partners (to their groups' leaders at once when they have no partner); each recipient gets an
 * urgent notification (bell + push), a neutral mail with a link and a realtime event. The first
 * 'I'm here' acknowledges it; 15 minutes without one sends it again to the same people and to
 * everyone else who sees the member's data (the leaders of the groups they share it with), marked
 * escalated (a delayed job, cancelled by an acknowledgement or a close). Who sees whom is the
 * consent's (`ctx.consent.viewersOf`), so a later area's source (coaching) joins with no change
 * here. One open SOS per member.
 */
export function createSosService(ctx: AppContext, deps: { notifications: NotificationsService }) {
  const viewsFor = async (viewerId: number, ids: number[]) =>
    (await repo.findViews(ctx.db, ids)).map((v) => presentSos(v, viewerId, avatarSigner(ctx, viewerId)));
  const viewFor = async (viewerId: number, id: number) => (await viewsFor(viewerId, [id]))[0]!;

  /**
   * Tells every recipient (again, on escalation): writes, in the caller's transaction `tx`, an
   * urgent notification each (one insert) and a mail job each (one insert); answers what to do once
   * it has committed: each recipient's realtime event, then the notifications' events and pushes.
   */
  async function stageDelivery(tx: Db, sosId: number, again: boolean): Promise<() => Promise<void>> {
    const recipients = await repo.listRecipients(tx, sosId);
    const [view] = await repo.findViews(tx, [sosId]);
    if (!view || !recipients.length) return async () => {};
    const message = `${displayNameOf(view.member)}: ${sosLevelLabels[view.level]}${again ? ' (still waiting)' : ''}`;
    const notifications = await deps.notifications.stageMany(
      tx,
      recipients.map((userId) => ({
        userId,
        notification: {
          title: t.notificationTitle,
          message,
          meta: { type: types.sos, target: targets.sos(sosId), sos_id: sosId },
          aboutUserId: view.userId,
        },
      })),
    );
    const round = again ? 2 : 1;
    await ctx.jobs.enqueueMany(
      JOB_SOS_MAIL,
      recipients.map((userId) => ({ payload: { sosId, userId, again }, singletonKey: `sos-mail:${sosId}:${userId}:${round}` })),
      { tx },
    );
    return async () => {
      for (const userId of recipients)
        ctx.realtime.publishToUser(userId, 'sos.created', { item: presentSos(view, userId, avatarSigner(ctx, userId)) });
      await notifications.announce({ urgent: true });
    };
  }

  /** `sos.updated` to the member and everyone it went to, each seeing it as themselves. */
  async function publishUpdate(sosId: number) {
    const [view] = await repo.findViews(ctx.db, [sosId]);
    if (!view) return;
    for (const userId of [view.userId, ...(await repo.listRecipients(ctx.db, sosId))]) {
      ctx.realtime.publishToUser(userId, 'sos.updated', { item: presentSos(view, userId, avatarSigner(ctx, userId)) });
    }
  }

  ctx.jobs.define(JOB_SOS_MAIL, async ({ sosId, userId, again }) => {
    const [[view], address] = await Promise.all([repo.findViews(ctx.db, [sosId]), findAccountEmail(ctx.db, userId)]);
    if (!view || view.status === 'closed' || !address || address.suspended) return;
    // Jobs run at least once: the recipient's mail round is claimed first, so a second run sends nothing.
    if (!(await repo.claimMailRound(ctx.db, sosId, userId, again ? 2 : 1))) return;
    await ctx.mailer.send(
      sosMail(
        address.email,
        again ? t.mailSubjectAgain : t.mailSubject,
        displayNameOf(view.member),
        sosLevelLabels[view.level],
        `${ctx.config.appUrl}${targets.sos(sosId)}`,
      ),
    );
  });

  ctx.jobs.define(JOB_SOS_ESCALATE, async ({ sosId }) => {
    // Due 15 minutes after sending; an acknowledgement or a close in between leaves nothing to do.
    const sos = await repo.findSos(ctx.db, sosId);
    if (
      !sos ||
      !isSosEscalationDue(
        { created_at: sos.createdAt, acknowledged_at: sos.acknowledgedAt, closed_at: sos.closedAt, escalated_at: sos.escalatedAt },
        new Date(Date.now() + CLOCK_SLACK_MS),
      )
    )
      return;
    // Marked escalated, widened to everyone who sees the member's data now, with its notifications
    // and mail jobs, or not at all (a retry starts over).
    const announce = await ctx.db.transaction(async (tx) => {
      if (!(await repo.markEscalated(tx, sosId))) return null;
      await repo.insertRecipients(tx, sosId, [...(await ctx.consent.viewersOf(sos.userId, { db: tx })).keys()]);
      return stageDelivery(tx, sosId, true);
    });
    if (!announce) return;
    await announce();
    await publishUpdate(sosId);
  });

  /** An SOS that stopped waiting (acknowledged or closed): no escalation follows, and both sides see it. */
  async function settle(sos: { id: number; escalationJobId: string | null }) {
    if (sos.escalationJobId) await ctx.jobs.cancel(sos.escalationJobId);
    await publishUpdate(sos.id);
  }

  async function loadFor(actor: Actor, id: number) {
    const sos = await repo.findSos(ctx.db, id);
    if (!sos || (sos.userId !== actor.userId && !(await repo.isRecipient(ctx.db, id, actor.userId)))) throw new NotFoundError();
    return sos;
  }

  /**
   * Acknowledge or close: the caller must see the SOS and `can` allow it; `write` changes it only
   * while it is open (one winner), else `refused()` says why (409); then no escalation follows.
   */
  async function stopWaiting<Row extends { id: number; escalationJobId: string | null }>(
    actor: Actor,
    id: number,
    can: (actor: Actor, sos: { userId: number }) => Decision,
    write: (db: Db, id: number, userId: number) => Promise<Row | null | undefined>,
    refused: () => Promise<Error>,
  ): Promise<Row> {
    const sos = await loadFor(actor, id);
    assertCan(can(actor, sos));
    const done = await write(ctx.db, id, actor.userId);
    if (!done) throw await refused();
    await settle(done);
    return done;
  }

  return {
    /** POST sos. */
    async send(actor: Actor, input: SendSos): Promise<Sos> {
      assertCan(canUseAccountability(actor));
      const open = await repo.findOpenSos(ctx.db, actor.userId);
      if (open) throw Object.assign(new ConflictError(t.alreadyOpen, ERROR_CODES.sosOpen), { extra: { sos_id: open.id } });
      // The nearest circle first: partners; a member with none reaches their groups' leaders at once.
      const viewers = await ctx.consent.viewersOf(actor.userId);
      const partners = [...viewers].filter(([, via]) => via.includes('partner')).map(([id]) => id);
      const recipients = partners.length ? partners : [...viewers.keys()];
      if (!recipients.length) throw new ConflictError(t.nobodyToTell, ERROR_CODES.noRecipients);
      await hourlyLimiter(ctx.counters)(`sos:${actor.userId}`, SOS_LIMIT_PER_HOUR, t.tooMany);
      let sent: { sosId: number; announce: () => Promise<void> };
      try {
        // The SOS, who it goes to, their notifications and mail jobs, and its escalation are one write.
        sent = await ctx.db.transaction(async (tx) => {
          const row = await repo.insertSos(tx, { userId: actor.userId, level: input.level, message: input.message, phone: input.phone });
          await repo.insertRecipients(tx, row.id, recipients);
          const jobId = await ctx.jobs.enqueue(
            JOB_SOS_ESCALATE,
            { sosId: row.id },
            { runAt: new Date(new Date(row.createdAt).getTime() + SOS_ESCALATION_MS), tx },
          );
          await repo.setEscalationJob(tx, row.id, jobId);
          return { sosId: row.id, announce: await stageDelivery(tx, row.id, false) };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'sos_alerts_one_open_unique')) throw new ConflictError(t.alreadyOpen, ERROR_CODES.sosOpen);
        throw error;
      }
      const { sosId } = sent;
      await sent.announce();
      return viewFor(actor.userId, sosId);
    },

    /** GET sos: my latest SOS and those sent to me, from the last day (or still open). */
    async overview(actor: Actor): Promise<SosOverview> {
      assertCan(canUseAccountability(actor));
      const [mine, received] = await Promise.all([
        repo.latestOf(ctx.db, actor.userId, SOS_WINDOW_HOURS),
        repo.receivedBy(ctx.db, actor.userId, SOS_WINDOW_HOURS),
      ]);
      return { mine: mine === null ? null : await viewFor(actor.userId, mine), received: await viewsFor(actor.userId, received) };
    },

    /** GET sos/{id}: the member and its recipients only. */
    async get(actor: Actor, id: number): Promise<Sos> {
      assertCan(canUseAccountability(actor));
      await loadFor(actor, id);
      return viewFor(actor.userId, id);
    },

    /** POST sos/{id}/acknowledge: 'I'm here'. The first recipient wins; the others get 409. */
    async acknowledge(actor: Actor, id: number): Promise<Sos> {
      assertCan(canUseAccountability(actor));
      const acknowledged = await stopWaiting(actor, id, canAcknowledgeSos, repo.acknowledge, async () => {
        const now = await repo.findSos(ctx.db, id);
        return new ConflictError(
          now?.acknowledgedAt ? t.alreadyAcknowledged : t.notOpen,
          now?.acknowledgedAt ? ERROR_CODES.sosAcknowledged : ERROR_CODES.sosNotOpen,
        );
      });
      const [me] = await repo.findViews(ctx.db, [id]);
      await deps.notifications.notify(acknowledged.userId, {
        title: t.realtimeAcknowledged,
        message: `${displayNameOf(me?.acknowledger ?? {})} is here for you.`,
        aboutUserId: actor.userId,
        meta: { type: types.sosAcknowledged, target: targets.sos(id), sos_id: id },
      });
      return viewFor(actor.userId, id);
    },

    /** POST sos/{id}/close: the member says they are OK; no escalation follows. */
    async close(actor: Actor, id: number): Promise<Sos> {
      assertCan(canUseAccountability(actor));
      await stopWaiting(actor, id, canCloseSos, repo.close, async () => new ConflictError(t.notOpen, ERROR_CODES.sosNotOpen));
      return viewFor(actor.userId, id);
    },
  };
}
export type SosService = ReturnType<typeof createSosService>;
