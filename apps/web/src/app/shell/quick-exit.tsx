import { ActionIcon, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { QUICK_EXIT_URL } from '@holdfast/shared/accounts';
import { lockApp } from '@/features/accounts/lib/app-lock-state';
import { clearAllDrafts } from '@/features/check-ins/lib/check-in-draft';
import { clearOutbox } from '@/features/check-ins/lib/check-in-outbox';
import { clearWorkerData } from '@/lib/pwa/post-to-worker';

/** Shift pressed this many times in a row, within SHIFT_WINDOW_MS, leaves at once. */
const SHIFT_PRESSES = 3;
const SHIFT_WINDOW_MS = 1500;
/** Above Mantine's modals (200), toasts (400) and the lock screen (10000); the hidden cover (10002) is above it. */
export const QUICK_EXIT_Z = 10001;
/** At or below this width the control is an icon (the header's room for it: QUICK_EXIT_ROOM in app-layout). */
export const QUICK_EXIT_NARROW_PX = 420;

/**
 * Quick exit: this tab's page becomes a neutral site at once (`location.replace`, so Back does not
 * return to this page), after dropping what this tab holds in memory (the query cache) and the
 * check-in draft and offline queue it keeps in storage (and the service worker's cached answers and
 * queued check-in). The session stays signed in (another tab may
 * be in use); with the app lock on, the app is locked, so coming back asks for the PIN.
 */
export function quickExit(queryClient: QueryClient, go: (url: string) => void = (url) => window.location.replace(url)) {
  try {
    clearAllDrafts();
    clearOutbox();
    // The service worker's copies too: the member's cached answers and a queued check-in.
    clearWorkerData();
    lockApp();
  } finally {
    queryClient.clear();
    go(QUICK_EXIT_URL);
  }
}

/** Counts Shift presses in a row; any other key starts again. Returns true on the third within the window. */
export function shiftCounter(now: () => number = Date.now) {
  let presses: number[] = [];
  return (event: Pick<KeyboardEvent, 'key' | 'repeat'>) => {
    if (event.key !== 'Shift') {
      presses = [];
      return false;
    }
    if (event.repeat) return false;
    const t = now();
    presses = [...presses.filter((p) => t - p <= SHIFT_WINDOW_MS), t];
    if (presses.length < SHIFT_PRESSES) return false;
    presses = [];
    return true;
  };
}

/** The header's control, fixed at the top right above every banner and modal, and the Shift ×3 keys. */
export function QuickExit({ go }: { go?: (url: string) => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const count = shiftCounter();
    // Capture phase on window: inputs, modals and focus traps cannot keep it from us.
    const onKey = (event: KeyboardEvent) => {
      if (count(event)) quickExit(queryClient, go);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [queryClient, go]);
  // Under 420 px the header has no room for the word: an icon button with the same name.
  const narrow = useMediaQuery(`(max-width: ${QUICK_EXIT_NARROW_PX}px)`, undefined, { getInitialValueInEffect: false }) ?? false;
  const props = {
    className: 'quick-exit',
    color: 'dark',
    variant: 'filled',
    onClick: () => quickExit(queryClient, go),
    title: 'Leave this site at once (or press Shift three times)',
    style: { position: 'fixed', top: narrow ? 16 : 14, right: 12, zIndex: QUICK_EXIT_Z },
  } as const;
  // In document.body, beside Mantine's modal portals and outside the app root (which a locked app makes inert).
  return createPortal(
    narrow ? (
      <ActionIcon {...props} size={28} aria-label="Quick exit">
        <IconDoorExit size={18} aria-hidden />
      </ActionIcon>
    ) : (
      <Button {...props} size="compact-sm">
        Quick exit
      </Button>
    ),
    document.body,
  );
}
