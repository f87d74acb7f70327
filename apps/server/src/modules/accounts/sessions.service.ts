import { accountsTexts as t, type LoginInput, type TokenResponse } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../platform/http/errors';
import type { Actor } from './accounts.actor';
import * as repo from './accounts.repository';
import { verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';
import type { Db } from '../../platform/db/client';


export function createSessionsService(ctx: AppContext) {
  const ttlMs = ctx.config.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

  async function issueToken(db: Db, userId: number, impersonatorId: number | null = null): Promise<TokenResponse> {
    const token = newToken();
    await repo.insertAccessToken(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
      impersonatorId,
    });
    return { access_token: token, token_type: 'Bearer', expires_in: Math.floor(ttlMs / 1000) };
  }

  async function assertCaptcha(token: string | null | undefined, ip: string, field: string) {
    if (!(await ctx.captcha.verify(token, ip))) throw ValidationError.field(field, t.recaptchaFailed);
  }

  return {
    issueToken,
    assertCaptcha,

    /** Password grant. Unknown e-mail and wrong password answer alike. */
    async login(input: LoginInput & { email: string }, ip: string): Promise<TokenResponse> {
      await assertCaptcha(input.recaptcha_token, ip, 'recaptcha_token');
      const user = await repo.findUserByEmail(ctx.db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) throw new UnauthenticatedError(t.invalidCredentials, 'invalid_credentials');
      if (user.suspendedAt) throw new ForbiddenError(t.suspended, 'account_suspended');
      return issueToken(ctx.db, user.id);
    },

    /** Impersonation grant: a one-time token an ff_admin made; recorded in the audit log. */
    async loginWithImpersonationToken(token: string): Promise<TokenResponse> {
      return ctx.db.transaction(async (tx) => {
        const row = await repo.consumeAccountToken(tx, 'impersonation', hashToken(token));
        if (!row) throw new UnauthenticatedError(t.unableToLogin, 'invalid_impersonation_token');
        const user = await repo.findUserById(tx, row.userId);
        if (!user) throw new UnauthenticatedError(t.unableToLogin, 'invalid_impersonation_token');
        if (user.suspendedAt) throw new ForbiddenError(t.suspended, 'account_suspended');
        await repo.insertAuditEntry(tx, { actorId: row.createdBy, action: 'impersonation.login', targetUserId: user.id });
        return issueToken(tx, user.id, row.createdBy);
      });
    },

    async logout(actor: Actor) {
      await repo.revokeAccessToken(ctx.db, actor.tokenId);
    },

    /** Bearer token -> actor, or null when unknown, expired or revoked. */
    async resolveToken(token: string): Promise<(Actor & { isSuspended: boolean }) | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.findActiveAccessToken(ctx.db, hashToken(token));
      if (!row) return null;
      return {
        userId: row.userId,
        roles: row.roles,
        isVerified: row.verifiedOn !== null,
        isSuspended: row.isSuspended,
        tokenId: row.tokenId,
        impersonatorId: row.impersonatorId,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
