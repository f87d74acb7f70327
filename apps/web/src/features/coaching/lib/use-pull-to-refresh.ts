import { useRef, useState, type TouchEvent } from 'react';

/** How far a pull from the page's top must go before letting go refreshes. */
export const PULL_TO_REFRESH_PX = 70;

/**
 * Pull-to-refresh on touch screens: a downward drag that starts with the page scrolled to its top
 * and travels PULL_TO_REFRESH_PX calls `onRefresh` on release. Spread `handlers` on the page's box;
 * `pull` (px) and `refreshing` draw the indicator.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      start.current = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (start.current === null) return;
      const distance = e.touches[0]!.clientY - start.current;
      setPull(distance > 0 ? Math.min(distance, PULL_TO_REFRESH_PX * 1.5) : 0);
    },
    onTouchEnd: () => {
      if (start.current !== null && pull >= PULL_TO_REFRESH_PX && !refreshing) {
        setRefreshing(true);
        void onRefresh().finally(() => setRefreshing(false));
      }
      start.current = null;
      setPull(0);
    },
  };
  return { handlers, pull, ready: pull >= PULL_TO_REFRESH_PX, refreshing };
}
