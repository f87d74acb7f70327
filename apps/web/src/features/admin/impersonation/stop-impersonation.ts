import { adminWebPaths, impersonationTexts as t } from '@holdfast/shared/admin';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { keptAdminToken, setToken } from '@/lib/token-store';
import { endImpersonation } from './api/end-impersonation';

/**
 * Stop (the shell's banner): the server ends the read-only session, then the administrator's own
 * token is the session again and the console opens; with no token of theirs kept (a link opened in
 * a new browser), sign-in. Where to go next is the answer. If the server cannot be reached the
 * browser forgets the member's token anyway (the session ends by itself within the hour).
 */
export async function stopImpersonation(): Promise<string> {
  // Read first: a late answer to the member's session (401 once it has ended) must not lose it.
  const admin = keptAdminToken();
  try {
    await endImpersonation();
  } catch {
    notify.error(t.stopFailed);
  }
  // The token first, then the cache: what refetches at once does so as the admin.
  setToken(admin);
  queryClient.clear();
  return admin ? adminWebPaths.home : '/login';
}
