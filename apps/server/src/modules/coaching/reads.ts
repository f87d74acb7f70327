import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoachingDeps } from './deps';
import { registerCoachNotesRoutes } from './notes.routes';
import { createCoachNotesService } from './notes.service';
import { registerCoachReadsRoutes } from './reads.routes';
import { createCoachReadsService, type UnreadCounts } from './reads.service';

/**
 * What a coach reads of their clients (the client list ranked by need, the calendars, latest
 * records, courses, streaks) and a client's own latest crash report, and the coach's notes.
 * `unreadCounts`: each client's unread messages in the coach chat (the client list's badges),
 * given by the coach chats; until they exist every count is 0.
 */
export function registerCoachReads(app: FastifyInstance, ctx: AppContext, deps: CoachingDeps, opts: { unreadCounts?: UnreadCounts } = {}) {
  registerCoachReadsRoutes(app, createCoachReadsService(ctx, deps, opts));
  registerCoachNotesRoutes(app, createCoachNotesService(ctx, deps));
}
