import {
  accountsTexts as t,
  type ForgotPasswordInput,
  type OldPasswordResetInput,
  type ResetPasswordInput,
  type ResetTokenCheck,
  type ResetTokenCheckInput,
  type UpdatePasswordInput,
} from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount, canResetOldPassword } from './accounts.policy';
import { accountChangedMail, resetPasswordMail } from './accounts.mails';
import * as repo from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import { hashToken, replaceMailToken, RESET_PASSWORD_TTL_MS } from './tokens';
import { ERROR_CODES } from '@holdfast/shared/common';

export const JOB_RESET_MAIL = jobName<{ email: string }>('accounts.reset-password-mail');
export const JOB_PASSWORD_CHANGED = jobName<{ to: string; username: string }>('accounts.password-changed-mail');

export function createPasswordsService(ctx: AppContext, sessions: SessionsService) {
  // The lookup, the token and the mail all happen in the job, after the answer: a known address
  // takes exactly as long to answer as an unknown one.
  ctx.jobs.define(JOB_PASSWORD_CHANGED, async ({ to, username }) => {
    await ctx.mailer.send(accountChangedMail(ctx.config.appUrl, to, username, 'password'));
  });
  ctx.jobs.define(JOB_RESET_MAIL, async ({ email }) => {
    const user = await repo.findUserByEmail(ctx.db, email);
    if (!user || user.suspendedAt) return;
    const token = await replaceMailToken(ctx.db, user, 'reset-password', RESET_PASSWORD_TTL_MS);
    await ctx.mailer.send(resetPasswordMail(ctx.config.appUrl, user.email, user.username, token));
  });

  return {
    /** Same answer, in the same time, whether or not the address belongs to an account. */
    async forgotPassword(input: ForgotPasswordInput, ip: string) {
      // public: anyone may ask for a reset link; the answer is the same for unknown addresses.
      await sessions.assertCaptcha(input.recaptcha, ip, 'recaptcha');
      await ctx.jobs.enqueue(JOB_RESET_MAIL, { email: input.email });
    },

    /** Whether a reset link still works, so the page can say so before anyone types a password. */
    async checkResetToken(input: ResetTokenCheckInput): Promise<ResetTokenCheck> {
      // public: the mailed one-time token is the permission; the answer is only whether it is usable.
      const row = await repo.findUsableAccountToken(ctx.db, 'reset-password', hashToken(input.token), input.email);
      return { valid: row !== null };
    },

    /** Sets the new password, ends every other session and signs the user in. */
    async resetPassword(input: ResetPasswordInput) {
      // public: the mailed one-time token is the permission.
      const passwordHash = await hashPassword(input.password);
      const issued = await ctx.db.transaction(async (tx) => {
        const row = await repo.consumeAccountToken(tx, 'reset-password', hashToken(input.token), input.email);
        if (!row) throw ValidationError.field('token', t.resetInvalidToken);
        const user = await repo.findUserById(tx, row.userId);
        if (!user) throw ValidationError.field('token', t.resetInvalidToken);
        if (user.suspendedAt) throw new ForbiddenError(t.suspended, ERROR_CODES.accountSuspended);
        await repo.updateUser(tx, user.id, {
          passwordHash,
          wpPasswordMapped: false,
          verifiedOn: user.verifiedOn ?? new Date(),
        });
        await repo.revokeUserAccessTokens(tx, user.id);
        return sessions.issueToken(tx, user.id);
      });
      // Proving the mailbox lifts a sign-in lockout.
      await sessions.clearLoginFailures(input.email);
      return issued;
    },

    /** Users migrated from WordPress choose a new password before anything else. */
    async resetOldPassword(actor: Actor, input: OldPasswordResetInput) {
      assertCan(canManageOwnAccount(actor));
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      assertCan(canResetOldPassword(actor, user));
      await repo.updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password), wpPasswordMapped: false });
    },

    /**
     * Change password: the old one must match; every other session ends, its sockets with it (the
     * sessions_ended trigger). This one stays: the web signs it out itself and goes to /login, as
     * the spec says; another client may keep it.
     */
    async updatePassword(actor: Actor, input: UpdatePasswordInput) {
      assertCan(canManageOwnAccount(actor));
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw ValidationError.field('old_password', t.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.password);
      await ctx.db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.revokeOtherAccessTokens(tx, user.id, actor.tokenId);
        await ctx.jobs.enqueue(JOB_PASSWORD_CHANGED, { to: user.email, username: user.username }, { tx });
      });
    },
  };
}
