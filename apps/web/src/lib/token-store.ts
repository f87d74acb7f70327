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

export function setToken(token: string | null, impersonated = false): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    if (token && impersonated) localStorage.setItem(IMPERSONATED_KEY, '1');
    else localStorage.removeItem(IMPERSONATED_KEY);
  } catch {
    // Private mode without storage: the session simply ends with the tab.
  }
  for (const listener of listeners) listener(token);
}

/** Whether the last sign-out was the member's own (a page that then goes to /login itself), not a lost session. */
let signedOutByChoice = false;

/** With `byChoice`, the guard sends to a plain /login (no ?next=: the page that signed out is no place to come back to). */
export function clearToken(opts: { byChoice?: boolean } = {}): void {
  signedOutByChoice = opts.byChoice ?? false;
  // The service worker's copy of the token (web push) goes with the session.
  clearPushSession();
  setToken(null);
}

export function wasSignedOutByChoice(): boolean {
  return signedOutByChoice && getToken() === null;
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
