import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every plugin is mocked at its boundary (the plugin object Capacitor's registerPlugin gives), and so is
// the API client: these tests drive what each adapter does with what the plugin answers.
type Listener = (...args: never[]) => void;
const listeners = new Map<string, Listener>();
const handle = (name: string, fn: Listener) => {
  listeners.set(name, fn);
  return Promise.resolve({ remove: vi.fn(async () => void listeners.delete(name)) });
};
const fire = (name: string, ...args: unknown[]) => (listeners.get(name) as ((...a: unknown[]) => void) | undefined)?.(...args);

const Keyboard = { addListener: vi.fn((name: string, fn: Listener) => handle(`keyboard:${name}`, fn)) };
const App = { addListener: vi.fn((name: string, fn: Listener) => handle(`app:${name}`, fn)) };
const PushNotifications = {
  addListener: vi.fn((name: string, fn: Listener) => handle(`push:${name}`, fn)),
  checkPermissions: vi.fn(async () => ({ receive: 'granted' as string })),
  requestPermissions: vi.fn(async () => ({ receive: 'granted' as string })),
  register: vi.fn(async () => {}),
  unregister: vi.fn(async () => {}),
};
const StatusBar = { setStyle: vi.fn(async () => {}), setBackgroundColor: vi.fn(async () => {}) };
const SplashScreen = { hide: vi.fn(async () => {}) };
const PrivacyScreen = { enable: vi.fn(async () => ({ success: true })) };
const NativeBiometric = {
  isAvailable: vi.fn(async () => ({ isAvailable: true })),
  isCredentialsSaved: vi.fn(async () => ({ isSaved: true })),
  setCredentials: vi.fn(async () => {}),
  getSecureCredentials: vi.fn(async () => ({ username: 'app-lock', password: '2468' })),
  deleteCredentials: vi.fn(async () => {}),
};
const NativePurchases = {
  isBillingSupported: vi.fn(async () => ({ isBillingSupported: true })),
  getProduct: vi.fn(async () => ({ product: { identifier: 'course.ios' } as unknown })),
  purchaseProduct: vi.fn(async (_options: Record<string, unknown>): Promise<Record<string, string | undefined>> => ({
    transactionId: 't-1',
    jwsRepresentation: 'jws.payload.sig',
  })),
  acknowledgePurchase: vi.fn(async () => {}),
};
vi.mock('@capacitor/keyboard', () => ({ Keyboard }));
vi.mock('@capacitor/app', () => ({ App }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications }));
vi.mock('@capacitor/status-bar', () => ({ StatusBar, Style: { Dark: 'DARK', Light: 'LIGHT' } }));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen }));
vi.mock('@capacitor/privacy-screen', () => ({ PrivacyScreen }));
vi.mock('@capgo/capacitor-native-biometric', () => ({ NativeBiometric, AccessControl: { BIOMETRY_CURRENT_SET: 1 } }));
vi.mock('@capgo/native-purchases', () => ({ NativePurchases, PURCHASE_TYPE: { INAPP: 'inapp', SUBS: 'subs' } }));
const post = vi.fn(async (_path: string, _body?: unknown) => ({}));
const apiRequest = vi.fn(async (_path: string, _options?: unknown) => ({}));
vi.mock('../api-client', () => ({ api: { post }, apiRequest }));

const { isKeyboardUp } = await import('../native-host');
const { setToken } = await import('../token-store');
const { startNativeShell: start } = await import('./index');
// Every shell a test starts is stopped after it (its token listener would otherwise hear the next test's sign-in).
const stops: (() => void)[] = [];
const startNativeShell = async (...args: Parameters<typeof start>) => {
  const stop = await start(...args);
  stops.push(stop);
  return stop;
};
const { enableNativePush, releaseNativePush, nativeDeviceToken } = await import('./push');
const { finishStoreOrder, orderFromStore } = await import('./purchases');
const biometric = await import('./biometric');

const host = { onResume: vi.fn(), onPushTap: vi.fn() };

