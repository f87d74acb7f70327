import { APP_LOCK_AFTER_HIDDEN_MS } from '@holdfast/shared/accounts';
import { userKey } from '@/lib/user-storage';

/**
 * The app lock's state in this browser, small enough for the shell's first load (no zod, no
 * Mantine). Whether the lock is on and whether the app is locked are kept per user
 * (lib/user-storage: signing out removes them), so a reload, even offline, stays locked until the
 * server has checked the PIN. The PIN itself is never stored here.
 */
const ENABLED = 'app-lock.enabled';
const LOCKED = 'app-lock.locked';
const HIDDEN_AT = 'app-lock.hidden-at';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

function read(name: string): string | null {
  const key = userKey(name);
  try {
    return key ? localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}
function write(name: string, value: string | null) {
  const key = userKey(name);
  if (!key) return;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the lock lives for this page only */
  }
}

export function rememberAppLock(enabled: boolean) {
  if ((read(ENABLED) === '1') === enabled) return;
  write(ENABLED, enabled ? '1' : null);
  if (!enabled) write(LOCKED, null);
  emit();
}
export const isAppLockOn = () => read(ENABLED) === '1';
export const isAppLocked = () => isAppLockOn() && read(LOCKED) === '1';

export function lockApp() {
  if (!isAppLockOn()) return;
  write(LOCKED, '1');
  emit();
}
export function unlockedApp() {
  write(LOCKED, null);
  write(HIDDEN_AT, null);
  emit();
}

/** The page went out of sight at `now` (kept, so a page the browser discarded and reloads still counts the time). */
export function markHidden(now = Date.now()) {
  write(HIDDEN_AT, String(now));
}
/** The page is back: locks when it was hidden for APP_LOCK_AFTER_HIDDEN_MS or longer. */
export function markVisible(now = Date.now()) {
  const since = Number(read(HIDDEN_AT));
  write(HIDDEN_AT, null);
  if (since > 0 && now - since >= APP_LOCK_AFTER_HIDDEN_MS) lockApp();
}

export function subscribeAppLock(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab locking or unlocking (or signing out) changes this one too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
