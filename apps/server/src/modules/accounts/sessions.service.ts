import { accountsTexts as t, describeUserAgent, isRole, type LoginInput, type TokenResponse } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount } from './accounts.policy';
import * as repo from './accounts.repository';
import { verifyPassword } from './passwords';
import { hashToken, IMPERSONATION_SESSION_TTL_MS, newToken } from './tokens';
import { endImpersonationSession, isImpersonation, recordImpersonationStarted } from './impersonation';
import type { Db } from '../../platform/db/client';
import { ERROR_CODES } from '@holdfast/shared/common';

/** Sign-in lockout: LOGIN_LOCKOUT_ATTEMPTS failures within the window lock the account's sign-in. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
const failuresKey = (email: string) => `login-failures:${email.toLowerCase()}`;
const lockKey = (email: string) => `login-lock:${email.toLowerCase()}`;

/** The captcha step of a public flow (sign-in, sign-up, a password reset, another area's sign-up): a failed check is a 422 on `field`. */
export async function assertCaptcha(ctx: Pick<AppContext, 'captcha'>, token: string | null | undefined, ip: string, field: string) {
  if (!(await ctx.captcha.verify(token, ip))) throw ValidationError.field(field, t.recaptchaFailed);
}

/** How a client describes itself at sign-in (Sessions and devices): its own words, else its user agent summarised. */
export interface SessionClient {
  userAgent?: string | null;
  device?: string | null;
  place?: string | null;
}

/** A session's last use is written at most this often (not on every call). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

export function createSessionsService(ctx: AppContext) {
  const signInTtlMs = ctx.config.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

  async function issueToken(
    db: Db,
    userId: number,
    impersonatorId: number | null = null,
    client: SessionClient = {},
  ): Promise<TokenResponse> {
    // public: a step of the sign-in flows (login, registration, reset), never called by a route.
    return (await issueSession(db, userId, impersonatorId, client)).answer;
  }

  /** The token answer and the session's row (its id and end). */
  async function issueSession(db: Db, userId: number, impersonatorId: number | null, client: SessionClient) {
    // An administrator acting as a member gets an hour, not a sign-in's days.
    const ttlMs = impersonatorId === null ? signInTtlMs : IMPERSONATION_SESSION_TTL_MS;
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    const row = await repo.insertAccessToken(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      impersonatorId,
      device: client.device || describeUserAgent(client.userAgent),
      place: client.place || null,
    });
    const answer: TokenResponse = { access_token: token, token_type: 'Bearer', expires_in: Math.floor(ttlMs / 1000) };
    return { answer: impersonatorId === null ? answer : { ...answer, impersonated: true as const }, tokenId: row.id, expiresAt };
  }

  return {
    issueToken,

    async assertCaptcha(token: string | null | undefined, ip: string, field: string) {
      // public: a step of the public flows (login, registration, forgot password).
      await assertCaptcha(ctx, token, ip, field);
    },

    /**
     * Password grant. Unknown e-mail, wrong password and a locked account answer alike (the password
     * is verified in every case, so the time does not tell either). Failures are counted per address
     * (known or not), beside the per-client-address rate limit, so rotating addresses does not help;
     * a password reset lifts the lock.
     */
    async login(input: LoginInput & Pick<SessionClient, 'device' | 'place'>, ip: string, userAgent?: string): Promise<TokenResponse> {
      // public: the password grant is how a caller becomes an actor.
      await assertCaptcha(ctx, input.recaptcha_token, ip, 'recaptcha_token');
      const user = await repo.findUserByEmail(ctx.db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      const locked = (await ctx.counters.get(lockKey(input.email))) > 0;
      if (!user || !ok || locked) {
        if (
          !locked &&
          (await ctx.counters.increment(failuresKey(input.email), LOGIN_FAILURE_WINDOW_MS)) >= ctx.config.LOGIN_LOCKOUT_ATTEMPTS
        ) {
          await ctx.counters.set(lockKey(input.email), 1, LOGIN_LOCK_MS);
          await ctx.counters.delete(failuresKey(input.email));
          ctx.log.warn({ userId: user?.id }, 'sign-in locked after repeated failures');
        }
        throw new UnauthenticatedError(t.invalidCredentials, ERROR_CODES.invalidCredentials);
      }
      if (user.suspendedAt) throw new ForbiddenError(t.suspended, ERROR_CODES.accountSuspended);
      await ctx.counters.delete(failuresKey(input.email));
      return issueToken(ctx.db, user.id, null, { userAgent, device: input.device, place: input.place });
    },

    /** A completed password reset proves the mailbox: failures and any lock are forgotten. */
    async clearLoginFailures(email: string) {
      // public: a step of the password-reset flow, after the reset token was checked.
      await ctx.counters.delete(failuresKey(email), lockKey(email));
    },

    /**
     * Impersonation grant: a one-time token an ff_admin made. The read-only session it opens lasts an
     * hour; its start is audited with the link's reason and written to the member's access log.
     */
    async loginWithImpersonationToken(token: string, userAgent?: string): Promise<TokenResponse> {
      // public: the one-time token an ff_admin made is the permission.
      return ctx.db.transaction(async (tx) => {
        const row = await repo.consumeAccountToken(tx, 'impersonation', hashToken(token));
        if (!row) throw new UnauthenticatedError(t.unableToLogin, ERROR_CODES.invalidImpersonationToken);
        const user = await repo.findUserById(tx, row.userId);
        if (!user) throw new UnauthenticatedError(t.unableToLogin, ERROR_CODES.invalidImpersonationToken);
        // The administrator who made the link is gone: nobody to act as.
        if (row.createdBy === null) throw new UnauthenticatedError(t.unableToLogin, ERROR_CODES.invalidImpersonationToken);
        if (user.suspendedAt) throw new ForbiddenError(t.suspended, ERROR_CODES.accountSuspended);
        const session = await issueSession(tx, user.id, row.createdBy, { userAgent });
        await recordImpersonationStarted(ctx, tx, {
          adminId: row.createdBy,
          userId: user.id,
          linkId: row.id,
          tokenId: session.tokenId,
          expiresAt: session.expiresAt,
        });
        return session.answer;
      });
    },

    async logout(actor: Actor) {
      assertCan(canManageOwnAccount(actor));
      // Signing out of an impersonation session ends it as Stop does (audited, in the member's access log).
      if (isImpersonation(actor)) await ctx.db.transaction((tx) => endImpersonationSession(ctx, tx, actor));
      else await repo.revokeAccessToken(ctx.db, actor.tokenId);
    },

    /** Bearer token -> actor, or null when unknown, expired or revoked. */
    async resolveToken(token: string): Promise<(Actor & { isSuspended: boolean; expiresAt: Date }) | null> {
      // public: turns a bearer token into an actor (the authenticate hook).
      if (!token || token.length > 200) return null;
      const row = await repo.findActiveAccessToken(ctx.db, hashToken(token));
      if (!row) return null;
      // Sessions and devices show each session's last use, to within SESSION_TOUCH_MS.
      const staleBefore = new Date(Date.now() - SESSION_TOUCH_MS);
      if (!row.lastUsedAt || row.lastUsedAt < staleBefore) await repo.touchAccessToken(ctx.db, row.tokenId, staleBefore);
      return {
        userId: row.userId,
        roles: row.roles.filter(isRole),
        isVerified: row.verifiedOn !== null,
        isSuspended: row.isSuspended,
        tokenId: row.tokenId,
        impersonatorId: row.impersonatorId,
        expiresAt: row.expiresAt,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
