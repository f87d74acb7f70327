import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5_000;

/** Where focus may be moved from: nothing, the page itself, or the menu/header control that navigated. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.closest('[role="dialog"]')) return false;
  return !active.closest('main');
}

/**
 * After a navigation inside the app (not the first load), focus moves to the new page's heading, so a
 * screen reader announces the page and Tab continues from its top. Lazy pages draw their heading late:
 * it waits (up to five seconds) for a main h1. Focus that someone already put inside the page (a field,
 * an open dialog) is left where it is.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsFree()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.setAttribute('data-focus-target', '');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    // The old page's heading may still be in the document for a frame: wait for the new one.
    let observer: MutationObserver | null = null;
    const timer = window.setTimeout(() => observer?.disconnect(), WAIT_MS);
    const frame = requestAnimationFrame(() => {
      if (focusHeading()) return window.clearTimeout(timer);
      observer = new MutationObserver(() => {
        if (focusHeading()) {
          observer?.disconnect();
          window.clearTimeout(timer);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
