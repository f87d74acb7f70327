/** Step answers survive moving between steps (and a reload) in sessionStorage. */
export const NEW_FLOW_KEY = 'holdfast.onboarding.new';
export const OLD_FLOW_KEY = 'holdfast.onboarding.old';

export function readStep<T extends object>(key: string): Partial<T> {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function writeStep<T extends object>(key: string, values: Partial<T>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...readStep<T>(key), ...values }));
  } catch {
    // Storage unavailable: the flow still works within one page.
  }
}

export function clearSteps(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
