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

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode without storage: the session simply ends with the tab.
  }
  for (const listener of listeners) listener(token);
}

export function clearToken(): void {
  setToken(null);
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
