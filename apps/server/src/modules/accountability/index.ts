import type { FastifyInstance } from 'fastify';
import { accountabilityTargets, DEFAULT_SHARING, effectiveSharing } from '@holdfast/shared/accountability';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../notifications';
import { createAccessLogService } from './access-log.service';
import * as repo from './accountability.repository';
import { partnerLinkSql } from './link-sql.repository';
import { registerAccountabilityRoutes } from './accountability.routes';
import { createAccountabilityService } from './accountability.service';
import { createCalendarService } from './calendar.service';
import { defineDigestJobs, DIGEST_CRON, JOB_WEEKLY_DIGEST } from './digest.jobs';
import { createSosService } from './sos.service';
import type { PartnershipsAnswer } from './accountability.answers';
import { registerAccountabilityErasure } from './accountability.erasure';

/**
 * Accountability partners: requests and invitations, the partner calendar within
 * consent, the access log, SOS and the weekly digest. Registers the area's consent source
 * ('partner') and what accepting an accountability invitation does.
 */
export function registerAccountability(app: FastifyInstance, ctx: AppContext) {
  registerAccountabilityErasure(ctx);
  ctx.answers.give('accountability.partnerships', partnerLinks);
  const deps = { notifications: notificationsOf(ctx) };
  ctx.consent.addSource(
    'partner',
    async (db, viewerId, ownerId) =>
      (await repo.grantsOf(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'partner' as const,
        contextId: Number(g.relationship_id),
        sharing: effectiveSharing(g.sharing ?? DEFAULT_SHARING),
      })),
    (db, ownerId) => repo.partnersSeeing(db, ownerId),
  );
  ctx.consent.addLink(
    'partner',
    async (db, viewerId, otherId) => ({ partnerId: await repo.findAcceptedPartnership(db, viewerId, otherId) }),
    partnerLinkSql,
  );
  // The invitee's new account becomes the recipient of the pending request, which waits on the requests page.
  ctx.invitations.handle('accountability', async (tx, { invitation, userId }) => {
    if (invitation.contextId !== null) await repo.attachRecipient(tx, invitation.contextId, invitation.email, userId);
    return { url: accountabilityTargets.requests, isExternal: false };
  });
  defineDigestJobs(ctx);
  registerAccountabilityRoutes(app, {
    partners: createAccountabilityService(ctx, deps),
    calendar: createCalendarService(ctx),
    accessLog: createAccessLogService(ctx),
    sos: createSosService(ctx, deps),
  });
}

/** A relationship by id, for the chat that belongs to it (messaging's partner chats: the answer 'accountability.partnerships'). */
const partnerLinks: PartnershipsAnswer = { find: repo.findPartnershipRow };
export type { PartnershipRow } from './accountability.repository';

/** A member's open SOS as an SQL fragment (groups' triage view, one statement). */
export { openSos } from './sos.repository';
export { accountabilityExport } from './accountability.export';

/** Recurring jobs of the area (on every start; idempotent across restarts and server copies). */
export async function scheduleAccountability(ctx: AppContext) {
  await ctx.jobs.schedule(JOB_WEEKLY_DIGEST, DIGEST_CRON, {});
}
/** The admin console: a person's partner count, and the dashboard's open SOS count. */
export { countOpenSos, countPartnersOf } from './admin-people.repository';
