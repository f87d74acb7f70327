import { canSeeBilling, type Platform, type ShellUser } from '@holdfast/shared/shell';
import type { NativeHost } from './native-host';

/**
 * The one platform interface (docs/areas/native.md): every rule of spec 1 that differs between the web
 * and the native wrapper (Capacitor 8, android/ and ios/) is asked here. This file is in every first
 * load, so it reads Capacitor's bridge (`window.Capacitor`, which the native shell injects before the
 * page runs) and holds no plugin: the plugins live in lib/native/, loaded by a dynamic import only on
 * native (startNative below), never on the web.
 */
interface CapacitorBridge {
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
}
const bridge = () => (globalThis as { Capacitor?: CapacitorBridge }).Capacitor;

/** Which face of the app is running: 'ios' or 'android' inside the wrapper, 'web' in any browser. */
export function currentPlatform(): Platform {
  const platform = bridge()?.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}

/** Inside the native wrapper (the bridge says so and names a native platform). */
export function isNativePlatform(): boolean {
  const b = bridge();
  return currentPlatform() !== 'web' && (b?.isNativePlatform?.() ?? true);
}

/** Billing (the coach's card billing): web and Android only (spec 1 header, spec 3 coach billing). */
export function billingAllowed(user: ShellUser | null): boolean {
  return canSeeBilling(user, currentPlatform());
}

/**
 * Captcha (spec 1 "Captcha"): native sends a generated placeholder token instead of running reCAPTCHA
 * (whose script cannot run on the app's capacitor:// origin). It is not a pass: a server with
 * RECAPTCHA_SECRET checks it like any token (docs/security.md).
 */
export function nativeCaptchaPlaceholder(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `native-${currentPlatform()}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export { isKeyboardUp, setKeyboardUp, subscribeKeyboard, type NativeHost } from './native-host';

/**
 * Starts the native side (status bar, splash, keyboard, resume, privacy screen, push) and resolves to
 * what stops its listeners; on the web it loads nothing and resolves to null.
 */
export async function startNative(host: NativeHost): Promise<(() => void) | null> {
  if (!isNativePlatform()) return null;
  const { startNativeShell } = await import('./native');
  return startNativeShell(currentPlatform() as 'ios' | 'android', host);
}

/**
 * Sign-out on a native device, while the session still holds: the server forgets this device's push
 * token, and the PIN kept for biometric unlock is deleted. Nothing on the web.
 */
export async function releaseNativeDevice(): Promise<void> {
  if (!isNativePlatform()) return;
  const [push, biometric] = await Promise.all([import('./native/push'), import('./native/biometric')]);
  await Promise.all([push.releaseNativePush(), biometric.forgetBiometricPin()]);
}

/** The app lock was removed or its PIN changed: the PIN kept for biometric unlock goes too (native only). */
export async function forgetBiometricPin(): Promise<void> {
  if (!isNativePlatform()) return;
  const biometric = await import('./native/biometric');
  await biometric.forgetBiometricPin();
}

/**
 * The push opt-in's native path (the card after the first check-in calls it): inside the app it asks
 * the system and registers (lib/native/push.ts); on the web it answers 'web' and the caller uses the
 * service worker's PushManager instead.
 */
export async function enableNativePush(): Promise<'granted' | 'denied' | 'web'> {
  if (!isNativePlatform()) return 'web';
  const push = await import('./native/push');
  return push.enableNativePush();
}
