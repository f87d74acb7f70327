import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createAuthenticate } from './accounts.auth';
import { registerAccountsRoutes } from './accounts.routes';
import { createInvitationsService } from './invitations.service';
import { createPasswordsService } from './passwords.service';
import { createProfileService } from './profile.service';
import { createRegistrationService } from './registration.service';
import { createSessionsService } from './sessions.service';

export * as accountsRepository from './accounts.repository';
export { personNames } from './people.repository';
/** Read by groups (and by courses' progress fragment in groups' statements). */
export { findAccountByEmail, findAccountWithLeaderFlag, findPersonNames, personEmail, profileFlags } from './people.repository';
export { hashPassword } from './passwords';
export { hashToken, newToken, IMPERSONATION_TTL_MS } from './tokens';

export function createAccountsServices(ctx: AppContext) {
  const sessions = createSessionsService(ctx);
  return {
    sessions,
    registration: createRegistrationService(ctx, sessions),
    invitations: createInvitationsService(ctx, sessions),
    passwords: createPasswordsService(ctx, sessions),
    profile: createProfileService(ctx),
    files: ctx.storage,
  };
}
export type AccountsServices = ReturnType<typeof createAccountsServices>;

/** Registers the authenticate decorator (used by every other module) and the area's routes. */
export function registerAccounts(app: FastifyInstance, ctx: AppContext) {
  const services = createAccountsServices(ctx);
  app.decorateRequest('actor', null);
  app.decorate('authenticate', createAuthenticate(services.sessions));
  registerAccountsRoutes(app, services, { authRateLimit: ctx.config.AUTH_RATE_LIMIT, appUrl: ctx.config.appUrl });
  return services;
}
