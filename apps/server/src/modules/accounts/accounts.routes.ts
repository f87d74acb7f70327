import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
  invitationStatusSchema,
  invitationTexts,
  referFriendInputSchema,
  registerByInvitationInputSchema,
  registerByInvitationResponseSchema,
  verifyInvitationInputSchema,
} from '@holdfast/shared/accountability';
import { okResponseSchema, signedLinkQuerySchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { readSingleFile, uploadSchema } from '../../platform/http/multipart';
import type { AccountsServices } from './index';

export function registerAccountsRoutes(root: FastifyInstance, s: AccountsServices, opts: { authRateLimit: number; appUrl: string }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } };
  const user = { onRequest: app.authenticate() };
  const anyUser = { onRequest: app.authenticate({ allowUnverified: true }) };
  const tags = ['accounts'];

  app.post(
    '/oauth/token',
    {
      config: limited,
      schema: {
        summary: 'Sign in (password or one-time impersonation token) and get a bearer token',
        tags,
        body: tokenInputSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) =>
      req.body.grant_type === 'impersonation'
        ? s.sessions.loginWithImpersonationToken(req.body.impersonation_token)
        : s.sessions.login(req.body, req.ip),
  );

  app.post(
    '/oauth/logout',
    { ...anyUser, schema: { summary: 'Sign out: revoke this bearer token', tags, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.sessions.logout(actorOf(req));
      return { message: 'Logged out.' };
    },
  );

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        summary: 'Create an account and mail its verification link (the same answer for an address that has one)',
        tags,
        body: registerInputSchema,
        response: { 201: okResponseSchema },
      },
    },
    async (req, reply) => {
      // The same answer whether or not the address already had an account (no enumeration).
      await s.registration.register(req.body, req.ip);
      return reply.status(201).send({ message: t.registrationSuccess });
    },
  );

  app.post(
    '/users/invitation',
    {
      ...user,
      schema: {
        summary: 'Refer a friend: mail an invitation link (the same answer whether or not the address has an account)',
        tags,
        body: referFriendInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.invitations.refer(actorOf(req), req.body);
      return { message: invitationTexts.invitationSent };
    },
  );

  app.post(
    '/users/invitation/verify',
    {
      config: limited,
      schema: {
        summary: 'Check an invitation link (token and address): still valid, and where it leads',
        tags,
        body: verifyInvitationInputSchema,
        response: { 200: invitationStatusSchema },
      },
    },
    async (req) => s.invitations.verify(req.body),
  );

  app.post(
    '/users/invitation/register',
    {
      config: limited,
      schema: {
        summary: 'Create an account from an invitation link (already verified), sign in, and answer where to go next',
        tags,
        body: registerByInvitationInputSchema,
        response: { 201: registerByInvitationResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await s.invitations.register(req.body)),
  );

  app.get(
    '/users/verify-email',
    { schema: { summary: 'Open a verification link from the mail (redirects to /login)', tags, querystring: verifyEmailQuerySchema } },
    async (req, reply) => {
      const email = await s.registration.verifyEmail(req.query);
      const target = email ? `/login?${new URLSearchParams({ verificationCompleted: 'true', email })}` : '/login?verificationFailed=true';
      return reply.redirect(`${opts.appUrl}${target}`, 302);
    },
  );

  app.get(
    '/users/profile',
    { ...anyUser, schema: { summary: 'The signed-in user and their profile', tags, response: { 200: userSchema } } },
    async (req) => s.profile.getUser(actorOf(req)),
  );

  app.put(
    '/users/profile',
    { ...user, schema: { summary: 'Save the onboarding profile', tags, body: updateProfileInputSchema, response: { 200: userSchema } } },
    async (req) => s.profile.updateProfile(actorOf(req), req.body),
  );

  app.post(
    '/users/profile/avatar',
    {
      ...user,
      schema: {
        ...uploadSchema('profile_picture', AVATAR_MAX_BYTES),
        summary: 'Upload a profile picture',
        tags,
        response: { 200: userSchema },
      },
    },
    async (req) => {
      return s.profile.uploadAvatar(actorOf(req), await readSingleFile(req, 'profile_picture', AVATAR_MAX_BYTES));
    },
  );

  app.get(
    '/users/roles',
    { ...user, schema: { summary: "The signed-in user's roles", tags, response: { 200: roleListSchema } } },
    async (req) => s.profile.listRoles(actorOf(req)),
  );

  app.post(
    '/users/forgot-password',
    {
      config: limited,
      schema: { summary: 'Mail a password-reset link', tags, body: forgotPasswordInputSchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.passwords.forgotPassword(req.body, req.ip);
      return { message: t.forgotSuccess };
    },
  );

  app.post(
    '/users/reset-password/check',
    {
      config: limited,
      schema: {
        summary: 'Whether a password-reset link is still usable (it is not used up)',
        tags,
        body: resetTokenCheckInputSchema,
        response: { 200: resetTokenCheckSchema },
      },
    },
    async (req) => s.passwords.checkResetToken(req.body),
  );

  app.post(
    '/users/reset-password',
    {
      config: limited,
      schema: {
        summary: 'Set a new password from a reset link and sign in',
        tags,
        body: resetPasswordInputSchema,
        response: { 200: resetPasswordAnswerSchema },
      },
    },
    async (req) => ({ message: 'Your password has been reset.', ...(await s.passwords.resetPassword(req.body)) }),
  );

  app.post(
    '/users/update-password/wordpress',
    {
      ...anyUser,
      schema: {
        summary: 'Set a new password for an account migrated from WordPress',
        tags,
        body: oldPasswordResetInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.passwords.resetOldPassword(actorOf(req), req.body);
      return { message: t.passwordChanged };
    },
  );

  app.put(
    '/users/update-password',
    {
      ...user,
      schema: {
        summary: 'Change the password (signs out every session)',
        tags,
        body: updatePasswordInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.passwords.updatePassword(actorOf(req), req.body);
      return { message: t.passwordChanged };
    },
  );

  app.post(
    '/users/resend-verification',
    {
      ...anyUser,
      config: limited,
      schema: { summary: 'Mail the verification link again', tags, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await s.registration.resendVerification(actorOf(req));
      return { message: t.verificationSent };
    },
  );

  app.get(
    '/users/change-email-request',
    { ...anyUser, schema: { summary: 'The pending e-mail change, if any', tags, response: { 200: changeEmailRequestAnswerSchema } } },
    async (req) => ({
      request: await s.registration.getChangeEmailRequest(actorOf(req)),
    }),
  );

  app.post(
    '/users/change-email-request',
    {
      ...anyUser,
      config: limited,
      schema: {
        summary: 'Ask to change the e-mail address (mails a link to the new one)',
        tags,
        body: changeEmailRequestInputSchema,
        response: { 201: changeEmailRequestSentSchema },
      },
    },
    async (req, reply) => {
      const request = await s.registration.createChangeEmailRequest(actorOf(req), req.body);
      return reply.status(201).send({ message: t.emailChangeRequestSent, request });
    },
  );

  app.put(
    '/users/change-email',
    {
      ...anyUser,
      config: limited,
      schema: {
        summary: 'Edit the pending e-mail change and mail its link again',
        tags,
        body: changeEmailInputSchema,
        response: { 200: changeEmailRequestSentSchema },
      },
    },
    async (req) => ({ message: t.emailChangeRequestSent, request: await s.registration.updateChangeEmailRequest(actorOf(req), req.body) }),
  );

  app.delete(
    '/users/change-email-request',
    { ...anyUser, schema: { summary: 'Cancel the pending e-mail change', tags, response: { 200: okResponseSchema } } },
    async (req) => {
      await s.registration.deleteChangeEmailRequest(actorOf(req));
      return { message: t.emailChangeRequestDeleted };
    },
  );

  app.post(
    '/users/resend-new-verification',
    {
      ...anyUser,
      config: limited,
      schema: {
        summary: "Mail the new address's verification link again",
        tags,
        body: resendNewVerificationInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (req) => {
      await s.registration.resendChangeEmail(actorOf(req), req.body);
      return { message: t.verificationSent };
    },
  );

  app.get(
    '/users/user-meta/:key',
    {
      ...user,
      // A setting's name is not a record: any name reads (null until saved), so never a 404.
      config: { clientErrors: { 404: false } },
      schema: {
        summary: "Read one of the user's settings (e.g. DASHBOARD_ONBOARDING_DONE)",
        tags,
        params: userMetaParamsSchema,
        response: { 200: userMetaSchema },
      },
    },
    async (req) => s.profile.getMeta(actorOf(req), req.params.key),
  );
  app.post(
    '/users/user-meta/:key',
    {
      ...user,
      config: { clientErrors: { 404: false } },
      schema: {
        summary: "Save one of the user's settings",
        tags,
        params: userMetaParamsSchema,
        body: userMetaInputSchema,
        response: { 200: userMetaSchema },
      },
    },
    async (req) => s.profile.setMeta(actorOf(req), req.params.key, req.body.value),
  );

  // Uploaded files (avatars), through the signed links the API hands out (no token in the URL).
  // The stored type (set when the image was re-encoded), nosniff (global) and a disposition.
  app.get(
    '/files/:folder/:name',
    {
      schema: {
        summary: 'A private uploaded file (avatar) through its signed link',
        tags,
        params: uploadedFileParamsSchema,
        querystring: signedLinkQuerySchema,
      },
    },
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
