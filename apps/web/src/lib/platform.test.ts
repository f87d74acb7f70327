import { afterEach, describe, expect, it, vi } from 'vitest';
import { asPlatform } from '@/test/coach-billing';

// The native side is mocked at its boundary: the dynamic import of lib/native.
const startNativeShell = vi.fn(async () => () => {});
vi.mock('./native', () => ({ startNativeShell }));
const push = vi.hoisted(() => ({ enableNativePush: vi.fn(async () => 'granted' as const), releaseNativePush: vi.fn(async () => {}) }));
vi.mock('./native/push', () => push);
const biometric = vi.hoisted(() => ({ forgetBiometricPin: vi.fn(async () => {}) }));
vi.mock('./native/biometric', () => biometric);

const {
  billingAllowed,
  currentPlatform,
  enableNativePush,
  forgetBiometricPin,
  isNativePlatform,
  nativeCaptchaPlaceholder,
  releaseNativeDevice,
  startNative,
} = await import('./platform');
const { getCaptchaToken } = await import('./captcha');

const host = { onResume: () => {}, onPushTap: () => {} };
const coach = { isVerified: true, hasProfile: true, isWpPasswordMapped: false, isSuspended: false, gender: null, roles: ['coach'] };

afterEach(() => {
  asPlatform(null);
  vi.clearAllMocks();
});

describe('the platform interface', () => {
  it('is the web without a bridge, or with a bridge that says web', async () => {
    expect(currentPlatform()).toBe('web');
    expect(isNativePlatform()).toBe(false);
    (globalThis as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'web', isNativePlatform: () => false };
    expect(currentPlatform()).toBe('web');
    expect(isNativePlatform()).toBe(false);
    expect(await startNative(host)).toBeNull();
    expect(startNativeShell).not.toHaveBeenCalled();
  });

  it.each(['ios', 'android'] as const)('is %s inside the wrapper and starts the native side there', async (platform) => {
    asPlatform(platform);
    expect(currentPlatform()).toBe(platform);
    expect(isNativePlatform()).toBe(true);
    expect(await startNative(host)).toBeTypeOf('function');
    expect(startNativeShell).toHaveBeenCalledWith(platform, host);
  });

  it('sends a generated placeholder captcha token on native, a different one each time, and loads no script', async () => {
    asPlatform('android');
    const a = await getCaptchaToken('login');
    const b = await getCaptchaToken('login');
    expect(a).toMatch(/^native-android-[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    expect(nativeCaptchaPlaceholder()).toMatch(/^native-android-/);
  });

  it('sends no captcha token on the web without a site key', async () => {
    expect(await getCaptchaToken('login')).toBeUndefined();
  });

  it('offers billing to an accepted coach on the web and Android, never on iOS', () => {
    const seen = (p: 'ios' | 'android' | null, user: typeof coach | null = coach) => {
      asPlatform(p);
      return billingAllowed(user);
    };
    expect(seen(null)).toBe(true);
    expect(seen('android')).toBe(true);
    expect(seen('ios')).toBe(false);
    expect(seen(null, { ...coach, roles: ['user'] })).toBe(false);
  });
});

describe('the native device calls', () => {
  it('do nothing on the web: push opt-in answers web, sign-out and PIN changes load no plugin', async () => {
    expect(await enableNativePush()).toBe('web');
    await releaseNativeDevice();
    await forgetBiometricPin();
    expect(push.enableNativePush).not.toHaveBeenCalled();
    expect(push.releaseNativePush).not.toHaveBeenCalled();
    expect(biometric.forgetBiometricPin).not.toHaveBeenCalled();
  });

  it('inside the app: opt in through the system, and at sign-out release the push token and the kept PIN', async () => {
    asPlatform('ios');
    expect(await enableNativePush()).toBe('granted');
    await releaseNativeDevice();
    expect(push.releaseNativePush).toHaveBeenCalledTimes(1);
    expect(biometric.forgetBiometricPin).toHaveBeenCalledTimes(1);
    await forgetBiometricPin();
    expect(biometric.forgetBiometricPin).toHaveBeenCalledTimes(2);
  });
});
