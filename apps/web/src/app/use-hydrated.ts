import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in a build-time render (src/app/prerender.tsx) and while React hydrates it, true from the
 * next render on (and from the start when nothing was prerendered): React uses the server snapshot
 * during hydration.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
