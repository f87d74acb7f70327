import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the app-wide CoachBillingWatcher is mounted (the shell mounts it for a coach once the page
 * has loaded). While it is, it alone shows the coach's blocking dialogs ('Billing info required',
 * 'Subscription not active') and moves the coach on; the centre's own gate only holds the page, so a
 * coach never gets the same dialog twice, one over the other.
 */
let mounted = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the watcher: marks it mounted for as long as it is. */
export function useMarkCoachWatcher() {
  useEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
}

/** True while the watcher is mounted. */
export const useCoachWatcherMounted = () => useSyncExternalStore(subscribe, () => mounted > 0);
