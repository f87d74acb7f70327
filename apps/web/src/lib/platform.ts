import type { Platform } from '@holdfast/shared/shell';

/**
 * Which face of the app is running: inside the native wrapper, its bridge (Capacitor's
 * `window.Capacitor.getPlatform()`) says 'ios' or 'android'; anywhere else, a browser on any device,
 * it is the web. Some rules differ by platform (billing is not offered on iOS).
 */
export function currentPlatform(): Platform {
  const bridge = (globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor;
  const platform = bridge?.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}
