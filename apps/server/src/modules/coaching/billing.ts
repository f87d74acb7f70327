import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CoachBillingHooks } from './billing.hooks';
import type { CoachingDeps } from './deps';

/** Not built yet: the hooks do nothing. */
export function createCoachBilling(_ctx: AppContext): CoachBillingHooks {
  return { clientInvited: async () => {}, clientsChanged: async () => {} };
}

/** Not built yet: registers nothing. */
export function registerCoachBilling(_app: FastifyInstance, _ctx: AppContext, _deps: CoachingDeps) {}