beforeEach(() => {
  PushNotifications.checkPermissions.mockResolvedValue({ receive: 'granted' });
  NativeBiometric.isAvailable.mockResolvedValue({ isAvailable: true });
  setToken('member-token');
  listeners.clear();
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => setTimeout(cb, 0));
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  setToken(null);
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('startNativeShell', () => {
  it('on iOS hides the tab bar while the keyboard is up, and stops listening when stopped', async () => {
    const stop = await startNativeShell('ios', host);
    fire('keyboard:keyboardWillShow', { keyboardHeight: 300 });
    expect(isKeyboardUp()).toBe(true);
    fire('keyboard:keyboardWillHide');
    expect(isKeyboardUp()).toBe(false);
    fire('keyboard:keyboardWillShow', { keyboardHeight: 300 });
    stop();
    expect(isKeyboardUp()).toBe(false);
    expect(listeners.has('keyboard:keyboardWillShow')).toBe(false);
  });

  it('on Android leaves the keyboard alone (the web view resizes) and colours the status bar', async () => {
    await startNativeShell('android', host);
    expect(Keyboard.addListener).not.toHaveBeenCalled();
    expect(StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#2f5d62' });
  });

  it('sets the status bar, hides the splash and turns the privacy screen on', async () => {
    await startNativeShell('ios', host);
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(StatusBar.setBackgroundColor).not.toHaveBeenCalled();
    expect(SplashScreen.hide).toHaveBeenCalled();
    expect(PrivacyScreen.enable).toHaveBeenCalled();
  });

  it('asks the host to refresh on resume', async () => {
    await startNativeShell('ios', host);
    fire('app:resume');
    expect(host.onResume).toHaveBeenCalledTimes(1);
  });

  it('keeps the other plugins running when one fails', async () => {
    PrivacyScreen.enable.mockRejectedValueOnce(new Error('not implemented'));
    StatusBar.setStyle.mockRejectedValueOnce(new Error('no status bar'));
    await startNativeShell('ios', host);
    fire('app:resume');
    expect(host.onResume).toHaveBeenCalled();
    expect(SplashScreen.hide).toHaveBeenCalled();
  });
});

describe('native push', () => {
  it('registers again at start when allowed before, and stores the token with the platform', async () => {
    await startNativeShell('android', host);
    expect(PushNotifications.register).toHaveBeenCalled();
    expect(PushNotifications.requestPermissions).not.toHaveBeenCalled();
    fire('push:registration', { value: 'fcm-token-1' });
    expect(post).toHaveBeenCalledWith('device-token', { token: 'fcm-token-1', platform: 'android' });
    expect(nativeDeviceToken()).toBe('fcm-token-1');
  });

  it('never asks for permission at start, and does not register without it', async () => {
    PushNotifications.checkPermissions.mockResolvedValue({ receive: 'prompt' });
    await startNativeShell('ios', host);
    expect(PushNotifications.requestPermissions).not.toHaveBeenCalled();
    expect(PushNotifications.register).not.toHaveBeenCalled();
  });

  it('registers on sign-in when the member allowed it', async () => {
    setToken(null);
    await startNativeShell('ios', host);
    expect(PushNotifications.register).not.toHaveBeenCalled();
    setToken('next-token');
    await vi.waitFor(() => expect(PushNotifications.register).toHaveBeenCalled());
  });

  it('sends an APNs token on iOS as platform ios', async () => {
    await startNativeShell('ios', host);
    fire('push:registration', { value: 'apns-hex' });
    expect(post).toHaveBeenCalledWith('device-token', { token: 'apns-hex', platform: 'ios' });
  });

  it('hands a tap its data (ids only) to the host', async () => {
    await startNativeShell('ios', host);
    fire('push:pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { type: 'chat', notification_id: 7 } },
    });
    expect(host.onPushTap).toHaveBeenCalledWith({ type: 'chat', notification_id: 7 });
  });

  it('asks permission only when the member opts in, and says when refused', async () => {
    PushNotifications.checkPermissions.mockResolvedValueOnce({ receive: 'prompt' });
    PushNotifications.requestPermissions.mockResolvedValueOnce({ receive: 'denied' });
    expect(await enableNativePush()).toBe('denied');
    expect(PushNotifications.register).not.toHaveBeenCalled();
    PushNotifications.checkPermissions.mockResolvedValueOnce({ receive: 'prompt' });
    expect(await enableNativePush()).toBe('granted');
    expect(PushNotifications.register).toHaveBeenCalledTimes(1);
  });

  it('releases the token at sign-out (DELETE device-token) and unregisters', async () => {
    await startNativeShell('android', host);
    fire('push:registration', { value: 'fcm-token-2' });
    await releaseNativePush();
    expect(apiRequest).toHaveBeenCalledWith('device-token', { method: 'DELETE', body: { token: 'fcm-token-2' } });
    expect(PushNotifications.unregister).toHaveBeenCalled();
    expect(nativeDeviceToken()).toBeNull();
  });
});

describe('store purchases', () => {
  it('orders a one-time product on iOS and answers the signed StoreKit 2 transaction as the receipt', async () => {
    expect(await orderFromStore('course.ios', 'one-time')).toEqual({ transaction_id: 't-1', receipt: 'jws.payload.sig' });
    expect(NativePurchases.purchaseProduct).toHaveBeenCalledWith({
      productIdentifier: 'course.ios',
      productType: 'inapp',
      autoAcknowledgePurchases: false,
    });
  });

  it('on Android answers the purchase token, acknowledged only after the server verified it', async () => {
    NativePurchases.purchaseProduct.mockResolvedValueOnce({ transactionId: 'GPA.1', purchaseToken: 'play-token' });
    const order = await orderFromStore('course.sub', 'subscription');
    expect(order).toEqual({ transaction_id: 'GPA.1', receipt: 'play-token' });
    expect(NativePurchases.purchaseProduct.mock.calls[0]?.[0]).toMatchObject({ productType: 'subs' });
    expect(NativePurchases.acknowledgePurchase).not.toHaveBeenCalled();
    await finishStoreOrder('android', order);
    expect(NativePurchases.acknowledgePurchase).toHaveBeenCalledWith({ purchaseToken: 'play-token' });
    await finishStoreOrder('ios', order);
    expect(NativePurchases.acknowledgePurchase).toHaveBeenCalledTimes(1);
  });

  it("says 'Offer not returned' without billing or product, 'Order has not been purchased' without a receipt", async () => {
    NativePurchases.isBillingSupported.mockResolvedValueOnce({ isBillingSupported: false });
    await expect(orderFromStore('x', 'one-time')).rejects.toThrow('Offer not returned');
    NativePurchases.getProduct.mockResolvedValueOnce({ product: undefined });
    await expect(orderFromStore('x', 'one-time')).rejects.toThrow('Offer not returned');
    NativePurchases.purchaseProduct.mockResolvedValueOnce({ transactionId: 't-2' });
    await expect(orderFromStore('x', 'one-time')).rejects.toThrow('Order has not been purchased');
  });
});

describe('biometric unlock', () => {
  it('keeps the PIN behind the current biometrics and reads it back through the system prompt', async () => {
    await biometric.rememberPinForBiometrics('2468');
    expect(NativeBiometric.setCredentials).toHaveBeenCalledWith(expect.objectContaining({ password: '2468', accessControl: 1 }));
    expect(await biometric.biometricUnlockReady()).toBe(true);
    expect(await biometric.pinFromBiometrics('Unlock Holdfast')).toBe('2468');
  });

  it('keeps nothing without biometrics, and answers null when the prompt is cancelled', async () => {
    NativeBiometric.isAvailable.mockResolvedValue({ isAvailable: false });
    await biometric.rememberPinForBiometrics('2468');
    expect(NativeBiometric.setCredentials).not.toHaveBeenCalled();
    expect(await biometric.biometricUnlockReady()).toBe(false);
    NativeBiometric.getSecureCredentials.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { code: '16' }));
    expect(await biometric.pinFromBiometrics('Unlock Holdfast')).toBeNull();
  });

  it('forgets the PIN', async () => {
    await biometric.forgetBiometricPin();
    expect(NativeBiometric.deleteCredentials).toHaveBeenCalledWith({ server: 'org.holdfast.app.app-lock' });
  });
});
