import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { coachChatUnread } from '../messaging';
import { notificationsOf } from '../notifications';
import { createCoachBilling, registerCoachBilling } from './billing';
import { coachGate } from './coaching.gate';
import { clientsGrantedTo, coachesSeeing } from './consent.repository';
import { registerCoachChatLinks } from './chat-links';
import { registerHabits } from './habits';
import { registerCoachReads } from './reads';
import { createCoachPreview } from './reads.service';
import { registerRelationships } from './relationships';
import { registerCoachResources } from './resources';
import { registerCoachingErasure } from './coaching.erasure';
import { coachingQueueSource } from './coaching.queue';

/** Coach billing's nightly reconcile, scheduled by app.ts's prepareData. */
export { scheduleCoachBilling } from './billing';

/**
 * Coaching (spec 3 sections 1–9's coach parts): coaches and their clients, the coaching centre's
 * reads, resources, notes, the habit tracker and per-client billing. Registers the 'coach' consent
 * source (an accepted coach whose centre is open sees what each accepted client's switches allow),
 * then each part with the one gate and the billing hooks.
 */
export function registerCoaching(app: FastifyInstance, ctx: AppContext) {
  registerCoachingErasure(ctx);
  // Coach invitations and billing past due, in the console's review queue.
  ctx.answers.give('coaching.queueSource', coachingQueueSource(ctx));
  ctx.consent.addSource(
    'coach',
    async (db, viewerId, ownerId) =>
      (await clientsGrantedTo(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'coach' as const,
        contextId: Number(g.coach_user_id),
        sharing: { check_ins: g.check_ins, crash_reports: g.crash_reports, faster: g.faster, streaks: g.streaks },
      })),
    (db, ownerId) => coachesSeeing(db, ownerId),
  );
  const deps = { gate: coachGate(ctx.db), billing: createCoachBilling(ctx), notifications: notificationsOf(ctx) };
  registerRelationships(app, ctx, deps);
  registerCoachReads(app, ctx, deps, { unreadCounts: ({ viewerId }) => coachChatUnread(ctx.db, viewerId, null) });
  registerCoachBilling(app, ctx, deps);
  registerCoachResources(app, ctx, deps);
  registerHabits(app, ctx, deps);
  registerCoachChatLinks(ctx);
}

/** A coach chat's link, as messaging's guards and one-statement reads take it (the answer 'coaching.chat-links'). */
export type { CoachChatLink, CoachChatLinkSql, CoachChatLinksAnswer } from './coaching.answers';
/** The notes coaches wrote about a person, for that person's own data export (the note form tells the coach). */
export { coachNotesAbout } from './notes.service';
export { coachingExport } from './coaching.export';
/** For the admin console: habit-tracker questions with answers. */
export { answeredHabitQuestionIds } from './form-answers.repository';
/** The privacy centre's preview of what my coach's client page shows of me (the coach's own code, for consent's grant). */
export const coachPreviewOf = (ctx: AppContext) => createCoachPreview(ctx).preview;
/** The admin console's person page: the person's coach links. */
export { listCoachLinksOf } from './admin-people.repository';
