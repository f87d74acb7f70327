import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { createAuthenticate } from './accounts.auth';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountSessionsService } from './account-sessions.service';
import { createAppLockService } from './app-lock.service';
import { registerSettingsRoutes } from './settings.routes';
import { createInvitationsService } from './invitations.service';
import { createPasswordsService } from './passwords.service';
import { createProfileService } from './profile.service';
import { createAccount, createRegistrationService } from './registration.service';
import { assertCaptcha, createSessionsService } from './sessions.service';
import { registerAccountsErasure } from './accounts.erasure';

export {
  accountFactsSql,
  deleteUser,
  lockAccount,
  assignRole,
  bothHaveMetaOn,
  ensureRoles,
  findProfile,
  findProfileTimezoneId,
  findUserByEmail,
  findUserById,
  insertAccountToken,
  insertAuditEntry,
  insertUser,
  isUsernameTaken,
  listRoleNames,
  removeRole,
  revokeUserAccessTokens,
  updateUser,
  upsertProfile,
} from './accounts.repository';
export { personNames } from './people.repository';
export { listAuditLog, listAuditLogRows, type AuditRow } from './audit-log.repository';
export { endImpersonationSession, isImpersonation, IMPERSONATION_LINK } from './impersonation';
export { accountsExport, exportPeople } from './accounts.export';
export { accountEmailSql, accountExists, accountIdByEmailSql, personAccount } from './people.repository';
export {
  accountSql,
  findAccountEmail,
  findPersonByEmail,
  findNamedPeople,
  findPersonNames,
  insertAccountsWithProfiles,
  type NamedPerson,
  listActiveRoleHolders,
} from './reads.repository';
/** Read by groups (and by courses' progress fragment in groups' statements). */
export { findAccountByEmail, findAccountWithLeaderFlag, profileFlags } from './people.repository';
export { hashPassword, verifyPassword } from './passwords';
export { hashToken, newToken, IMPERSONATION_TTL_MS } from './tokens';

export function createAccountsServices(ctx: AppContext) {
  const sessions = createSessionsService(ctx);
  return {
    sessions,
    registration: createRegistrationService(ctx, sessions),
    invitations: createInvitationsService(ctx, sessions),
    passwords: createPasswordsService(ctx, sessions),
    profile: createProfileService(ctx),
    accountSessions: createAccountSessionsService(ctx),
    appLock: createAppLockService(ctx),
    files: ctx.storage,
  };
}
export type AccountsServices = ReturnType<typeof createAccountsServices>;

/**
 * Sign-up's steps for another area's public sign-up flow (a premium application's registration):
 * the captcha check (a failure is a 422 on `field`) and the account step, in the caller's
 * transaction when `db` is one (a taken username is a 422 on `usernameField`; an address that has
 * an account answers null).
 */
export function signUpSteps(ctx: AppContext) {
  return {
    assertCaptcha: (token: string | null | undefined, ip: string, field: string) => assertCaptcha(ctx, token, ip, field),
    createAccount: (db: Db, v: { email: string; username: string; passwordHash: string }, usernameField?: string) =>
      createAccount(ctx, db, v, usernameField),
  };
}

/** Registers the authenticate decorator (used by every other module) and the area's routes. */
export function registerAccounts(app: FastifyInstance, ctx: AppContext) {
  registerAccountsErasure(ctx);
  const services = createAccountsServices(ctx);
  app.decorateRequest('actor', null);
  app.decorate('authenticate', createAuthenticate(services.sessions));
  registerAccountsRoutes(app, services, { authRateLimit: ctx.config.AUTH_RATE_LIMIT, appUrl: ctx.config.appUrl });
  registerSettingsRoutes(app, services, { authRateLimit: ctx.config.AUTH_RATE_LIMIT });
  return services;
}
/** The admin console's people part (modules/admin): the search, a person's account state, their flags, the new-members count. */
export {
  countAccountsSince,
  countPeople,
  findAdminAccount,
  findAdminProfile,
  searchPeople,
  updateProfileFlags,
  type AdminAccountRow,
  type AdminPersonRow,
} from './admin-people.repository';
export { JOB_VERIFICATION } from './registration.service';
