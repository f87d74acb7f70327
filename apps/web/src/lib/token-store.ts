import { clearWorkerData } from './pwa/post-to-worker';
import { clearPushSession } from '@/sw/push-session';

/** The bearer token lives in localStorage so a reload keeps the session. */
export const TOKEN_KEY = 'holdfast.token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Set while the session is an administrator's impersonation (the shell marks it). */
const IMPERSONATED_KEY = 'holdfast.token.impersonated';

export function isImpersonated(): boolean {
  try {
    return getToken() !== null && localStorage.getItem(IMPERSONATED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The administrator's own token while they view as a member from the console (Stop gives it back).
 * Kept only beside an impersonation token: any other change of the session forgets it.
 */
const ADMIN_TOKEN_KEY = 'holdfast.token.admin';

export function setToken(token: string | null, impersonated = false): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    if (token && impersonated) localStorage.setItem(IMPERSONATED_KEY, '1');
    else localStorage.removeItem(IMPERSONATED_KEY);
    if (!(token && impersonated)) localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Private mode without storage: the session simply ends with the tab.
  }
  for (const listener of listeners) listener(token);
}

/** The console's start: the member's read-only token is the session now, the admin's own is kept for Stop. */
export function beginImpersonation(memberToken: string, adminToken: string): void {
  setToken(memberToken, true);
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
  } catch {
    // Without storage Stop signs out instead.
  }
}

/** The administrator's own token kept while they view as a member (null when there is none). */
export function keptAdminToken(): string | null {
  try {
    return isImpersonated() ? localStorage.getItem(ADMIN_TOKEN_KEY) : null;
  } catch {
    return null;
  }
}

/** Whether the last sign-out was the member's own (a page that then goes to /login itself), not a lost session. */
let signedOutByChoice = false;

/** With `byChoice`, the guard sends to a plain /login (no ?next=: the page that signed out is no place to come back to). */
export function clearToken(opts: { byChoice?: boolean } = {}): void {
  signedOutByChoice = opts.byChoice ?? false;
  // The service worker's copy of the token (web push) goes with the session.
  clearPushSession();
  setToken(null);
  // What the service worker kept for the session (its API answers, a queued check-in) goes with it.
  clearWorkerData();
}

export function wasSignedOutByChoice(): boolean {
  return signedOutByChoice && getToken() === null;
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
