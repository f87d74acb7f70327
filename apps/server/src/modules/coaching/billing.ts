import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createCoachBillingProvider } from '../../platform/payments/coach-billing';
import { notificationsOf } from '../notifications';
import type { CoachBillingHooks } from './billing.hooks';
import { registerCoachBillingRoutes } from './billing.routes';
import { createCoachBillingService, type CoachBillingService } from './billing.service';
import { coachGate } from './coaching.gate';
import type { CoachingDeps } from './deps';

/** One billing service per app (its jobs are defined once): the hooks and the routes share it. */
const services = new WeakMap<AppContext, CoachBillingService>();
function billingOf(ctx: AppContext): CoachBillingService {
  let service = services.get(ctx);
  if (!service) {
    const provider = createCoachBillingProvider(ctx.config, ctx.db);
    services.set(
      ctx,
      (service = createCoachBillingService(ctx, { provider, gate: coachGate(ctx.db), notifications: notificationsOf(ctx) })),
    );
  }
  return service;
}

/** What the clients' part tells billing: the first invite starts the trial, accepts and removals set the quantity. */
export function createCoachBilling(ctx: AppContext): CoachBillingHooks {
  return billingOf(ctx).hooks;
}

/**
 * Billing's routes. The dev test clock's route exists only with the dev provider and outside
 * production (the browser tests move a trial past its end with it).
 */
export function registerCoachBilling(app: FastifyInstance, ctx: AppContext, _deps: CoachingDeps) {
  const service = billingOf(ctx);
  const devClock = service.providerName === 'dev' && ctx.config.NODE_ENV !== 'production';
  registerCoachBillingRoutes(app, service, { devClock });
}

/** The nightly reconcile of every coach's subscription with the provider (from prepareData). */
export async function scheduleCoachBilling(ctx: AppContext) {
  await billingOf(ctx).schedule();
}
