import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createPaymentProvider, type PaymentProvider } from '../../platform/payments/payments';
import type { NotificationsService } from '../notifications';
import type { GroupsArea } from '../groups';
import { createApplicationsService, type AccountsForPremium } from './applications.service';
import { createLeaveChargesService } from './leave-charges.service';
import { createPaymentsService } from './payments.service';
import { createPipelineService } from './pipeline.service';
import { registerPremiumGroupsRoutes } from './premium-groups.routes';

/** Premium groups: applications, group selection, the leaders' pipeline, start and completion. */
export function registerPremiumGroups(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { notifications: NotificationsService; accounts: AccountsForPremium; groups: GroupsArea; provider?: PaymentProvider },
) {
  // The courses area's provider: dev card by default, Stripe when configured.
  const provider = deps.provider ?? createPaymentProvider(ctx.config, ctx.db);
  const services = {
    applications: createApplicationsService(ctx, deps),
    pipeline: createPipelineService(ctx, deps),
    payments: createPaymentsService(ctx, { provider }),
    leaveCharges: createLeaveChargesService(ctx, { provider, notifications: deps.notifications }),
  };
  // Leaving or being removed after the start: the leave charge, queued in that transaction.
  deps.groups.onMemberLeaving((tx, e) => services.leaveCharges.onMemberLeaving(tx, e));
  registerPremiumGroupsRoutes(app, services, { guestRateLimit: ctx.config.AUTH_RATE_LIMIT });
  return services;
}
