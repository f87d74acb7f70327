import { accountsTexts as at } from '@holdfast/shared/accounts';
import {
  displayNameOf,
  invitationPath,
  invitationTexts as t,
  type InvitationStatus,
  type RegisterByInvitationResponse,
} from '@holdfast/shared/accountability';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/client';
import { ValidationError } from '../../platform/http/errors';
import { hourlyLimiter } from '../../platform/http/rate-counter';
import { jobName } from '../../platform/jobs/jobs';
import { referralMail } from './accounts.mails';
import { canInviteFriends } from './accounts.policy';
import * as repo from './accounts.repository';
import { hashPassword } from './passwords';
import { JOB_VERIFICATION } from './registration.service';
import type { SessionsService } from './sessions.service';

export const JOB_REFERRAL_MAIL = jobName<{ inviterId: number; email: string; message: string | null }>('accounts.referral-mail');
/** Refer-a-friend invitations one member may send an hour. */
export const REFER_FRIEND_LIMIT_PER_HOUR = 10;

const nameOf = (username: string, p: { displayName: string | null; firstName: string | null; lastName: string | null } | null) =>
  displayNameOf({ display_name: p?.displayName, first_name: p?.firstName, last_name: p?.lastName, username });

/**
 * Registration by invitation (spec 2 section 2.6) and 'refer a friend', on the platform's
 * invitations: a link's token is random, stored hashed, works once and for 7 days. Registering with
 * it makes an account already verified (the link proved the address), signs it in, and lets the
 * invitation's area (its context_type) say where the client goes next.
 */
export function createInvitationsService(ctx: AppContext, sessions: SessionsService) {
  ctx.jobs.define(JOB_REFERRAL_MAIL, async ({ inviterId, email, message }, job) => {
    // An address that already has an account gets nothing (the answer was the same either way).
    if (await repo.findUserByEmail(ctx.db, email)) return;
    const [inviter, profile] = await Promise.all([repo.findUserById(ctx.db, inviterId), repo.findProfile(ctx.db, inviterId)]);
    if (!inviter) return;
    // From the job's id: a re-run mails the same link.
    const { token, live } = await ctx.invitations.issue(ctx.db, {
      email,
      contextType: 'referral',
      contextId: inviterId,
      invitedBy: inviterId,
      key: job.id,
    });
    if (!live) return;
    const link = ctx.config.appUrl + invitationPath({ token, email, context_type: 'referral', context_id: inviterId });
    await ctx.mailer.send(referralMail(email, nameOf(inviter.username, profile), link, token, message));
  });

  return {
    /** POST users/invitation: 'refer a friend' (the same answer whether or not the address has an account). */
    async refer(actor: Actor, input: { email: string; message: string | null }): Promise<void> {
      assertCan(canInviteFriends(actor));
      const me = await repo.findUserById(ctx.db, actor.userId);
      if (me && me.email.toLowerCase() === input.email) throw ValidationError.field('email', 'This is your own address.');
      await hourlyLimiter(ctx.counters)(`referrals:${actor.userId}`, REFER_FRIEND_LIMIT_PER_HOUR, t.tooManyInvitations);
      await ctx.jobs.enqueue(JOB_REFERRAL_MAIL, { inviterId: actor.userId, email: input.email, message: input.message });
    },

    /** POST users/invitation/verify: whether a link still works for this address, and where it leads. */
    async verify(input: { token: string; email: string }): Promise<InvitationStatus> {
      // public: the mailed token is what is checked; nothing is revealed without it.
      const invitation = await ctx.invitations.check(ctx.db, input.token);
      if (!invitation || invitation.email !== input.email.toLowerCase()) {
        return { valid: false, email: null, context_type: null, context_id: null, expires_at: null, invited_by: null };
      }
      const inviter = invitation.invitedBy ? await repo.findUserById(ctx.db, invitation.invitedBy) : null;
      const profile = inviter ? await repo.findProfile(ctx.db, inviter.id) : null;
      return {
        valid: true,
        email: invitation.email,
        context_type: invitation.contextType,
        context_id: invitation.contextId,
        expires_at: invitation.expiresAt.toISOString(),
        invited_by: inviter ? nameOf(inviter.username, profile) : null,
      };
    },

    /**
     * POST users/invitation/register: one transaction makes the account, uses the token (once) and
     * runs its area's step (accountability: the pending request becomes this account's), then signs
     * in. The invited address is verified by the link; another address (forceRegister) must still
     * be verified by mail.
     */
    async register(input: { username: string; email: string; password: string; token: string }): Promise<RegisterByInvitationResponse> {
      // public: the invitation token is the permission (and the route is rate-limited).
      const invitation = await ctx.invitations.check(ctx.db, input.token);
      if (!invitation) throw ValidationError.field('token', t.invalidLink);
      if (await repo.isUsernameTaken(ctx.db, input.username)) throw ValidationError.field('username', at.usernameTaken);
      if (await repo.findUserByEmail(ctx.db, input.email)) throw ValidationError.field('email', at.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const proven = invitation.email === input.email.toLowerCase();
      try {
        const { answer, userId } = await ctx.db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            email: input.email,
            username: input.username,
            passwordHash,
            verifiedOn: proven ? new Date() : null,
          });
          const accepted = await ctx.invitations.accept(tx, input.token, { userId: user.id, email: user.email });
          // Used or expired since the check above (a second tab): nothing is kept.
          if (!accepted) throw ValidationError.field('token', t.invalidLink);
          if (!proven) await ctx.jobs.enqueue(JOB_VERIFICATION, { userId: user.id }, { tx });
          return { answer: { ...(await sessions.issueToken(tx, user.id)), redirect: accepted.redirect }, userId: user.id };
        });
        ctx.log.info({ userId, context: invitation.contextType }, 'account made from an invitation');
        return answer;
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw ValidationError.field('email', at.emailTaken);
        if (isUniqueViolation(error, 'users_username_unique')) throw ValidationError.field('username', at.usernameTaken);
        throw error;
      }
    },
  };
}
