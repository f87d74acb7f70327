import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the request being served knows of its caller, for platform pieces that are handed only ids
 * (the access log gets a viewer's id from every area): set by the authenticate hook, read in the
 * request's own async context. Outside a request (jobs, tests calling services) there is none.
 */
interface RequestScope {
  /** The administrator behind an impersonation session, else null. */
  impersonatorId: number | null;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request in its own scope (a callback-style onRequest hook, registered once in app.ts). */
export function enterRequestScope(next: () => void) {
  scope.run({ impersonatorId: null }, next);
}

/** The caller is an administrator viewing as a member (the authenticate hook). */
export function markImpersonation(impersonatorId: number | null) {
  const current = scope.getStore();
  if (current) current.impersonatorId = impersonatorId;
}

/** The administrator behind the request's impersonation session, if it is one. */
export const requestImpersonator = (): number | null => scope.getStore()?.impersonatorId ?? null;
