import type { FastifyInstance } from 'fastify';
import { coachingTargets } from '@holdfast/shared/coaching';
import type { AppContext } from '../../platform/context';
import { createClientLinksService } from './clients.service';
import type { CoachingDeps } from './deps';
import { attachClientInvitee, attachCoachInvitee } from './relationships.repository';
import { registerRelationshipsRoutes } from './relationships.routes';
import { createCoachInvitationsService } from './relationships.service';

/**
 * Who becomes a coach and a client: the admin's coach invitations, the coach's acceptance, the
 * coach's client invitations and removals, and the client's answer and switches. Registering
 * through an invitation link hands the new account its pending row: a coach invitation
 * (context 'coach') or a client invitation (context 'coaching').
 */
export function registerRelationships(app: FastifyInstance, ctx: AppContext, deps: CoachingDeps) {
  ctx.invitations.handle('coach', async (tx, { invitation, userId }) => {
    if (invitation.contextId !== null) await attachCoachInvitee(tx, invitation.contextId, invitation.email, userId);
    return { url: coachingTargets.coachInvitation, isExternal: false };
  });
  ctx.invitations.handle('coaching', async (tx, { invitation, userId }) => {
    if (invitation.contextId === null) return { url: coachingTargets.centre, isExternal: false };
    await attachClientInvitee(tx, invitation.contextId, invitation.email, userId);
    return { url: coachingTargets.clientAccept(invitation.contextId), isExternal: false };
  });
  registerRelationshipsRoutes(app, {
    coaches: createCoachInvitationsService(ctx, deps),
    clients: createClientLinksService(ctx, deps),
  });
}
