import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { coachClientTexts as ct } from '@holdfast/shared/coaching';
import { messagesInfoQueryKey } from '@/lib/api/get-messages-info';
import { profileQueryKey } from '@/lib/api/get-profile';
import { queryKeys } from '@/lib/api/query-keys';
import { notify } from '@/lib/notify';
import { onRealtimeEvent } from '@/lib/realtime';
import { coachingKeys } from '../api/query-keys';

/**
 * The coach removed me (`forced_refresh`, spec 3 section 4): what I held of coaching goes, my profile
 * (its roles: the menu's 'My Coach') and the dashboard are read again, the chat list loses the coach
 * chat, and I go to /dashboard. App-wide; renders nothing.
 */
export function CoachClientWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onRealtimeEvent('forced_refresh', () => {
        queryClient.removeQueries({ queryKey: coachingKeys.all });
        for (const queryKey of [profileQueryKey, queryKeys.dashboard, messagesInfoQueryKey])
          void queryClient.invalidateQueries({ queryKey });
        notify.info(ct.coachingEnded);
        navigate('/dashboard', { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}
