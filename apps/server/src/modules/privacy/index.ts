import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerPrivacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

/** Test factories: a member who turned discreet mode off (or on). */
export { saveDiscreetMode } from './privacy.repository';
export { privacyExport } from './privacy.export';

/**
 * The privacy centre (issue 38): who can see what (consent's audience), discreet mode (the mailer's
 * discretion hook is given here: every mail to a discreet member's address goes out neutral) and the
 * auto-expiry choice, which the check-ins area owns and runs. The dev-only expiry run is registered
 * outside production, as coaching's dev clock is.
 */
export function registerPrivacy(app: FastifyInstance, ctx: AppContext) {
  const service = createPrivacyService(ctx);
  ctx.mailer.useDiscretion((address) => service.isDiscreetAddress(address));
  registerPrivacyRoutes(app, service, { devExpiry: ctx.config.NODE_ENV !== 'production' });
}
