import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { accountsTexts } from '@holdfast/shared/accounts';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  GUEST_APPLICATIONS_PER_HOUR,
  OTP_MAX_TRIES,
  OTP_SENDS_PER_ADDRESS_PER_HOUR,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_MINUTES,
  premiumNotificationTexts as nt,
  premiumTexts as t,
  premiumWebPaths,
  rankGroups,
  seatsLeft,
  type ApplicationInput,
  type GuestApplicationInput,
  type GuestApplicationResponse,
  type ListApplicationsQuery,
  type PremiumApplication,
  type PremiumApplicationPage,
  type RegisterApplicationInput,
  type ResendOtpInput,
  type SuggestedGroups,
  type VerifyOtpInput,
} from '@holdfast/shared/premium-groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation, type Db } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { HOUR_MS, hourlyLimiter } from '../../platform/http/rate-counter';
import { pageOffset, windowPage } from '../../platform/http/paging';
import { jobName } from '../../platform/jobs/jobs';
import { findAccountByEmail, hashPassword } from '../accounts';
import { applicantRows, findRowForInvitee, groupNotes, premiumGroupRows } from '../groups';
import type { NotificationsService } from '../notifications';
import { confirmationMail, otpMail } from './premium-groups.mails';
import { canApply, canPlaceApplications } from './premium-groups.policy';
import { presentApplication, presentSuggestion } from './premium-groups.presenter';
import * as applicationRows from './applications.repository';
import * as otps from './otps.repository';

/** The partial unique indexes that hold one open application per person (premium-groups.table.ts). */
const OPEN_USER_INDEX = 'premium_applications_open_user_unique';
const OPEN_GUEST_INDEX = 'premium_applications_open_guest_unique';

/** The code mail of a guest application (the code is made in the handler, never in a payload). */
export const JOB_OTP_MAIL = jobName<{ applicationId: number }>('premium-groups.otp-mail');
/** 'We received your application' once it is confirmed (an account's at once, a guest's after the code). */
export const JOB_CONFIRMATION_MAIL = jobName<{ applicationId: number }>('premium-groups.confirmation-mail');

/**
 * Applications: a member's, a guest's with an e-mail code, and the admins' group
 * selection (list, suggestions, placing one in a group).
 */
/** What registration needs of the accounts area (its registration and sessions services), not a copy of it. */
export interface AccountsForPremium {
  createAccount(db: Db, v: { email: string; username: string; passwordHash: string }, usernameField?: string): Promise<number | null>;
  assertCaptcha(token: string | null | undefined, ip: string, field: string): Promise<void>;
}

