import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoachingDeps } from './deps';

/** Not built yet: registers nothing. */
export function registerCoachResources(_app: FastifyInstance, _ctx: AppContext, _deps: CoachingDeps) {}
