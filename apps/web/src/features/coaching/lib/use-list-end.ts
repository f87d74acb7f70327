import { useEffect, useRef } from 'react';

/** Spec 3 section 9: the next page loads when the list's end comes within 50 px. */
const LIST_END_MARGIN_PX = 50;

/** Calls `onEnd` when the returned sentinel comes within 50 px of the viewport. */
export function useListEnd(onEnd: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${LIST_END_MARGIN_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
