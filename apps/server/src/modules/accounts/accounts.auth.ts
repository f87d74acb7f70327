import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertCan, type Actor, type Decision } from '../../platform/auth/actor';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { impersonationTexts } from '@holdfast/shared/admin';
import { ForbiddenError, UnauthenticatedError } from '../../platform/http/errors';
import { markGuard, markSignInRequired } from '../../platform/http/openapi';
import { markImpersonation } from '../../platform/auth/request-scope';
import type { SessionsService } from './sessions.service';
import { ERROR_CODES } from '@holdfast/shared/common';

/**
 * What a route's onRequest guard requires: a signed-in, not suspended user, verified unless
 * `allowUnverified`, and, with `may`, one the policy allows by who they are alone (a role): the
 * area's own `can<Action>(actor)`, so the 403 carries the policy's text and code. It runs before
 * the body, query and params are validated: a caller who may not use a route never learns its
 * schema. The service still opens with the same assertCan.
 */
export interface RouteGuard {
  allowUnverified?: boolean;
  may?: (actor: Actor) => Decision;
  /**
   * A write an administrator's read-only impersonation session may still make: signing out and
   * POST admin/impersonation/end, nothing else (every other call but GET is refused there).
   */
  whileImpersonating?: boolean;
}

/** Calls that read: the only ones an impersonation session makes, unless the route says `whileImpersonating`. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook that requires a signed-in, not suspended (and by default verified) user, and with `may` a policy's yes. */
    authenticate(opts?: RouteGuard): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
  return (opts: RouteGuard = {}) => {
    const hook = markSignInRequired(async (request: FastifyRequest) => {
      const token = readToken(request);
      const actor = token ? await sessions.resolveToken(token) : null;
      if (!actor) throw new UnauthenticatedError(t.unauthenticated);
      // Suspension is enforced here, for every call, not only by the web app's guard.
      if (actor.isSuspended) throw new ForbiddenError(t.suspended, ERROR_CODES.accountSuspended);
      // An impersonation session is read-only: no payment, password, deletion, message or post as the member.
      if (actor.impersonatorId !== null && !opts.whileImpersonating && !READ_METHODS.has(request.method))
        throw new ForbiddenError(impersonationTexts.readOnly, ERROR_CODES.impersonationReadOnly);
      if (!opts.allowUnverified && !actor.isVerified) throw new ForbiddenError(t.unverified, ERROR_CODES.emailUnverified);
      if (opts.may) assertCan(opts.may(actor));
      request.actor = actor;
      markImpersonation(actor.impersonatorId);
    });
    return opts.may ? markGuard(hook, opts.may.name || 'policy') : hook;
  };
}
