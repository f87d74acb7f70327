import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { User } from '@holdfast/shared/accounts';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { isImpersonated, onTokenChange } from '@/lib/token-store';

/** Marks an administrator's impersonation session on every signed-in page. */
export function ImpersonationBanner({ user }: { user: User | undefined }) {
  const impersonated = useSyncExternalStore(
    (cb) => onTokenChange(() => cb()),
    isImpersonated,
    () => false,
  );
  if (!impersonated || !user) return null;
  const name = user.profile?.display_name || user.username;
  return (
    <Alert role="status" color="orange" variant="filled" radius={0} py={6}>
      {t.actingAs(name)}
    </Alert>
  );
}
