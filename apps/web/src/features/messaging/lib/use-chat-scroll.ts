import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { messagingTexts as t } from '@holdfast/shared/messaging';
import { notify } from '@/lib/notify';
import type { useChatMessages } from '../api/list-chat-messages';

/** Spec 3 section 9: the infinite-scroll threshold, and the delay before scrolling to the newest. */
const SCROLL_THRESHOLD_PX = 50;
const SCROLL_DELAY_MS = 100;

/**
 * The chat log's scrolling: the newest message in view once it arrives, older pages near the top
 * (what was on screen stays where it was). `viewport` goes on the scrolling element.
 */
export function useChatScroll(
  messages: ReturnType<typeof useChatMessages>,
  { newestId, oldestId, pendingCount }: { newestId: number; oldestId: number; pendingCount: number },
) {
  const viewport = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);

  // The newest message in view, 100 ms after it arrives (spec 3 sections 4 and 9).
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = viewport.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newestId, pendingCount]);

  // An older page keeps what was on screen where it was.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
  }, [oldestId]);

  const loadOlder = () => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    const el = viewport.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void messages.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) notify.error(t.toasts.loadPreviousFailed);
    });
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (e.currentTarget.scrollTop < SCROLL_THRESHOLD_PX) loadOlder();
  };
  return { viewport, loadOlder, onScroll };
}
