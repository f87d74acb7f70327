import type { FastifyReply, FastifyRequest } from 'fastify';
import '../../platform/auth/actor';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { ForbiddenError, UnauthenticatedError } from '../../platform/http/errors';
import { markSignInRequired } from '../../platform/http/openapi';
import type { SessionsService } from './sessions.service';
import { ERROR_CODES } from '@holdfast/shared/common';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook that requires a signed-in, not suspended (and by default verified) user. */
    authenticate(opts?: { allowUnverified?: boolean }): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The bearer header, and only it: a token in a URL ends up in logs, history and Referer headers.
 * Files the browser opens by URL use signed links instead (platform/resources/signed-urls).
 */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

export function createAuthenticate(sessions: SessionsService) {
  return (opts: { allowUnverified?: boolean } = {}) =>
    markSignInRequired(async (request: FastifyRequest) => {
      const token = readToken(request);
      const actor = token ? await sessions.resolveToken(token) : null;
      if (!actor) throw new UnauthenticatedError(t.unauthenticated);
      // Suspension is enforced here, for every call, not only by the web app's guard.
      if (actor.isSuspended) throw new ForbiddenError(t.suspended, ERROR_CODES.accountSuspended);
      if (!opts.allowUnverified && !actor.isVerified) throw new ForbiddenError(t.unverified, ERROR_CODES.emailUnverified);
      request.actor = actor;
    });
}
