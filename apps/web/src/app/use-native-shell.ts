import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messagesInfoQueryKey } from '@/lib/api/get-messages-info';
import { queryKeys } from '@/lib/api/query-keys';
import { startNative } from '@/lib/platform';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime';
import { getToken } from '@/lib/token-store';

/** A push's data reduced to the ids it may carry (type, notification_id), for /notification-handling. */
export function pushTapPath(data: Record<string, unknown>): string {
  const ids: Record<string, unknown> = {};
  if (typeof data.type === 'string') ids.type = data.type;
  const id = Number(data.notification_id);
  if (Number.isInteger(id) && id > 0) ids.notification_id = id;
  return `/notification-handling?data=${encodeURIComponent(JSON.stringify(ids))}`;
}

/**
 * The native wrapper's side of the app (lib/platform.ts): nothing on the web. On resume (spec 1): the
 * setup state (the profile), the realtime channel reconnected, the notification count and the unread
 * messages asked again. A push tap goes through /notification-handling, which marks the notification
 * read and opens spec 1's tap target.
 */
export function useNativeShell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void startNative({
      onResume: () => {
        const token = getToken();
        if (!token) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.users });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
        void queryClient.invalidateQueries({ queryKey: messagesInfoQueryKey });
        disconnectRealtime();
        connectRealtime(token).catch(() => undefined);
      },
      onPushTap: (data) => void navigate(pushTapPath(data)),
    }).then((s) => {
      if (gone) s?.();
      else stop = s;
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [queryClient, navigate]);
}
