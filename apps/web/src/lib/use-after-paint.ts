import { useEffect, useState } from 'react';

let painted = false;

/**
 * False until the browser has painted the frame this component first rendered in, then true; once
 * the app's first content was painted, true from the start. For parts a page can show a moment
 * later (the header's menus, the dashboard's course card): their code is fetched after the page
 * painted instead of while it renders. Lighthouse's simulated phone counts every file a page fetched
 * before its first paint as holding that paint back (a round trip each on a slow network), and the
 * page's first paint waited on files it did not need for it (README, Lighthouse).
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before a paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
