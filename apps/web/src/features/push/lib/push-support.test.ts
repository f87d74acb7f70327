import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushSupport, type PushEnvironment } from './push-support';

const chrome: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  standalone: undefined,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  platform: 'web',
};
const iphoneSafari: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: false,
  hasNotification: false,
  platform: 'web',
};

describe('pushSupport', () => {
  it('asks where the browser has service workers, PushManager and notifications (an iPhone’s Home Screen app too)', () => {
    expect(pushSupport(chrome)).toBe('ask');
    expect(pushSupport({ ...iphoneSafari, standalone: true, hasPushManager: true, hasNotification: true })).toBe('ask');
  });

  it('shows install steps on iOS and iPadOS Safari outside a Home Screen install', () => {
    expect(pushSupport(iphoneSafari)).toBe('install');
    expect(
      pushSupport({ ...iphoneSafari, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.1 Safari/605.1.15' }),
    ).toBe('install');
  });

  it("inside the native app, the system's push; nothing on a desktop Safari without push, or an old browser", () => {
    expect(pushSupport({ ...chrome, platform: 'android' })).toBe('native');
    expect(pushSupport({ ...iphoneSafari, platform: 'ios' })).toBe('native');
    expect(
      pushSupport({ ...iphoneSafari, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', maxTouchPoints: 0 }),
    ).toBe('none');
    expect(pushSupport({ ...chrome, hasPushManager: false })).toBe('none');
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key to its 65 bytes', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    raw[0] = 4;
    const b64url = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...applicationServerKey(b64url)]).toEqual([...raw]);
  });
});
