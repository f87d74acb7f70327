import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createPaymentProvider, type PaymentProvider } from '../../platform/payments/payments';
import { signUpSteps } from '../accounts';
import { notificationsOf } from '../notifications';
import { createApplicationsService } from './applications.service';
import { createLeaveChargesService } from './leave-charges.service';
import { createPaymentsService } from './payments.service';
import { createPipelineService } from './pipeline.service';
import { registerPremiumGroupsRoutes } from './premium-groups.routes';
import { registerPremiumGroupsErasure } from './premium-groups.erasure';
import { premiumQueueSource } from './premium-groups.queue';

/** Premium groups: applications, group selection, the leaders' pipeline, start and completion. */
export { premiumGroupsExport } from './premium-groups.export';

export function registerPremiumGroups(app: FastifyInstance, ctx: AppContext, opts: { provider?: PaymentProvider } = {}) {
  registerPremiumGroupsErasure(ctx);
  // The courses area's provider: dev card by default, Stripe when configured.
  const provider = opts.provider ?? createPaymentProvider(ctx.config, ctx.db);
  const notifications = notificationsOf(ctx);
  const services = {
    // Registration from an application: the accounts area's sign-up steps.
    applications: createApplicationsService(ctx, { notifications, accounts: signUpSteps(ctx) }),
    pipeline: createPipelineService(ctx, { notifications }),
    payments: createPaymentsService(ctx, { provider }),
    leaveCharges: createLeaveChargesService(ctx, { provider, notifications }),
  };
  // Leaving or being removed after the start: the leave charge, queued in that transaction.
  ctx.events.on('groups.member-leaving', (tx, e) => services.leaveCharges.onMemberLeaving(tx, e));
  registerPremiumGroupsRoutes(app, services, { guestRateLimit: ctx.config.AUTH_RATE_LIMIT });
  // Applications in group selection, in the console's review queue (placing is the call above).
  ctx.answers.give('premium-groups.queueSource', premiumQueueSource(ctx, services.applications));
  return services;
}
/** The admin console's person page: the person's premium payments. */
export { listPremiumPaymentsOf } from './admin-people.repository';
