import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountsApiPaths as paths,
  accountsTexts as t,
  changeEmailInputSchema,
  changeEmailRequestAnswerSchema,
  changeEmailRequestInputSchema,
  changeEmailRequestSentSchema,
  forgotPasswordInputSchema,
  oldPasswordResetInputSchema,
  registerInputSchema,
  resendNewVerificationInputSchema,
  resetPasswordAnswerSchema,
  resetPasswordInputSchema,
  resetTokenCheckInputSchema,
  resetTokenCheckSchema,
  roleListSchema,
  tokenInputSchema,
  tokenResponseSchema,
  updatePasswordInputSchema,
  updateProfileInputSchema,
  uploadedFileParamsSchema,
  userMetaInputSchema,
  userMetaParamsSchema,
  userMetaSchema,
  userSchema,
  verifyEmailQuerySchema,
  AVATAR_MAX_BYTES,
} from '@holdfast/shared/accounts';
import {
  accountabilityApiPaths as invitationPaths,
  invitationStatusSchema,
  invitationTexts,
  referFriendInputSchema,
  registerByInvitationInputSchema,
  registerByInvitationResponseSchema,
  verifyInvitationInputSchema,
} from '@holdfast/shared/accountability';
import { okResponseSchema, signedLinkQuerySchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import { readSingleFile, uploadSchema } from '../../platform/http/multipart';
import type { AccountsServices } from './index';

export function registerAccountsRoutes(root: FastifyInstance, s: AccountsServices, opts: { authRateLimit: number; appUrl: string }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const rateLimit = { max: opts.authRateLimit, timeWindow: '1 minute' };
  const anyone = routeOptions({}, tags);
  const limited = routeOptions({ config: { rateLimit } }, tags);
  const user = routeOptions({ onRequest: app.authenticate() }, tags);
  const anyUser = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }) }, tags);
  const anyUserLimited = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }), config: { rateLimit } }, tags);

  app.post(
    routePath(paths.token),
    limited('Sign in (password or one-time impersonation token) and get a bearer token', {
      body: tokenInputSchema,
      response: { 200: tokenResponseSchema },
    }),
    async (req) =>
      req.body.grant_type === 'impersonation'
        ? s.sessions.loginWithImpersonationToken(req.body.impersonation_token, req.headers['user-agent'])
        : s.sessions.login(req.body, req.ip, req.headers['user-agent']),
  );

  // Signing out is one of the two writes an impersonation session may make (it ends the session).
  const signingOut = routeOptions({ onRequest: app.authenticate({ allowUnverified: true, whileImpersonating: true }) }, tags);
  app.post(
    routePath(paths.logout),
    signingOut('Sign out: revoke this bearer token', { response: { 200: okResponseSchema } }),
    async (req) => {
      await s.sessions.logout(actorOf(req));
      return { message: 'Logged out.' };
    },
  );

  app.post(
    routePath(paths.register),
    limited('Create an account and mail its verification link (the same answer for an address that has one)', {
      body: registerInputSchema,
      response: { 201: okResponseSchema },
    }),
    async (req, reply) => {
      // The same answer whether or not the address already had an account (no enumeration).
      await s.registration.register(req.body, req.ip);
      return reply.status(201).send({ message: t.registrationSuccess });
    },
  );

  app.post(
    routePath(invitationPaths.referFriend),
    user('Refer a friend: mail an invitation link (the same answer whether or not the address has an account)', {
      body: referFriendInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.invitations.refer(actorOf(req), req.body);
      return { message: invitationTexts.invitationSent };
    },
  );

  app.post(
    routePath(invitationPaths.verifyInvitation),
    limited('Check an invitation link (token and address): still valid, and where it leads', {
      body: verifyInvitationInputSchema,
      response: { 200: invitationStatusSchema },
    }),
    async (req) => s.invitations.verify(req.body),
  );

  app.post(
    routePath(invitationPaths.registerByInvitation),
    limited('Create an account from an invitation link (already verified), sign in, and answer where to go next', {
      body: registerByInvitationInputSchema,
      response: { 201: registerByInvitationResponseSchema },
    }),
    async (req, reply) => reply.status(201).send(await s.invitations.register(req.body)),
  );

  app.get(
    routePath(paths.verifyEmail),
    anyone('Open a verification link from the mail (redirects to /login)', { querystring: verifyEmailQuerySchema }),
    async (req, reply) => {
      const email = await s.registration.verifyEmail(req.query);
      const target = email ? `/login?${new URLSearchParams({ verificationCompleted: 'true', email })}` : '/login?verificationFailed=true';
      return reply.redirect(`${opts.appUrl}${target}`, 302);
    },
  );

  app.get(routePath(paths.profile), anyUser('The signed-in user and their profile', { response: { 200: userSchema } }), async (req) =>
    s.profile.getUser(actorOf(req)),
  );

  app.put(
    routePath(paths.profile),
    user('Save the onboarding profile', { body: updateProfileInputSchema, response: { 200: userSchema } }),
    async (req) => s.profile.updateProfile(actorOf(req), req.body),
  );

  app.post(
    routePath(paths.avatar),
    user('Upload a profile picture', { ...uploadSchema('profile_picture', AVATAR_MAX_BYTES), response: { 200: userSchema } }),
    async (req) => {
      return s.profile.uploadAvatar(actorOf(req), await readSingleFile(req, 'profile_picture', AVATAR_MAX_BYTES));
    },
  );

  app.get(routePath(paths.roles), user("The signed-in user's roles", { response: { 200: roleListSchema } }), async (req) =>
    s.profile.listRoles(actorOf(req)),
  );

  app.post(
    routePath(paths.forgotPassword),
    limited('Mail a password-reset link', { body: forgotPasswordInputSchema, response: { 200: okResponseSchema } }),
    async (req) => {
      await s.passwords.forgotPassword(req.body, req.ip);
      return { message: t.forgotSuccess };
    },
  );

  app.post(
    routePath(paths.resetPasswordCheck),
    limited('Whether a password-reset link is still usable (it is not used up)', {
      body: resetTokenCheckInputSchema,
      response: { 200: resetTokenCheckSchema },
    }),
    async (req) => s.passwords.checkResetToken(req.body),
  );

  app.post(
    routePath(paths.resetPassword),
    limited('Set a new password from a reset link and sign in', {
      body: resetPasswordInputSchema,
      response: { 200: resetPasswordAnswerSchema },
    }),
    async (req) => ({ message: 'Your password has been reset.', ...(await s.passwords.resetPassword(req.body)) }),
  );

  app.post(
    routePath(paths.resetOldPassword),
    anyUser('Set a new password for an account migrated from WordPress', {
      body: oldPasswordResetInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.passwords.resetOldPassword(actorOf(req), req.body);
      return { message: t.passwordChanged };
    },
  );

  app.put(
    routePath(paths.updatePassword),
    user('Change the password (signs out every other session and its sockets)', {
      body: updatePasswordInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.passwords.updatePassword(actorOf(req), req.body);
      return { message: t.passwordChanged };
    },
  );

  app.post(
    routePath(paths.resendVerification),
    anyUserLimited('Mail the verification link again', { response: { 200: okResponseSchema } }),
    async (req) => {
      await s.registration.resendVerification(actorOf(req));
      return { message: t.verificationSent };
    },
  );

  app.get(
    routePath(paths.changeEmailRequest),
    anyUser('The pending e-mail change, if any', { response: { 200: changeEmailRequestAnswerSchema } }),
    async (req) => ({
      request: await s.registration.getChangeEmailRequest(actorOf(req)),
    }),
  );

  app.post(
    routePath(paths.changeEmailRequest),
    anyUserLimited(
      'Ask to change the e-mail address (mails a link to the new one)',
      { body: changeEmailRequestInputSchema, response: { 201: changeEmailRequestSentSchema } },
      { clientErrors: { 409: t.emailChangeRequestDuplicate } },
    ),
    async (req, reply) => {
      const request = await s.registration.createChangeEmailRequest(actorOf(req), req.body);
      return reply.status(201).send({ message: t.emailChangeRequestSent, request });
    },
  );

  app.put(
    routePath(paths.changeEmail),
    anyUserLimited(
      'Edit the pending e-mail change and mail its link again',
      { body: changeEmailInputSchema, response: { 200: changeEmailRequestSentSchema } },
      { clientErrors: { 409: t.emailChangeRequestDuplicate } },
    ),
    async (req) => ({ message: t.emailChangeRequestSent, request: await s.registration.updateChangeEmailRequest(actorOf(req), req.body) }),
  );

  app.delete(
    routePath(paths.changeEmailRequest),
    anyUser('Cancel the pending e-mail change', { response: { 200: okResponseSchema } }),
    async (req) => {
      await s.registration.deleteChangeEmailRequest(actorOf(req));
      return { message: t.emailChangeRequestDeleted };
    },
  );

  app.post(
    routePath(paths.resendNewVerification),
    anyUserLimited("Mail the new address's verification link again", {
      body: resendNewVerificationInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.registration.resendChangeEmail(actorOf(req), req.body);
      return { message: t.verificationSent };
    },
  );

  app.get(
    routePath(paths.userMeta, ':key'),
    // A setting's name is not a record: any name reads (null until saved), so never a 404.
    user(
      "Read one of the user's settings (e.g. DASHBOARD_ONBOARDING_DONE)",
      { params: userMetaParamsSchema, response: { 200: userMetaSchema } },
      { clientErrors: { 404: false } },
    ),
    async (req) => s.profile.getMeta(actorOf(req), req.params.key),
  );
  app.post(
    routePath(paths.userMeta, ':key'),
    user(
      "Save one of the user's settings",
      { params: userMetaParamsSchema, body: userMetaInputSchema, response: { 200: userMetaSchema } },
      { clientErrors: { 404: false } },
    ),
    async (req) => s.profile.setMeta(actorOf(req), req.params.key, req.body.value),
  );

  // Uploaded files (avatars), through the signed links the API hands out (no token in the URL).
  // The stored type (set when the image was re-encoded), nosniff (global) and a disposition.
  app.get(
    routePath(paths.file, ':folder', ':name'),
    anyone('A private uploaded file (avatar) through its signed link', {
      params: uploadedFileParamsSchema,
      querystring: signedLinkQuerySchema,
    }),
    async (req, reply) => {
      const file = await s.profile.openFile(`${req.params.folder}/${req.params.name}`, req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(file.data);
    },
  );
}
