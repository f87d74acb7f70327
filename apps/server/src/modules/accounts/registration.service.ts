import {
  accountsTexts as t,
  type ChangeEmailInput,
  type ChangeEmailRequest,
  type ChangeEmailRequestInput,
  type RegisterInput,
  type ResendNewVerificationInput,
  type VerifyEmailQuery,
  type UndoEmailChangeAnswer,
  type UndoEmailChangeInput,
  EMAIL_CHANGE_UNDO_DAYS,
  settingsTexts as st,
} from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, type Db } from '../../platform/db/client';
import { jobName } from '../../platform/jobs/jobs';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount } from './accounts.policy';
import { presentChangeEmailRequest } from './accounts.presenter';
import { accountChangedMail, changeEmailMail, emailInUseMail, signUpAttemptMail, verificationMail } from './accounts.mails';
import * as repo from './accounts.repository';
import { hashPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import { HOUR_MS, hashToken, newToken, replaceMailToken, VERIFY_EMAIL_TTL_MS } from './tokens';
import { ERROR_CODES } from '@holdfast/shared/common';

/** Mail jobs of this service: payloads carry ids and addresses, never a token (tokens are made in the job). */
export const JOB_VERIFICATION = jobName<{ userId: number }>('accounts.verification-mail');
export const JOB_SIGNUP_ATTEMPT = jobName<{ email: string }>('accounts.signup-attempt-mail');
export const JOB_CHANGE_EMAIL = jobName<{ userId: number; email: string }>('accounts.change-email-mail');
export const JOB_EMAIL_IN_USE = jobName<{ email: string }>('accounts.email-in-use-mail');
export const JOB_EMAIL_CHANGED = jobName<{ to: string; username: string; userId?: number }>('accounts.email-changed-mail');
/** How long the old address's undo link works (EMAIL_CHANGE_UNDO_DAYS). */
const UNDO_EMAIL_TTL_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS;

/**
 * Sign-up's account step, inside the caller's transaction when `db` is one (accounts' sign-up, and
 * other areas' through `signUpSteps` of index.ts): a taken username is a 422
 * on `usernameField` (usernames are public); an address that already has an account writes nothing
 * and answers null (the caller answers as for a new one); otherwise the account (not verified) and
 * its verification mail job. Its unique indexes still decide a race (the caller catches them).
 */
export async function createAccount(
  ctx: AppContext,
  db: Db,
  v: { email: string; username: string; passwordHash: string },
  usernameField = 'username',
): Promise<number | null> {
  // public: sign-up's account step, called only by the public sign-up use cases (POST register, a premium application's registration).
  if (await repo.isUsernameTaken(db, v.username)) throw ValidationError.field(usernameField, t.usernameTaken);
  if (await repo.findUserByEmail(db, v.email)) return null;
  const user = await repo.insertUser(db, { email: v.email, username: v.username, passwordHash: v.passwordHash });
  await ctx.jobs.enqueue(JOB_VERIFICATION, { userId: user.id }, { tx: db });
  return user.id;
}

export function createRegistrationService(ctx: AppContext, sessions: SessionsService) {
  ctx.jobs.define(JOB_VERIFICATION, async ({ userId }) => {
    const user = await repo.findUserById(ctx.db, userId);
    if (!user || user.verifiedOn) return;
    const token = await replaceMailToken(ctx.db, user, 'verify-email', VERIFY_EMAIL_TTL_MS);
    await ctx.mailer.send(verificationMail(ctx.config.appUrl, user.email, user.username, token));
  });
  ctx.jobs.define(JOB_SIGNUP_ATTEMPT, async ({ email }) => {
    const owner = await repo.findUserByEmail(ctx.db, email);
    if (owner) await ctx.mailer.send(signUpAttemptMail(ctx.config.appUrl, owner.email, owner.username));
  });
  ctx.jobs.define(JOB_CHANGE_EMAIL, async ({ userId, email }) => {
    const user = await repo.findUserById(ctx.db, userId);
    if (!user) return;
    const token = newToken();
    // Only a request still pending for this address gets the token: one cancelled after the answer stays cancelled.
    if (
      !(await repo.renewChangeEmailToken(ctx.db, {
        userId,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
      }))
    )
      return;
    await ctx.mailer.send(changeEmailMail(ctx.config.appUrl, email, user.username, token));
  });
  ctx.jobs.define(JOB_EMAIL_CHANGED, async ({ to, username, userId }) => {
    if (userId === undefined) {
      await ctx.mailer.send(accountChangedMail(ctx.config.appUrl, to, username, 'email'));
      return;
    }
    // The old address gets a one-time link that moves the account back to it (made here: payloads carry no token).
    const token = newToken();
    await repo.insertAccountToken(ctx.db, {
      userId,
      purpose: 'undo-email-change',
      tokenHash: hashToken(token),
      email: to,
      expiresAt: new Date(Date.now() + UNDO_EMAIL_TTL_MS),
    });
    await ctx.mailer.send(accountChangedMail(ctx.config.appUrl, to, username, 'email', { token, days: EMAIL_CHANGE_UNDO_DAYS }));
  });
  ctx.jobs.define(JOB_EMAIL_IN_USE, async ({ email }) => {
    await ctx.mailer.send(emailInUseMail(ctx.config.appUrl, email));
  });

  /**
   * Records the pending change and mails after the answer. An address that belongs to another account
   * answers the same (no enumeration): the request is kept with a token nobody has, and the
   * address's owner is told instead (opening any link could not move it anyway).
   */
  async function requestChangeEmail(userId: number, email: string): Promise<ChangeEmailRequest> {
    const request = await repo.upsertChangeEmailRequest(ctx.db, {
      userId,
      email,
      tokenHash: hashToken(newToken()),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
    });
    const owner = await repo.findUserByEmail(ctx.db, email);
    if (owner && owner.id !== userId) await ctx.jobs.enqueue(JOB_EMAIL_IN_USE, { email });
    else await ctx.jobs.enqueue(JOB_CHANGE_EMAIL, { userId, email });
    return presentChangeEmailRequest(request);
  }

  const sendVerification = (user: { id: number }) => ctx.jobs.enqueue(JOB_VERIFICATION, { userId: user.id });

  return {
    /**
     * Sign-up. An address that already has an account answers exactly like a new one (same status,
     * same body, the password hashed either way) and its owner gets a mail instead, so the call
     * cannot be used to learn who is registered. Usernames are public, so a taken one is reported.
     */
    async register(input: RegisterInput, ip: string): Promise<void> {
      // public: anyone may sign up (captcha and rate limit guard the route).
      await sessions.assertCaptcha(input.recaptcha, ip, 'recaptcha');
      if (await repo.isUsernameTaken(ctx.db, input.username)) throw ValidationError.field('username', t.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const userId = await createAccount(ctx, ctx.db, { email: input.email, username: input.username, passwordHash });
        if (userId === null) await ctx.jobs.enqueue(JOB_SIGNUP_ATTEMPT, { email: input.email });
      } catch (error) {
        // Two sign-ups racing for the same address or name: the unique index decides.
        if (isUniqueViolation(error, 'users_email_unique')) {
          await ctx.jobs.enqueue(JOB_SIGNUP_ATTEMPT, { email: input.email });
          return;
        }
        if (isUniqueViolation(error, 'users_username_unique')) throw ValidationError.field('username', t.usernameTaken);
        throw error;
      }
    },

    /**
     * The mail link. A sign-up token verifies the account; a change-request token moves the account
     * to the new address (and verifies it, since the user has just proved they own it).
     * Returns the address to prefill on the login page, or null when the link is no good.
     */
    async verifyEmail(input: VerifyEmailQuery): Promise<string | null> {
      // public: the mailed one-time token is the permission.
      const tokenHash = hashToken(input.token);
      const moved = await ctx.db.transaction(async (tx) => {
        const signup = await repo.consumeAccountToken(tx, 'verify-email', tokenHash, input.email);
        if (signup) {
          const user = await repo.findUserById(tx, signup.userId);
          if (!user || user.email.toLowerCase() !== signup.email.toLowerCase()) return null;
          if (!user.verifiedOn) await repo.updateUser(tx, user.id, { verifiedOn: new Date() });
          return user.email;
        }
        const change = await repo.consumeChangeEmailRequest(tx, tokenHash, input.email);
        if (!change) return null;
        const taken = await repo.findUserByEmail(tx, change.email);
        if (taken && taken.id !== change.userId) return null;
        const user = await repo.findUserById(tx, change.userId);
        if (!user) return null;
        await repo.updateUser(tx, user.id, { email: change.email, verifiedOn: user.verifiedOn ?? new Date() });
        const changed = user.email !== change.email || !user.verifiedOn;
        return { userId: user.id, changed, email: change.email, oldEmail: user.verifiedOn ? user.email : null, username: user.username };
      });
      if (moved && typeof moved === 'object') {
        // Committed: the person's open tabs ask for their account again (the address shows there).
        if (moved.changed) ctx.realtime.publishToUser(moved.userId, 'profile.updated', { user_id: moved.userId });
        // The old (verified) address hears of the move, in case it was not its owner who asked; a
        // never-verified one may be a typo that belongs to someone else, so it is not written to.
        if (moved.oldEmail) {
          await ctx.jobs.enqueue(JOB_EMAIL_CHANGED, { to: moved.oldEmail, username: moved.username, userId: moved.userId });
        }
        return moved.email;
      }
      return moved;
    },

    /**
     * The old address's undo link: the account moves back to the address the link was mailed to,
     * any pending change is dropped, and every session ends (whoever moved it is signed out). The
     * link is one-time and, with every undo link mailed after it, stops working.
     */
    async undoEmailChange(input: UndoEmailChangeInput): Promise<UndoEmailChangeAnswer> {
      // public: the one-time token mailed to the old address is the permission.
      const done = await ctx.db.transaction(async (tx) => {
        const row = await repo.consumeAccountToken(tx, 'undo-email-change', hashToken(input.token));
        if (!row) throw ValidationError.field('token', st.undoInvalid);
        const user = await repo.findUserById(tx, row.userId);
        if (!user) throw ValidationError.field('token', st.undoInvalid);
        const taken = await repo.findUserByEmail(tx, row.email);
        if (taken && taken.id !== user.id) throw new ConflictError(st.undoTaken);
        await repo.expireUndoTokensFrom(tx, user.id, row.createdAt);
        await repo.updateUser(tx, user.id, { email: row.email });
        await repo.deleteChangeEmailRequest(tx, user.id);
        await repo.revokeUserAccessTokens(tx, user.id);
        await repo.insertAuditEntry(tx, { actorId: null, action: 'email-change.undone', targetUserId: user.id });
        return { email: row.email };
      });
      return { message: st.undoDone, email: done.email };
    },

    async resendVerification(actor: Actor) {
      assertCan(canManageOwnAccount(actor));
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (user.verifiedOn) throw new ConflictError('Your email is already verified.', ERROR_CODES.alreadyVerified);
      await sendVerification(user);
    },

    async getChangeEmailRequest(actor: Actor): Promise<ChangeEmailRequest | null> {
      assertCan(canManageOwnAccount(actor));
      const request = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      return request ? presentChangeEmailRequest(request) : null;
    },

    async createChangeEmailRequest(actor: Actor, input: ChangeEmailRequestInput) {
      assertCan(canManageOwnAccount(actor));
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (user.email.toLowerCase() === input.email) throw ValidationError.field('email', 'This is already your email address.');
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (existing && existing.email.toLowerCase() === input.email) throw new ConflictError(t.emailChangeRequestDuplicate);
      return requestChangeEmail(actor.userId, input.email);
    },

    /** PUT users/change-email: edit the pending request's address and send a fresh link. */
    async updateChangeEmailRequest(actor: Actor, input: ChangeEmailInput) {
      assertCan(canManageOwnAccount(actor));
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (!existing || existing.id !== input.id) throw new NotFoundError(t.emailChangeRequestMissing);
      // Spec 3 section 5: the same address as the pending request is refused (Resend sends its link again).
      if (existing.email.toLowerCase() === input.email) throw new ConflictError(t.emailChangeRequestDuplicate);
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (user && user.email.toLowerCase() === input.email) throw ValidationError.field('email', 'This is already your email address.');
      return requestChangeEmail(actor.userId, input.email);
    },

    async deleteChangeEmailRequest(actor: Actor) {
      assertCan(canManageOwnAccount(actor));
      if (!(await repo.deleteChangeEmailRequest(ctx.db, actor.userId))) throw new NotFoundError(t.emailChangeRequestMissing);
    },

    async resendChangeEmail(actor: Actor, input: ResendNewVerificationInput) {
      assertCan(canManageOwnAccount(actor));
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (!existing || existing.email.toLowerCase() !== input.email) throw new NotFoundError(t.emailChangeRequestMissing);
      return requestChangeEmail(actor.userId, existing.email);
    },
  };
}
