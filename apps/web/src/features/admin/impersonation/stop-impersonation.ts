import { adminWebPaths, impersonationTexts as t } from '@holdfast/shared/admin';
import { notify } from '@/lib/notify';
import { keptAdminToken, setToken } from '@/lib/token-store';
import { endImpersonation } from './api/end-impersonation';

/** How Stop leaves the page (a seam for the tests: jsdom cannot load a page). */
export const browserPage = { load: (path: string) => window.location.assign(path) };

/**
 * Stop (the shell's banner): the server ends the read-only session, the administrator's own token
 * is the session again, and the console is loaded afresh, so nothing of the member's stays in the
 * page's memory and no page of theirs reacts to the change of session (a chat would leave for the
 * dashboard). With no token of theirs kept (a link opened in another browser), sign-in. If the
 * server cannot be reached, the browser forgets the member's token anyway (the session ends by itself
 * within the hour).
 */
export async function stopImpersonation(): Promise<void> {
  // Read first: a late answer to the member's session (401 once it has ended) must not lose it.
  const admin = keptAdminToken();
  try {
    await endImpersonation();
  } catch {
    notify.error(t.stopFailed);
  }
  setToken(admin);
  browserPage.load(admin ? adminWebPaths.home : '/login');
}
