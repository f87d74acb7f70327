import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountsApiPaths as paths,
  accountSessionListSchema,
  appLockStatusSchema,
  removeAppLockInputSchema,
  setAppLockInputSchema,
  settingsTexts as st,
  signedOutSessionsSchema,
  undoEmailChangeAnswerSchema,
  undoEmailChangeInputSchema,
  unlockAnswerSchema,
  unlockInputSchema,
} from '@holdfast/shared/accounts';
import { idParamsSchema, okResponseSchema } from '@holdfast/shared/common';
import { actorOf } from '../../platform/auth/actor';
import { routeOptions, routePath } from '../../platform/http/route-options';
import type { AccountsServices } from './index';

/** Sessions and devices, the app lock and the undo of an e-mail change (issue 38). */
export function registerSettingsRoutes(root: FastifyInstance, s: AccountsServices, opts: { authRateLimit: number }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  // The PIN is checked with sign-in's limit per client address (and five wrong ones end the session).
  const rateLimit = { max: opts.authRateLimit, timeWindow: '1 minute' };
  const anyUser = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }) }, tags);
  const anyUserLimited = routeOptions({ onRequest: app.authenticate({ allowUnverified: true }), config: { rateLimit } }, tags);
  const limited = routeOptions({ config: { rateLimit } }, tags);

  app.get(
    routePath(paths.sessions),
    anyUser('The signed-in sessions of the caller, with device, place and last use', { response: { 200: accountSessionListSchema } }),
    async (req) => s.accountSessions.list(actorOf(req)),
  );

  app.delete(
    routePath(paths.sessions),
    anyUser('Sign out every other session (their sockets are disconnected)', { response: { 200: signedOutSessionsSchema } }),
    async (req) => s.accountSessions.signOutOthers(actorOf(req)),
  );

  app.delete(
    routePath(paths.session, ':id'),
    anyUser('Sign out one of the caller’s sessions (its sockets are disconnected)', {
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.accountSessions.signOut(actorOf(req), req.params.id);
      return { message: st.sessionSignedOut };
    },
  );

  app.get(
    routePath(paths.appLock),
    anyUser('Whether the app lock (a PIN) is on', { response: { 200: appLockStatusSchema } }),
    async (req) => s.appLock.status(actorOf(req)),
  );

  app.put(
    routePath(paths.appLock),
    anyUserLimited('Set or change the app lock PIN (with the account password or the current PIN)', {
      body: setAppLockInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.appLock.set(actorOf(req), req.body);
      return { message: st.pinSet };
    },
  );

  app.delete(
    routePath(paths.appLock),
    anyUserLimited('Turn the app lock off (with the account password or the current PIN)', {
      body: removeAppLockInputSchema,
      response: { 200: okResponseSchema },
    }),
    async (req) => {
      await s.appLock.remove(actorOf(req), req.body);
      return { message: st.pinRemoved };
    },
  );

  app.post(
    routePath(paths.appLockUnlock),
    anyUserLimited('Check the app lock PIN; the fifth wrong one in a row signs this session out', {
      body: unlockInputSchema,
      response: { 200: unlockAnswerSchema },
    }),
    async (req) => s.appLock.unlock(actorOf(req), req.body),
  );

  app.post(
    routePath(paths.undoEmailChange),
    limited(
      'Undo an e-mail change from the link mailed to the old address (signs out every session)',
      { body: undoEmailChangeInputSchema, response: { 200: undoEmailChangeAnswerSchema } },
      { clientErrors: { 409: st.undoTaken } },
    ),
    async (req) => s.registration.undoEmailChange(req.body),
  );
}
