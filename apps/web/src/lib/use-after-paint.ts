import { useEffect, useState } from 'react';

/** The longest a part waits for the page's first contentful paint (a page that paints nothing, a browser that does not report it). */
const MAX_WAIT_MS = 2000;

let painted = false;
let waiting: Promise<void> | null = null;

/** Resolves once the browser reported the page's first contentful paint (or after MAX_WAIT_MS). */
function firstContentfulPaint(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported) {
      // An animation frame runs just before a paint; a task queued from it runs after that paint.
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      done();
    }, MAX_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
  return waiting;
}

/**
 * False until the page's first contentful paint was reported, then true (and from the start for
 * anything mounted later). For parts a page can show a moment later (the header's menus, the
 * dashboard's course card): their code is fetched after the page painted instead of while it
 * renders. Lighthouse's simulated phone counts every file a page fetched before its first paint as
 * holding that paint back (a round trip each on a slow network), and /dashboard's first paint
 * waited on files it did not need for it (docs/benchmarks.md, Lighthouse).
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void firstContentfulPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
