import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from './token-store';

/** The current bearer token, re-rendering when it changes (login, logout, 401). */
export function useToken(): string | null {
  return useSyncExternalStore(
    (cb) => onTokenChange(() => cb()),
    getToken,
    () => null,
  );
}
