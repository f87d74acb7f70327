/**
 * What the service worker needs to fetch a push's words while no page is open: the signed-in
 * member's bearer token, written by the page into IndexedDB when notifications are on (and again
 * when the session changes), deleted at sign-out (`clearToken` deletes the whole database), so a
 * push arriving after sign-out shows only the neutral text. No types of either world here: the page
 * (DOM) and the worker (WebWorker) both compile it.
 */
export const PUSH_SESSION_DB = 'holdfast-push';
const STORE = 'session';
const KEY = 'current';

export interface PushSession {
  token: string;
  userId: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(PUSH_SESSION_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = act(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export async function readPushSession(): Promise<PushSession | null> {
  try {
    const value = (await run('readonly', (s) => s.get(KEY))) as Partial<PushSession> | undefined;
    return value && typeof value.token === 'string' && typeof value.userId === 'number'
      ? { token: value.token, userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

export async function writePushSession(session: PushSession): Promise<void> {
  await run('readwrite', (s) => s.put(session, KEY));
}

/** Sign-out: the worker holds no token any more. Never throws (storage may be blocked). */
export function clearPushSession(): void {
  try {
    globalThis.indexedDB?.deleteDatabase(PUSH_SESSION_DB);
  } catch {
    /* nothing stored */
  }
}
