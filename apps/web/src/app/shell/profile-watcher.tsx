import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { onRealtimeEndedByServer, onRealtimeEvent } from '@/lib/realtime';

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
  useEffect(() => onRealtimeEndedByServer(() => void queryClient.refetchQueries({ queryKey: profileQueryKey })), [queryClient]);
  return null;
}
