import type { FastifyRequest } from 'fastify';
import { accountsTexts as t, type Role } from '@holdfast/shared/accounts';
import { ForbiddenError, UnauthenticatedError } from '../http/errors';
import { type ErrorCode } from '@holdfast/shared/common';

/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: number;
  roles: readonly Role[];
  isVerified: boolean;
  tokenId: number;
  /** Set when an ff_admin is acting as this user through an impersonation login. */
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook (accounts module) on routes that require sign-in. */
    actor: Actor | null;
  }
}

export function actorHasRole(actor: Actor, ...roles: Role[]): boolean {
  return roles.some((r) => actor.roles.includes(r));
}

/** Why a policy said no: the 403's message and code. */
export interface Refusal {
  readonly message: string;
  readonly code?: ErrorCode;
}
/** What a `can<Action>` policy answers: allowed (true), refused with the default message (false), or refused with a reason. */
export type Decision = boolean | Refusal;
export const refuse = (message: string, code?: ErrorCode): Refusal => ({ message, code });

/**
 * The one permission check every service function opens with: `assertCan(can<Action>(actor, record))`.
 * The `can*` policies live in each area's `<area>.policy.ts`; this turns a refusal into a 403
 * (the refusal's own message and code, else `message`/`code`, else the default text).
 */
export function assertCan(decision: Decision, message?: string, code?: ErrorCode): void {
  if (decision === true) return;
  if (decision === false) throw new ForbiddenError(message, code);
  throw new ForbiddenError(decision.message, decision.code);
}

/**
 * Member areas (the daily loop, courses, notifications, devices) are for verified members. The
 * authenticate hook already refuses others; policies say it again so a route that forgot cannot leak.
 */
export const isVerifiedMember = (actor: Actor) => actor.isVerified;

/** The actor of an authenticated route (the onRequest hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthenticatedError(t.unauthenticated);
  return request.actor;
}
