import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { User } from '@holdfast/shared/accounts';
import { impersonationTexts as t } from '@holdfast/shared/admin';
import { setReadOnlyHandler } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { isImpersonated, onTokenChange } from '@/lib/token-store';

/** A refused write is explained once, not once per call a page makes at the same moment. */
const READ_ONLY_TOAST_GAP_MS = 4000;

/**
 * An administrator's read-only session as a member, on every signed-in page: a bar fixed at the top
 * of the page ('You are viewing as <name> — read-only') with Stop, which ends the session and gives
 * the administrator their own session back (the console's code for it loads only when pressed).
 * Every write the API refuses meanwhile is explained by a toast.
 */
export function ImpersonationBanner({ user }: { user: User | undefined }) {
  const impersonated = useSyncExternalStore(
    (cb) => onTokenChange(() => cb()),
    isImpersonated,
    () => false,
  );
  const [stopping, setStopping] = useState(false);
  const lastToast = useRef(0);
  useEffect(() => {
    if (!impersonated) return;
    setReadOnlyHandler(() => {
      const now = Date.now();
      if (now - lastToast.current < READ_ONLY_TOAST_GAP_MS) return;
      lastToast.current = now;
      notify.warning(t.readOnlyToast);
    });
    return () => setReadOnlyHandler(null);
  }, [impersonated]);
  if (!impersonated || !user) return null;
  const name = user.profile?.display_name || user.username;
  const stop = async () => {
    setStopping(true);
    try {
      const { stopImpersonation } = await import('@/features/admin/impersonation/stop-impersonation');
      await stopImpersonation();
    } finally {
      setStopping(false);
    }
  };
  return (
    <Group
      role="status"
      aria-label={t.banner(name)}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px="md"
      py={6}
      // Dark text on the orange: white on orange.8 is 3.6:1, under the 4.5:1 small text needs (axe).
      bg="orange.8"
      c="dark.9"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 150 }}
    >
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t.banner(name)}
      </Text>
      <Button size="compact-sm" color="dark" variant="filled" onClick={() => void stop()} loading={stopping}>
        {t.stop}
      </Button>
    </Group>
  );
}
