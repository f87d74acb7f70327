/**
 * What lib/platform.ts and the native side (lib/native/) share, apart from both: the keyboard's state
 * and the host the native side calls back.
 */
// The keyboard (spec 1 shell: the tab bar hides while the keyboard is up on iOS). lib/native/keyboard.ts
// sets it from @capacitor/keyboard's events; the shell reads it with useSyncExternalStore.
let keyboardUp = false;
const keyboardListeners = new Set<() => void>();
export function setKeyboardUp(up: boolean) {
  if (keyboardUp === up) return;
  keyboardUp = up;
  keyboardListeners.forEach((l) => l());
}
export const isKeyboardUp = () => keyboardUp;
export function subscribeKeyboard(listener: () => void): () => void {
  keyboardListeners.add(listener);
  return () => keyboardListeners.delete(listener);
}

/** What the native side needs from the app (lib/native/index.ts). */
export interface NativeHost {
  /** Spec 1's app-resume refresh: setup state, realtime reconnect, notification and unread counts. */
  onResume(): void;
  /** A push tap (data carries only type and notification_id): open its target, mark it read. */
  onPushTap(data: Record<string, unknown>): void;
}
