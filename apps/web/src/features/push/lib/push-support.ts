import { currentPlatform } from '@/lib/platform';

/**
 * What this browser can do about web push:
 * - 'ask': it has service workers, PushManager and notifications: the permission can be asked;
 * - 'install': iOS or iPadOS Safari outside a Home Screen install (no `navigator.standalone`, no
 *   PushManager): push works only from the Home Screen, so the offer shows the install steps;
 * - 'none': no web push here (an old browser), or the native app (its own push, registered there).
 */
/** 'native': inside the iOS or Android app, where the system's push (APNs, FCM) is asked through lib/platform. */
export type PushSupport = 'ask' | 'install' | 'native' | 'none';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean | undefined;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  platform: 'web' | 'ios' | 'android';
}

export function browserPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasNotification: typeof Notification !== 'undefined',
    platform: currentPlatform(),
  };
}

export function pushSupport(env: PushEnvironment = browserPushEnvironment()): PushSupport {
  if (env.platform !== 'web') return 'native';
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'ask';
  // iPadOS Safari says 'Macintosh' but has a touch screen.
  const isIos = /iPad|iPhone|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
  return isIos && env.standalone !== true ? 'install' : 'none';
}

/** The VAPID public key (base64url) as `applicationServerKey` wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
