import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { onRealtimeEvent } from '@/lib/realtime';

/**
 * The signed-in person's profile changed somewhere else (another tab or device, or an administrator
 * changed their roles): ask for it again, and for the dashboard that greets them by name. Renders nothing.
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
  return null;
}
