import { accountsTexts as t } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { Actor } from './accounts.actor';
import { changeEmailMail, verificationMail } from './accounts.mails';
import { presentUser } from './accounts.presenter';
import * as repo from './accounts.repository';
import { hashPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import { hashToken, newToken, replaceMailToken, VERIFY_EMAIL_TTL_MS } from './tokens';

export function createRegistrationService(ctx: AppContext, sessions: SessionsService) {
  async function assertEmailFree(email: string, exceptUserId?: number) {
    const other = await repo.findUserByEmail(ctx.db, email);
    if (other && other.id !== exceptUserId) throw ValidationError.field('email', t.emailTaken);
  }

  async function sendVerification(user: { id: number; email: string; username: string }) {
    const token = await replaceMailToken(ctx.db, user, 'verify-email', VERIFY_EMAIL_TTL_MS);
    await ctx.mailer.send(verificationMail(ctx.config.appUrl, user.email, user.username, token));
  }

  async function sendChangeEmail(userId: number, email: string) {
    const user = await repo.findUserById(ctx.db, userId);
    if (!user) throw new NotFoundError();
    const token = newToken();
    const request = await repo.upsertChangeEmailRequest(ctx.db, {
      userId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
    });
    await ctx.mailer.send(changeEmailMail(ctx.config.appUrl, email, user.username, token));
    return request;
  }

  return {
    async register(input: { username: string; email: string; password: string; recaptcha?: string | null }, ip: string) {
      await sessions.assertCaptcha(input.recaptcha, ip, 'recaptcha');
      const errors: Record<string, string[]> = {};
      if (await repo.findUserByEmail(ctx.db, input.email)) errors.email = [t.emailTaken];
      if (await repo.isUsernameTaken(ctx.db, input.username)) errors.username = [t.usernameTaken];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        user = await repo.insertUser(ctx.db, { email: input.email, username: input.username, passwordHash });
      } catch (error) {
        // Two sign-ups racing for the same address: the unique index decides.
        if (isUniqueViolation(error, 'users_email_unique')) throw ValidationError.field('email', t.emailTaken);
        if (isUniqueViolation(error, 'users_username_unique')) throw ValidationError.field('username', t.usernameTaken);
        throw error;
      }
      await sendVerification(user);
      return presentUser(user, null, [], []);
    },

    /**
     * The mail link. A sign-up token verifies the account; a change-request token moves the account
     * to the new address (and verifies it, since the user has just proved they own it).
     * Returns the address to prefill on the login page, or null when the link is no good.
     */
    async verifyEmail(input: { token: string; email: string }): Promise<string | null> {
      const tokenHash = hashToken(input.token);
      return ctx.db.transaction(async (tx) => {
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
        return change.email;
      });
    },

    async resendVerification(actor: Actor) {
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (user.verifiedOn) throw new ConflictError('Your email is already verified.', 'already_verified');
      await sendVerification(user);
    },

    async getChangeEmailRequest(actor: Actor) {
      return repo.findChangeEmailRequest(ctx.db, actor.userId);
    },

    async createChangeEmailRequest(actor: Actor, input: { email: string }) {
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (user.email.toLowerCase() === input.email) throw ValidationError.field('email', 'This is already your email address.');
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (existing && existing.email.toLowerCase() === input.email) throw new ConflictError(t.emailChangeRequestDuplicate);
      await assertEmailFree(input.email, actor.userId);
      return sendChangeEmail(actor.userId, input.email);
    },

    /** PUT users/change-email: edit the pending request's address and send a fresh link. */
    async updateChangeEmailRequest(actor: Actor, input: { id: number; email: string }) {
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (!existing || existing.id !== input.id) throw new NotFoundError(t.emailChangeRequestMissing);
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (user && user.email.toLowerCase() === input.email) throw ValidationError.field('email', 'This is already your email address.');
      await assertEmailFree(input.email, actor.userId);
      return sendChangeEmail(actor.userId, input.email);
    },

    async deleteChangeEmailRequest(actor: Actor) {
      if (!(await repo.deleteChangeEmailRequest(ctx.db, actor.userId))) throw new NotFoundError(t.emailChangeRequestMissing);
    },

    async resendChangeEmail(actor: Actor, input: { email: string }) {
      const existing = await repo.findChangeEmailRequest(ctx.db, actor.userId);
      if (!existing || existing.email.toLowerCase() !== input.email) throw new NotFoundError(t.emailChangeRequestMissing);
      return sendChangeEmail(actor.userId, existing.email);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
