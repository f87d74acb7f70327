import { getToken, onTokenChange } from './token-store';

/**
 * Per-user browser storage for things a shared device must not hand to the next person (the
 * check-in draft and offline queue). Keys carry the signed-in user's id; signing out removes them
 * all; until the new session's profile has loaded no user is known and nothing is read or written.
 */
const USER_KEY = 'holdfast.session-user';
const PREFIX = 'holdfast.u.';

export function setStorageUser(userId: number): void {
  try {
    localStorage.setItem(USER_KEY, String(userId));
  } catch {
    /* storage blocked: nothing is kept */
  }
}

export function storageUser(): number | null {
  try {
    const id = Number(localStorage.getItem(USER_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The key of `name` for user `userId`: removed with everything else of that user on sign-out. */
export function userKeyOf(userId: number, name: string): string {
  return `${PREFIX}${userId}.${name}`;
}

/** The key of `name` for the signed-in user, or null when no user is known. */
export function userKey(name: string): string | null {
  const id = storageUser();
  return id === null ? null : userKeyOf(id, name);
}

export function clearUserStorage(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX) || key === USER_KEY) localStorage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

let lastToken = getToken();
onTokenChange((token) => {
  if (token === lastToken) return;
  lastToken = token;
  // Signed out: everything of that user goes. Another session: its user is unknown until its profile loads.
  if (!token) clearUserStorage();
  else localStorage.removeItem(USER_KEY);
});
