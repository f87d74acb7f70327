import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** At most this long after mounting, the parts wait no more (a page that keeps asking never settles). */
export const AFTER_FIRST_LOAD_MAX_MS = 3000;

const whenIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, { timeout: 500 })
    : (run) => setTimeout(run, 50);

/**
 * True once the page has loaded what it shows: the document's own resources are in, no query is
 * being asked, and the browser then had an idle moment (or at most AFTER_FIRST_LOAD_MAX_MS after
 * mounting). For parts that render nothing the first screen needs (the realtime connection and its
 * watchers): mounted earlier, their code was evaluated and run while the page drew its content, and
 * a cold /progress showed its calendar ~70-100 ms later on this machine (docs/benchmarks.md, the /progress cold load).
 */
export function useAfterFirstLoad(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let stopped = false;
    const deadline = Date.now() + AFTER_FIRST_LOAD_MAX_MS;
    const check = () => {
      if (stopped) return;
      if (Date.now() >= deadline || (document.readyState === 'complete' && client.isFetching() === 0)) {
        // One more idle moment: the answers that just came are drawn in the task after them.
        whenIdle(() => !stopped && setReady(true));
        return;
      }
      setTimeout(() => whenIdle(check), 50);
    };
    whenIdle(check);
    return () => {
      stopped = true;
    };
  }, [client, ready]);
  return ready;
}
