import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent } from '@/lib/realtime';
import { premiumKeys } from '../api/query-keys';

/**
 * Keeps the premium pages current: the groups area's group and member events (an applicant placed,
 * a status changed, a payment confirmed by the webhook) refresh them. The groups area's watcher
 * raises the toasts.
 */
export function usePremiumRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all });
    const stops = [
      onRealtimeEvent('group.updated', refresh),
      onRealtimeEvent('group-member.created', refresh),
      onRealtimeEvent('group-member.updated', refresh),
      onRealtimeEvent('group-member.removed', refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
