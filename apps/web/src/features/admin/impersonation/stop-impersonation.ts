import { adminWebPaths, impersonationTexts as t } from '@holdfast/shared/admin';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endImpersonation as restoreAdminToken } from '@/lib/token-store';
import { endImpersonation } from './api/end-impersonation';

/**
 * Stop (the shell's banner): the server ends the read-only session, then the administrator's own
 * token is the session again and the console opens; with no token of theirs kept (a link opened in
 * a new browser), sign-in. Where to go next is the answer. If the server cannot be reached the
 * browser forgets the member's token anyway (the session ends by itself within the hour).
 */
export async function stopImpersonation(): Promise<string> {
  try {
    await endImpersonation();
  } catch {
    notify.error(t.stopFailed);
  }
  queryClient.clear();
  return restoreAdminToken() ? adminWebPaths.home : '/login';
}