export function createApplicationsService(ctx: AppContext, deps: { notifications: NotificationsService; accounts: AccountsForPremium }) {
  const otpKey = ctx.urlSigner.derive('premium-otp');
  const hashOtp = (applicationId: number, code: string) => createHmac('sha256', otpKey).update(`${applicationId}:${code}`).digest('hex');

  ctx.jobs.define(JOB_OTP_MAIL, async ({ applicationId }) => {
    const a = await applicationRows.findApplication(ctx.db, applicationId);
    if (!a || a.verified_at !== null || !a.guest_email) return;
    // 6 digits from a secure random source; only its HMAC is stored.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await otps.insertOtp(ctx.db, {
      applicationId,
      codeHash: hashOtp(applicationId, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    const query = new URLSearchParams({ id: String(applicationId), guest_email: a.guest_email, otp: code });
    await ctx.mailer.send(otpMail(a.guest_email, code, `${ctx.config.appUrl}${premiumWebPaths.guestOtp}?${query}`));
  });
  ctx.jobs.define(JOB_CONFIRMATION_MAIL, async ({ applicationId }) => {
    const a = await applicationRows.findApplication(ctx.db, applicationId);
    if (!a) return;
    const to = a.user_email ?? a.guest_email;
    if (!to) return;
    await ctx.mailer.send(confirmationMail(to, a.name, ctx.config.appUrl + premiumWebPaths.success));
  });

  const limit = hourlyLimiter(ctx.counters);

  async function present(id: number): Promise<PremiumApplication> {
    return presentApplication((await applicationRows.findApplication(ctx.db, id))!);
  }

  /** A guest application by id and address; the same 404 whether the id or the address is wrong. */
  async function guestApplication(id: number, email: string) {
    const a = await applicationRows.findApplication(ctx.db, id);
    if (!a || !a.guest_email || a.guest_email.toLowerCase() !== email.toLowerCase()) throw new NotFoundError(t.applicationNotFound);
    return a;
  }

  return {
    /**
     * POST premium-groups/applications (and requests): a verified member's application, straight to
     * group selection. One open application per person: a second submit (also one racing the first,
     * which the partial unique index stops) answers the first application, unchanged and not mailed again.
     */
    async apply(actor: Actor, input: ApplicationInput): Promise<{ created: boolean; item: PremiumApplication }> {
      assertCan(canApply(actor));
      const open = await applicationRows.findOpenApplicationOfUser(ctx.db, actor.userId);
      if (open !== null) return { created: false, item: await present(open) };
      try {
        const id = await ctx.db.transaction(async (tx) => {
          const id = await applicationRows.insertApplication(tx, {
            userId: actor.userId,
            guestEmail: null,
            status: 'group-selection-pending',
            answers: input,
          });
          await ctx.jobs.enqueue(JOB_CONFIRMATION_MAIL, { applicationId: id }, { tx });
          return id;
        });
        return { created: true, item: await present(id) };
      } catch (error) {
        const first = isUniqueViolation(error, OPEN_USER_INDEX)
          ? await applicationRows.findOpenApplicationOfUser(ctx.db, actor.userId)
          : null;
        if (first === null) throw error;
        return { created: false, item: await present(first) };
      }
    },

    /**
     * POST premium-groups/applications/guest: the application waits for the code mailed to guest_email.
     * The answer is the same whether or not the address has an account. An address with an open
     * guest application gets that one back (no second row, no second mail: resend-otp mails a new code).
     */
    async applyAsGuest(input: GuestApplicationInput): Promise<{ created: boolean; body: GuestApplicationResponse }> {
      // public: anyone may apply; the mailed code proves the address, and per-address limits guard it.
      await limit(`premium-guest:${input.guest_email}`, GUEST_APPLICATIONS_PER_HOUR, t.tooManyApplications);
      await limit(`premium-otp-address:${input.guest_email}`, OTP_SENDS_PER_ADDRESS_PER_HOUR, t.otpTooManySends);
      const { guest_email, ...answers } = input;
      const first = (id: number) => ({ created: false, body: { id, guest_email, message: t.applicationOpen } });
      const open = await applicationRows.findOpenGuestApplication(ctx.db, guest_email);
      if (open !== null) return first(open);
      let id: number;
      try {
        id = await ctx.db.transaction(async (tx) => {
          const id = await applicationRows.insertApplication(tx, { userId: null, guestEmail: guest_email, status: 'otp-pending', answers });
          await ctx.jobs.enqueue(JOB_OTP_MAIL, { applicationId: id }, { tx });
          return id;
        });
      } catch (error) {
        const raced = isUniqueViolation(error, OPEN_GUEST_INDEX)
          ? await applicationRows.findOpenGuestApplication(ctx.db, guest_email)
          : null;
        if (raced === null) throw error;
        return first(raced);
      }
      await ctx.counters.increment(`premium-otp:${id}`, HOUR_MS);
      return { created: true, body: { id, guest_email, message: t.otpSent } };
    },

    /**
     * POST premium-groups/applications/register: a new account (the accounts area's sign-up step, not
     * verified, its verification mail) and its application in one transaction. The application waits
     * in group selection and can be placed once the address is verified. The answer is the same when
     * the address already has an account: nothing is made for it, the application is kept as an
     * unconfirmed guest application of that address and its owner is mailed the code (confirming
     * it joins their account). A taken username is a 422 (usernames are public).
     */
    async register(input: RegisterApplicationInput, ip: string): Promise<void> {
      // public: anyone may sign up and apply; the captcha, the per-address limits and the mailed links guard it.
      await deps.accounts.assertCaptcha(input.recaptcha, ip, 'recaptcha');
      const email = input.user_email;
      await limit(`premium-guest:${email}`, GUEST_APPLICATIONS_PER_HOUR, t.tooManyApplications);
      await limit(`premium-otp-address:${email}`, OTP_SENDS_PER_ADDRESS_PER_HOUR, t.otpTooManySends);
      const passwordHash = await hashPassword(input.user_password);
      const run = () =>
        ctx.db.transaction(async (tx) => {
          const userId = await deps.accounts.createAccount(tx, { email, username: input.user_username, passwordHash }, 'user_username');
          let id: number;
          if (input.application_id !== null) {
            // A guest application of this address whose code was not confirmed: the registration takes it over.
            const a = await applicationRows.lockApplication(tx, input.application_id);
            if (!a || a.user_id !== null || a.verified_at !== null || a.guest_email?.toLowerCase() !== email)
              throw ValidationError.field('application_id', t.applicationNotFound);
            id = Number(a.id);
            if (userId !== null) {
              await applicationRows.attachApplicationUser(tx, id, userId);
              await applicationRows.setApplicationStatus(tx, id, 'group-selection-pending');
            }
          } else {
            // The address's open guest application stands (one per person): nothing new, no second mail.
            const open = userId === null ? await applicationRows.findOpenGuestApplication(tx, email) : null;
            if (open !== null) return open;
            id = await applicationRows.insertApplication(
              tx,
              userId !== null
                ? { userId, guestEmail: null, status: 'group-selection-pending', answers: input.application!, verified: false }
                : { userId: null, guestEmail: email, status: 'otp-pending', answers: input.application! },
            );
          }
          await ctx.jobs.enqueue(userId !== null ? JOB_CONFIRMATION_MAIL : JOB_OTP_MAIL, { applicationId: id }, { tx });
          return id;
        });
      try {
        await run();
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique')) throw ValidationError.field('user_username', accountsTexts.usernameTaken);
        // Two sign-ups racing for the address: the second one now finds the account (or its open application).
        if (isUniqueViolation(error, 'users_email_unique') || isUniqueViolation(error, OPEN_GUEST_INDEX)) await run();
        else throw error;
      }
    },

    /** POST premium-groups/applications/guest/resend-otp: a new code (the old one stops working), a few an hour. */
    async resendOtp(input: ResendOtpInput): Promise<void> {
      // public: the guest has no account; the id and the address together find the application.
      const a = await guestApplication(input.id, input.email);
      if (a.verified_at !== null) throw new ConflictError(t.alreadyVerified, ERROR_CODES.duplicate);
      await limit(`premium-otp:${a.id}`, OTP_SENDS_PER_HOUR, t.otpTooManySends);
      await limit(`premium-otp-address:${a.guest_email!.toLowerCase()}`, OTP_SENDS_PER_ADDRESS_PER_HOUR, t.otpTooManySends);
      await ctx.jobs.enqueue(JOB_OTP_MAIL, { applicationId: Number(a.id) });
    },

    /**
     * POST premium-groups/applications/guest/verify: the newest code, within 10 minutes, at most 5
     * wrong tries (then a new code is needed). A wrong try is counted even though the call fails.
     * When the address has an account the application joins it (the code proved the address).
     */
    async verifyOtp(input: VerifyOtpInput): Promise<PremiumApplication> {
      // public: the mailed code is the permission.
      const outcome = await ctx.db.transaction(async (tx) => {
        const a = await applicationRows.lockApplication(tx, input.id);
        if (!a || !a.guest_email) return 'not_found' as const;
        if (a.verified_at !== null) return 'verified' as const;
        const otp = await otps.lockLatestOtp(tx, input.id);
        if (!otp || otp.used_at !== null || new Date(otp.expires_at).getTime() <= Date.now()) return 'expired' as const;
        if (otp.tries >= OTP_MAX_TRIES) return 'tries' as const;
        const expected = Buffer.from(otp.code_hash, 'hex');
        const given = Buffer.from(hashOtp(input.id, input.otp), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          await otps.addOtpTry(tx, Number(otp.id));
          return otp.tries + 1 >= OTP_MAX_TRIES ? ('tries' as const) : ('wrong' as const);
        }
        await otps.useOtp(tx, Number(otp.id));
        const userId = (await findAccountByEmail(tx, a.guest_email))?.id ?? null;
        // The code proved the address of an account that already has an open application: that one
        // stands (one per person) and this unconfirmed copy goes, with no second mail.
        const open = userId === null ? null : await applicationRows.findOpenApplicationOfUser(tx, userId);
        if (open !== null) {
          await applicationRows.deleteUnplacedApplication(tx, input.id);
          return { kept: open };
        }
        await applicationRows.setApplicationStatus(tx, input.id, 'group-selection-pending', { verified: true });
        if (userId !== null) await applicationRows.attachApplicationUser(tx, input.id, userId);
        await ctx.jobs.enqueue(JOB_CONFIRMATION_MAIL, { applicationId: input.id }, { tx });
        return 'ok' as const;
      });
      if (typeof outcome === 'object') return present(outcome.kept);
      switch (outcome) {
        case 'not_found':
          throw new NotFoundError(t.applicationNotFound);
        case 'verified':
          throw new ConflictError(t.alreadyVerified, ERROR_CODES.duplicate);
        case 'expired':
          throw new ValidationError({ otp: [t.otpExpired] }, t.otpExpired);
        case 'tries':
          throw new ValidationError({ otp: [t.otpTooManyTries] }, t.otpTooManyTries);
        case 'wrong':
          throw new ValidationError({ otp: [t.otpWrong] }, t.otpWrong);
        case 'ok':
          return present(input.id);
      }
    },

    /** GET admin/premium-applications: by status (default: waiting for group selection), oldest first. */
    async list(actor: Actor, q: ListApplicationsQuery): Promise<PremiumApplicationPage> {
      assertCan(canPlaceApplications(actor));
      const rows = await applicationRows.listApplications(ctx.db, {
        status: q.status,
        limit: q.perPage,
        offset: pageOffset(q.page, q.perPage),
      });
      return windowPage(rows, q, presentApplication, () => applicationRows.countApplications(ctx.db, q.status));
    },

    /** GET admin/premium-applications/{id}/suggested-groups: the open premium groups that fit, best first. */
    async suggestions(actor: Actor, id: number): Promise<SuggestedGroups> {
      assertCan(canPlaceApplications(actor));
      const a = await applicationRows.findApplication(ctx.db, id);
      if (!a) throw new NotFoundError(t.applicationNotFound);
      const groups = (await premiumGroupRows.listOpen(ctx.db)).map((g) => ({
        row: g,
        id: Number(g.id),
        ...g.premium_group_settings,
        premium_group_status: g.premium_group_status,
        seats_left: seatsLeft(Array.from({ length: Number(g.seats_taken) }, () => 'applied' as const)),
      }));
      const ranked = rankGroups(
        { gender: a.gender, in_ministry: a.in_ministry, meeting_time: a.meeting_time, other_day: a.other_day },
        groups,
      );
      return {
        application_id: Number(a.id),
        items: ranked.map(({ group, match }) => presentSuggestion(group.row, match, group.seats_left)),
      };
    },

    /**
     * POST admin/premium-applications/{id}/place: a confirmed application waiting for group selection
     * goes into an open premium group with a seat left: its member row (status applied, 'New'), a
     * status-change note, and a notification to the group's leaders.
     */
    async place(actor: Actor, id: number, groupId: number): Promise<PremiumApplication> {
      assertCan(canPlaceApplications(actor));
      let group: { name: string };
      try {
        group = await ctx.db.transaction(async (tx) => {
          const a = await applicationRows.lockApplication(tx, id);
          if (!a) throw new NotFoundError(t.applicationNotFound);
          if (a.member_id !== null) throw new ConflictError(t.alreadyPlaced, ERROR_CODES.duplicate);
          if (a.status !== 'group-selection-pending') throw new ConflictError(t.notPlaceable, ERROR_CODES.transitionRefused);
          // A registration's application waits for its account's address to be verified.
          if (a.verified_at === null && a.user_verified_on === null)
            throw new ConflictError(t.notConfirmedYet, ERROR_CODES.transitionRefused);
          const g = await premiumGroupRows.lock(tx, groupId);
          if (!g) throw ValidationError.field('group_id', t.groupNotPremium);
          if (g.group_type !== 'premium_groups') throw ValidationError.field('group_id', t.groupNotPremium);
          if (g.premium_group_status !== 'pending' && g.premium_group_status !== 'launch-pending')
            throw new ConflictError(t.groupClosed, ERROR_CODES.groupClosed);
          const applicants = await applicantRows.lockAllOf(tx, groupId);
          if (seatsLeft(applicants.map((r) => r.premium_group_status)) <= 0) throw new ConflictError(t.groupFull, ERROR_CODES.groupFull);
          const email = (a.user_email ?? a.guest_email)!;
          if (await findRowForInvitee(tx, groupId, { userId: a.user_id === null ? null : Number(a.user_id), email }))
            throw new ConflictError(t.alreadyInGroup, ERROR_CODES.alreadyMember);
          // One seat per person across the premium groups that have not completed.
          if ((await applicantRows.seatElsewhere(tx, { groupId, userId: a.user_id === null ? null : Number(a.user_id), email })) !== null)
            throw new ConflictError(t.seatElsewhere, ERROR_CODES.alreadyMember);
          const memberId = await applicantRows.insert(tx, {
            groupId,
            userId: a.user_id === null ? null : Number(a.user_id),
            inviteEmail: a.user_id === null ? email : null,
            applicationId: id,
            invitedBy: actor.userId,
          });
          await applicationRows.placeApplication(tx, id, { groupId, memberId, placedBy: actor.userId });
          await groupNotes.insertStatusNote(tx, {
            groupId,
            memberId,
            authorId: actor.userId,
            adminId: actor.userId,
            title: 'Placed in this group',
            previousState: 'group-selection-pending',
            newState: 'applied',
          });
          return { name: g.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(t.alreadyInGroup, ERROR_CODES.alreadyMember);
        throw error;
      }
      for (const leader of await premiumGroupRows.leadersOf(ctx.db, groupId)) {
        await deps.notifications.notify(Number(leader.user_id), {
          title: nt.placedTitle,
          message: nt.placed(group.name),
          meta: { type: 'premium.placed', target: premiumWebPaths.premiumGroupManagement(groupId), group_id: groupId },
        });
      }
      return present(id);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
