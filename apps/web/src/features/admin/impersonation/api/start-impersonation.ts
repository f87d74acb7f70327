import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImpersonationTokenBody } from '@holdfast/shared/admin';
import { beginImpersonation, getToken } from '@/lib/token-store';
import { createImpersonationToken } from './create-impersonation-token';
import { grantImpersonation } from './grant-impersonation';

/**
 * The console's start: the link is made with the reason (as the admin), used at once (the session
 * begins: audited, in the member's access log), and the member's read-only token becomes the
 * session while the admin's own is kept for Stop. Everything cached as the admin is dropped.
 */
export async function startImpersonation(body: ImpersonationTokenBody): Promise<void> {
  const adminToken = getToken();
  if (!adminToken) throw new Error('Not signed in');
  const link = await createImpersonationToken(body);
  const session = await grantImpersonation(link.token);
  beginImpersonation(session.access_token, adminToken);
}

export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImpersonation,
    onSuccess: () => queryClient.clear(),
  });
}
