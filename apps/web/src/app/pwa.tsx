import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Workbox } from 'workbox-window';
import { checkInsTexts } from '@holdfast/shared/check-ins';
import { clearOutbox, OUTBOX_SENT_EVENT, outboxKey } from '@/features/check-ins/lib/check-in-outbox';
import { queryKeys } from '@/lib/api/query-keys';
import { notify } from '@/lib/notify';
import { isAppPath, SW_CACHE, SW_MESSAGE, type CheckInSentMessage } from '@/sw/messages';

export const pwaTexts = {
  offline: 'You are offline',
  offlineDetail: 'Showing what you last saw. What you do now is sent when you are back online.',
  update: 'A new version is available',
  reload: 'Reload',
} as const;

/** The one registration of this page's service worker (dist/sw.js, built from src/sw/sw.ts). */
let workbox: Workbox | null = null;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Remembers that this device opened `pathname` online, so offline it opens from the app's own HTML (src/sw/sw.ts). */
function rememberVisit(pathname: string) {
  if (!('caches' in window) || !isAppPath(pathname)) return;
  void caches
    .open(SW_CACHE.visited)
    .then((cache) => cache.put(pathname, new Response('')))
    .catch(() => undefined);
}

/**
 * The installable app's page side (issue 40), loaded after the first paint (app-watchers.tsx): it
 * registers the service worker, offers 'A new version is available — Reload' when a new one waits
 * (it never takes over by itself: a form being filled in is not reloaded away), shows the offline
 * notice, remembers the paths opened online, and finishes a check-in the worker's Background Sync
 * sent while the app was away.
 */
export function Pwa() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [waiting, setWaiting] = useState(false);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (!workbox) {
      workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
      void workbox.register().catch(() => undefined);
    }
    const wb = workbox;
    const onWaiting = () => setWaiting(true);
    wb.addEventListener('waiting', onWaiting);
    return () => wb.removeEventListener('waiting', onWaiting);
  }, []);

  useEffect(() => {
    if (online) rememberVisit(pathname);
  }, [online, pathname]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as CheckInSentMessage | null;
      if (data?.type !== SW_MESSAGE.checkInSent) return;
      // The check-in flow, if open, finishes it itself (its listener clears the page's copy).
      window.dispatchEvent(new CustomEvent(OUTBOX_SENT_EVENT, { detail: { clientKey: data.clientKey, status: data.status } }));
      if (outboxKey() === data.clientKey) {
        clearOutbox();
        if (data.status === 201 || data.status === 409) notify.success(checkInsTexts.submitted);
        else notify.error(checkInsTexts.submitFailure);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkIns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);

  const reload = () => {
    const wb = workbox;
    if (!wb) return window.location.reload();
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };

  return (
    <>
      {!online && (
        <Affix position={{ top: 72, left: 0, right: 0 }} zIndex={300} style={{ pointerEvents: 'none' }}>
          <Group justify="center" px="md">
            <Paper withBorder shadow="sm" radius="md" px="md" py="xs" role="status" bg="yellow.0" style={{ pointerEvents: 'auto' }}>
              <Group gap="xs" wrap="nowrap">
                <IconCloudOff size={18} aria-hidden />
                <Text size="sm">
                  <Text span fw={600}>
                    {pwaTexts.offline}.
                  </Text>{' '}
                  {pwaTexts.offlineDetail}
                </Text>
              </Group>
            </Paper>
          </Group>
        </Affix>
      )}
      {waiting && (
        <Affix position={{ bottom: 88, left: 0, right: 0 }} zIndex={300} style={{ pointerEvents: 'none' }}>
          <Group justify="center" px="md">
            <Paper withBorder shadow="md" radius="md" px="md" py="sm" role="alert" style={{ pointerEvents: 'auto' }}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {pwaTexts.update}
                </Text>
                <Button size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={reload}>
                  {pwaTexts.reload}
                </Button>
              </Group>
            </Paper>
          </Group>
        </Affix>
      )}
    </>
  );
}
