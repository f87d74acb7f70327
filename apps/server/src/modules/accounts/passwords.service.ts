import { accountsTexts as t } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { Actor } from './accounts.actor';
import { resetPasswordMail } from './accounts.mails';
import * as repo from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import { hashToken, replaceMailToken, RESET_PASSWORD_TTL_MS } from './tokens';

export function createPasswordsService(ctx: AppContext, sessions: SessionsService) {
  return {
    /** Same answer whether or not the address belongs to an account. */
    async forgotPassword(input: { email: string; recaptcha?: string | null }, ip: string) {
      await sessions.assertCaptcha(input.recaptcha, ip, 'recaptcha');
      const user = await repo.findUserByEmail(ctx.db, input.email);
      if (!user || user.suspendedAt) return;
      const token = await replaceMailToken(ctx.db, user, 'reset-password', RESET_PASSWORD_TTL_MS);
      await ctx.mailer.send(resetPasswordMail(ctx.config.appUrl, user.email, user.username, token));
    },

    /** Sets the new password, ends every other session and signs the user in. */
    async resetPassword(input: { token: string; email: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      return ctx.db.transaction(async (tx) => {
        const row = await repo.consumeAccountToken(tx, 'reset-password', hashToken(input.token), input.email);
        if (!row) throw ValidationError.field('token', t.resetInvalidToken);
        const user = await repo.findUserById(tx, row.userId);
        if (!user) throw ValidationError.field('token', t.resetInvalidToken);
        if (user.suspendedAt) throw new ForbiddenError(t.suspended, 'account_suspended');
        await repo.updateUser(tx, user.id, {
          passwordHash,
          wpPasswordMapped: false,
          verifiedOn: user.verifiedOn ?? new Date(),
        });
        await repo.revokeUserAccessTokens(tx, user.id);
        return sessions.issueToken(tx, user.id);
      });
    },

    /** Users migrated from WordPress choose a new password before anything else. */
    async resetOldPassword(actor: Actor, input: { password: string }) {
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (!user.wpPasswordMapped) throw new ForbiddenError('Your password does not need to be reset.', 'not_wp_password_mapped');
      await repo.updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password), wpPasswordMapped: false });
    },

    /** Change password: the old one must match; every session ends (the client goes to /login). */
    async updatePassword(actor: Actor, input: { old_password: string; password: string }) {
      const user = await repo.findUserById(ctx.db, actor.userId);
      if (!user) throw new NotFoundError();
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        throw ValidationError.field('old_password', t.oldPasswordWrong);
      }
      const passwordHash = await hashPassword(input.password);
      await ctx.db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.revokeUserAccessTokens(tx, user.id);
      });
    },
  };
}
