import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useAppLock } from '../api/get-app-lock';
import { isAppLocked, isAppLockOn, markHidden, markVisible, subscribeAppLock } from '../lib/app-lock-state';

// The lock screen (a form, its texts and the unlock call) loads only when the app locks.
const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

/** Above everything, quick exit included: what the system's app switcher may picture while the page is hidden. */
const COVER_Z = 10002;

/** A blank page: no name, no colour of ours. */
export function NeutralCover({ z = COVER_Z }: { z?: number }) {
  return createPortal(
    <div data-testid="neutral-cover" aria-hidden style={{ position: 'fixed', inset: 0, background: '#fff', zIndex: z }} />,
    document.body,
  );
}

/**
 * The app lock's watcher, small enough for the shell's first load: with the lock on it covers the
 * page whenever it is hidden (visibilitychange) and, once it was hidden five minutes or more,
 * locks the app; a locked app (even after a reload, even offline) shows the lock screen until the
 * server has checked the PIN.
 */
export function AppLockWatcher({ ready }: { ready: boolean }) {
  useAppLock(ready);
  const lockOn = useSyncExternalStore(subscribeAppLock, isAppLockOn);
  const locked = useSyncExternalStore(subscribeAppLock, isAppLocked);
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');

  useEffect(() => {
    // A page the browser discarded while hidden and now reloads still counts the time it was away.
    if (document.visibilityState === 'visible') markVisible();
    const onChange = () => {
      const isHidden = document.visibilityState === 'hidden';
      if (isHidden) markHidden();
      else markVisible();
      setHidden(isHidden);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  if (locked) {
    return (
      <Suspense fallback={<NeutralCover />}>
        <LockScreen />
        {hidden && <NeutralCover />}
      </Suspense>
    );
  }
  return lockOn && hidden ? <NeutralCover /> : null;
}
