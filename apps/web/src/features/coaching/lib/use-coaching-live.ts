import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { coachingKeys } from '../api/query-keys';

/**
 * The client's coaching pages follow the coach's subscription live: 'coaching.status-changed' (a
 * payment failed or was made) reads the coach link again, so the 'Coaching center disabled' dialog
 * opens or the page comes back without a reload; so does a reconnect (an event may have been missed).
 */
export function useCoachingLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
    const offs = [
      onRealtimeEvent('coaching.status-changed', refresh),
      onRealtimeConnect((missed) => {
        if (missed) refresh();
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}
