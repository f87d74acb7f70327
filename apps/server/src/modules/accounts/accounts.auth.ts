import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { ForbiddenError, UnauthenticatedError } from '../../platform/http/errors';
import type { Actor } from './accounts.actor';
import type { SessionsService } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** onRequest hook that requires a signed-in, not suspended (and by default verified) user. */
    authenticate(opts?: { allowUnverified?: boolean }): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Bearer header, or `?token=` for file links opened by the browser (ARCHITECTURE: API conventions). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : null;
}

export function createAuthenticate(sessions: SessionsService) {
  return (opts: { allowUnverified?: boolean } = {}) =>
    async (request: FastifyRequest) => {
      const token = readToken(request);
      const actor = token ? await sessions.resolveToken(token) : null;
      if (!actor) throw new UnauthenticatedError(t.unauthenticated);
      // Suspension is enforced here, for every call, not only by the web app's guard.
      if (actor.isSuspended) throw new ForbiddenError(t.suspended, 'account_suspended');
      if (!opts.allowUnverified && !actor.isVerified) throw new ForbiddenError(t.unverified, 'email_unverified');
      request.actor = actor;
    };
}

/** The actor of an authenticated route (the preHandler guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthenticatedError(t.unauthenticated);
  return request.actor;
}
