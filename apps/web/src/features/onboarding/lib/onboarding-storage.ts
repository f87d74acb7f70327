/**
 * Onboarding answers are kept in localStorage as they are typed, per user (like check-in drafts),
 * so a reload, a return to an earlier step or a closed tab loses nothing, and two people sharing
 * a browser never see each other's answers. Cleared once the profile is saved.
 */
import { userKeyOf } from '@/lib/user-storage';

export const NEW_FLOW_KEY = 'holdfast.onboarding.new';
export const OLD_FLOW_KEY = 'holdfast.onboarding.old';

/**
 * The storage key of a flow for one user (unknown user: the flow's plain key). A user's key is
 * per-user storage (lib/user-storage), so signing out removes it.
 */
export function flowKey(flow: string, userId: number | null | undefined): string {
  return userId ? userKeyOf(userId, flow.replace(/^holdfast\./, '')) : flow;
}

export function readStep<T extends object>(key: string): Partial<T> {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function writeStep<T extends object>(key: string, values: Partial<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...readStep<T>(key), ...values }));
  } catch {
    // Storage unavailable: the flow still works within one page.
  }
}

export function clearSteps(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
