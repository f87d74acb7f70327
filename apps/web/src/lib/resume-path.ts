import { safeNextPath } from '@holdfast/shared/shell';

/**
 * Where a member goes once onboarding is done, when something before onboarding chose it (an
 * invitation's register answers /accountability/requests, but a new account must first create its
 * profile). The route guard sends the member there instead of the dashboard when an onboarding
 * step is over, and forgets it once the member has arrived. Kept for the tab (sessionStorage), only
 * an in-app path (safeNextPath).
 */
const KEY = 'holdfast.resume-path';

export function setResumePath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage blocked: onboarding ends on the dashboard */
  }
}

/** The stored path, or null. */
export function resumePath(): string | null {
  try {
    return safeNextPath(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** Forgets the stored path once the member is on it. */
export function arrivedAt(pathname: string): void {
  try {
    if (sessionStorage.getItem(KEY)?.split('?')[0] === pathname) sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
