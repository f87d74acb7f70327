import { safeNextPath } from '@holdfast/shared/shell';

/**
 * Where a member goes once onboarding is done, when something before onboarding chose it (an
 * invitation's register answers /accountability/requests, but a new account must first create its
 * profile). Kept for the tab (sessionStorage), read once, and only an in-app path (safeNextPath).
 */
const KEY = 'holdfast.resume-path';

export function setResumePath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage blocked: onboarding ends on the dashboard */
  }
}

/** The stored path (removed as it is read), or `fallback`. */
export function takeResumePath(fallback: string): string {
  try {
    const path = safeNextPath(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return path ?? fallback;
  } catch {
    return fallback;
  }
}
