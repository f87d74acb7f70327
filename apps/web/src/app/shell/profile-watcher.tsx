import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { onRealtimeEndedByServer, onRealtimeEvent } from '@/lib/realtime';
import { getToken } from '@/lib/token-store';

/** How long after the server closed the socket the page checks its session (see below). */
export const ENDED_CHECK_DELAY_MS = 2500;

/**
 * The signed-in person's profile changed somewhere else (another tab or device, or an administrator
 * changed their roles): ask for it again, and for the dashboard that greets them by name. The server
 * closed the socket (the session ended: suspended, signed out everywhere): ask for the profile at
 * once, whose 401 signs this page out (root-layout's handler), instead of at the next click. Renders nothing.
 */
export function ProfileWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent('profile.updated', () => {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      }),
    [queryClient],
  );
  useEffect(
    () =>
      onRealtimeEndedByServer(() => {
        // A moment later, and only if this page still holds the same session: a page that ended it
        // itself (account deleted, password changed) signs out on its own way (plain /login), which
        // the profile's 401 would have overtaken with '/login?next=…'.
        const token = getToken();
        setTimeout(() => {
          if (token !== null && getToken() === token) void queryClient.refetchQueries({ queryKey: profileQueryKey });
        }, ENDED_CHECK_DELAY_MS);
      }),
    [queryClient],
  );
  return null;
}
