import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoachingDeps } from './deps';
import { registerHabitsRoutes } from './habits.routes';
import { createHabitsService } from './habits.service';

/** The habit tracker: a client's daily answers and result, and the coach's view of every client's. */
export function registerHabits(app: FastifyInstance, ctx: AppContext, deps: CoachingDeps) {
  registerHabitsRoutes(app, createHabitsService(ctx, deps));
}
