import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { messagingKeys } from '../api/query-keys';

/**
 * Realtime of messaging, app-wide: a new message refreshes the chat list's order, preview and unread
 * badges; a community request and its answer raise spec 3 section 8's chat-request toasts.
 */
export function MessagingWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = [
      onRealtimeEvent('message.created', () => void queryClient.invalidateQueries({ queryKey: messagingKeys.info() })),
      onRealtimeEvent('message.read', () => void queryClient.invalidateQueries({ queryKey: messagingKeys.info() })),
      onRealtimeEvent('messaging-request.created', ({ item }) => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.requests() });
        if (item.user_type === 'community') notify.success(`${item.from_user.display_name} requested to chat with you`);
      }),
      onRealtimeEvent('messaging-request.updated', ({ item }) => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
        if (item.user_type !== 'community') return;
        if (item.request_status === 'accepted') notify.success(`${item.to_user.display_name} has accepted your chat request`);
        if (item.request_status === 'rejected') notify.error(`${item.to_user.display_name} rejected your chat request`);
      }),
      onRealtimeEvent('messaging-request.removed', () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all })),
      // Back after a drop whose events were lost: the list, badges and requests as they are now.
      onRealtimeConnect((missed) => {
        if (!missed) return;
        void queryClient.invalidateQueries({ queryKey: messagingKeys.info() });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.requests() });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
  return null;
}
