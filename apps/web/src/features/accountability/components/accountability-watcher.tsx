import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountabilityTexts as t, accountabilityWebPaths as web, sosTexts, type PartnerRequests } from '@holdfast/shared/accountability';
import { notify } from '@/lib/notify';
import { onRealtimeEvent } from '@/lib/realtime';
import { accountabilityKeys } from '../api/query-keys';

/**
 * Realtime of the area, app-wide (spec 2 sections 7.5 and 8): a request sent to me, an answer or a
 * sharing change, a removal, refresh the lists without a reload and raise the spec's warning toasts;
 * an SOS sent to me raises an urgent toast that stays until dismissed, with the way to it.
 */
export function AccountabilityWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: accountabilityKeys.all });
    const offs = [
      onRealtimeEvent('accountability.created', () => {
        refresh();
        notify.warning(t.realtimeRequested);
      }),
      onRealtimeEvent('accountability.updated', ({ item }) => {
        // The same event carries answers and sharing changes: only an answer is worth a toast. It is
        // one when the request was pending here, or (lists not loaded yet) was accepted just now.
        const pendingHere =
          queryClient.getQueryData<PartnerRequests>(accountabilityKeys.requests())?.items.some((r) => r.id === item.id) ?? false;
        const justAccepted = item.accepted_at !== null && Date.now() - Date.parse(item.accepted_at) < 60_000;
        const answered = item.request_status === 'rejected' || (item.request_status === 'accepted' && (pendingHere || justAccepted));
        refresh();
        if (answered) notify.warning(t.realtimeStatusUpdated);
      }),
      onRealtimeEvent('accountability.removed', () => {
        refresh();
        notify.warning(t.realtimeRemoved);
      }),
      onRealtimeEvent('sos.created', ({ item }) => {
        queryClient.setQueryData(accountabilityKeys.sosItem(item.id), item);
        void queryClient.invalidateQueries({ queryKey: accountabilityKeys.sos() });
        const id = `sos-${item.id}`;
        notifications.show({
          id,
          color: 'red',
          title: sosTexts.realtimeReceived,
          autoClose: false,
          closeButtonProps: { 'aria-label': 'Close notification' },
          message: (
            <Text size="sm">
              {item.member.display_name}: {item.level_label}.{' '}
              <Anchor
                component="button"
                type="button"
                fw={700}
                size="sm"
                onClick={() => {
                  notifications.hide(id);
                  navigate(web.sos(item.id));
                }}
              >
                Open
              </Anchor>
            </Text>
          ),
        });
      }),
      onRealtimeEvent('sos.updated', ({ item }) => {
        queryClient.setQueryData(accountabilityKeys.sosItem(item.id), item);
        void queryClient.invalidateQueries({ queryKey: accountabilityKeys.sos() });
        if (item.is_mine && item.status === 'acknowledged') notify.warning(sosTexts.realtimeAcknowledged);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, navigate]);

  return null;
}
