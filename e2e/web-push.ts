import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startPushService } from '../apps/server/src/test/push-service';

/**
 * Web push in the browser tests (e2e/pwa.spec.ts): a local push service speaking RFC 8030 (the API
 * tests' own, apps/server/src/test/push-service.ts: it checks VAPID, decrypts the aes128gcm body with
 * the subscriber's keys) under the certificate e2e/global-setup.ts made before the server started
 * and the server trusts (`NODE_EXTRA_CA_CERTS`), so the server's own web push provider, unchanged,
 * posts to it.
 */
export function startLocalPushService() {
  const dir = process.env.E2E_PUSH_TLS_DIR;
  if (!dir) throw new Error('E2E_PUSH_TLS_DIR is unset: e2e/global-setup.ts makes the push service certificate');
  return startPushService({
    tls: { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') },
  });
}

/** Where the fake PushManager keeps this tab's subscription (its applicationServerKey, base64url). */
export const FAKE_SUBSCRIPTION_KEY = 'e2e-push-subscription';

/**
 * The one piece of the browser replaced: `PushManager.prototype.subscribe` and `getSubscription` in
 * this page. Chromium's subscribe registers with Google's push service (GCM/FCM), which this machine
 * cannot reach (only the npm registry and Debian are). Chromium has switches for other GCM servers
 * (`--gcm-checkin-url`, `--gcm-registration-url`, `--gcm-mcs-endpoint`), but they want Google's
 * check-in and MCS protocols (protobuf over a long-lived TLS socket), and the endpoint it hands out is
 * still fcm.googleapis.com's: not a local RFC 8030 service. So the subscription is the one a browser
 * would hand the app for the local push service: its endpoint there and the keys (a real P-256
 * `p256dh` and a 16-byte `auth`) whose private half the test holds; `options.applicationServerKey` is
 * the key the app passed. Everything else (the permission, the service worker, what the app stores
 * and writes for the worker, the push event and the notification) is the browser's own.
 */
export async function fakePushManager(page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await page.addInitScript(
    ({ sub, storeKey }) => {
      const toBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const toB64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const keyOf = (key: BufferSource | string) =>
        typeof key === 'string'
          ? key
          : toB64url(key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
      const made = (applicationServerKey: string) => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: toBytes(applicationServerKey).buffer },
        getKey: (name: string) => (name === 'p256dh' || name === 'auth' ? toBytes(sub.keys[name]).buffer : null),
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { ...sub.keys } }),
        unsubscribe: async () => {
          sessionStorage.removeItem(storeKey);
          return true;
        },
      });
      const manager = PushManager.prototype as unknown as Record<string, unknown>;
      manager.getSubscription = async () => {
        const key = sessionStorage.getItem(storeKey);
        return key ? made(key) : null;
      };
      // As Chromium's: refused without the permission, only for userVisibleOnly, and a key required.
      manager.subscribe = async (options: PushSubscriptionOptionsInit = {}) => {
        if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        if (!options.userVisibleOnly) throw new DOMException('Push subscriptions must be userVisibleOnly', 'NotAllowedError');
        if (!options.applicationServerKey) throw new DOMException('No applicationServerKey', 'AbortError');
        const key = keyOf(options.applicationServerKey);
        sessionStorage.setItem(storeKey, key);
        return made(key);
      };
    },
    { sub: subscription, storeKey: FAKE_SUBSCRIPTION_KEY },
  );
}
