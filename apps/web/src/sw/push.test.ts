import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers, type PushNotificationData, type PushScope } from './push';

type Listener = (event: never) => void;

/** A fake ServiceWorkerGlobalScope: its listeners, fetch answered by path, notifications and windows recorded. */
function fakeScope(
  answers: Record<string, unknown> = {},
  opts: { windows?: { url: string; refuseFocus?: boolean; uncontrolled?: boolean }[]; failFetch?: boolean } = {},
) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const requests: { url: string; init?: RequestInit }[] = [];
  const calls: string[] = [];
  // As Chromium's WindowClient: focus() without the window interaction a tap grants is refused
  // (InvalidAccessError); navigate() of a client another worker (or none) controls is a TypeError.
  const windows = (opts.windows ?? []).map(({ url, refuseFocus, uncontrolled }) => ({
    url,
    focus: vi.fn(async () => {
      calls.push('focus');
      if (refuseFocus) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
    }),
    navigate: vi.fn(async (to: string): Promise<{ url: string; focus(): Promise<unknown> }> => {
      calls.push('navigate');
      if (uncontrolled) throw new TypeError('This service worker is not the client’s active service worker.');
      return { url: to, focus: async () => void calls.push('focus') };
    }),
  }));
  const opened: string[] = [];
  const scope: PushScope = {
    addEventListener: ((type: string, listener: Listener) => listeners.set(type, listener)) as PushScope['addEventListener'],
    registration: {
      showNotification: async (title, options = {}) => void shown.push({ title, options }),
      pushManager: {
        subscribe: async () => ({
          endpoint: 'https://push.example/renewed',
          toJSON: () => ({ keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) } }),
        }),
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        calls.push('openWindow');
        opened.push(url);
      },
    },
    location: { origin: 'https://app.test' },
    fetch: async (url, init) => {
      requests.push({ url, init });
      if (opts.failFetch) throw new TypeError('Failed to fetch');
      const path = url.replace('/api/v1.2/', '');
      return path in answers ? new Response(JSON.stringify(answers[path]), { status: 200 }) : new Response('{}', { status: 404 });
    },
  };
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  return {
    scope,
    shown,
    requests,
    windows,
    opened,
    calls,
    push: (payload: unknown) => fire('push', { data: { json: () => payload } }),
    click: (data: unknown) => fire('notificationclick', { notification: { data, close: vi.fn() } }),
    renew: (event: object) => fire('pushsubscriptionchange', event),
  };
}

const signedIn = { session: async () => ({ token: 'tok-1', userId: 3 }) };

describe('push handler', () => {
  it('fetches the words and the tap target for a bell item with the member’s token', async () => {
    const sw = fakeScope({
      'users/privacy/push-text/5': { title: 'Sam sent you a request', body: 'Open it', target: '/accountability/requests' },
    });
    registerPushHandlers(sw.scope, signedIn);
    await sw.push({ type: 'partner.request', notification_id: 5 });
    expect(sw.requests[0]!.url).toBe('/api/v1.2/users/privacy/push-text/5');
    expect((sw.requests[0]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(sw.shown).toEqual([
      {
        title: 'Sam sent you a request',
        options: expect.objectContaining({
          body: 'Open it',
          data: { type: 'partner.request', notification_id: 5, target: '/accountability/requests', markRead: true },
        }),
      },
    ]);
  });

  it('a chat message: ‘New message’, or the neutral text in discreet mode; it opens /messages and reads no bell item', async () => {
    for (const [discreet, title] of [
      [false, 'New message'],
      [true, 'You have an update'],
    ] as const) {
      const sw = fakeScope({ 'users/privacy/settings': { discreet_mode: discreet, expire_details_after_days: null } });
      registerPushHandlers(sw.scope, signedIn);
      await sw.push({ type: 'message.created', notification_id: 77 });
      expect(sw.requests.map((r) => r.url)).toEqual(['/api/v1.2/users/privacy/settings']);
      expect(sw.shown[0]!.title).toBe(title);
      expect(sw.shown[0]!.options.data).toEqual({ type: 'message.created', notification_id: 77, target: '/messages', markRead: false });
    }
  });

  it('shows the neutral text when signed out, offline, refused or sent a payload it cannot read', async () => {
    const signedOut = fakeScope();
    registerPushHandlers(signedOut.scope, { session: async () => null });
    await signedOut.push({ type: 'partner.request', notification_id: 5 });
    expect(signedOut.requests).toHaveLength(0);
    const offline = fakeScope({}, { failFetch: true });
    registerPushHandlers(offline.scope, signedIn);
    await offline.push({ type: 'sos.sent', notification_id: 6 });
    const refused = fakeScope();
    registerPushHandlers(refused.scope, signedIn);
    await refused.push({ type: 'sos.sent', notification_id: 404 });
    const garbled = fakeScope();
    registerPushHandlers(garbled.scope, signedIn);
    await garbled.push({ title: 'not ids', notification_id: 'x' });
    for (const sw of [signedOut, offline, refused, garbled]) {
      expect(sw.shown).toHaveLength(1);
      expect(sw.shown[0]!.title).toBe('You have an update');
      expect(sw.shown[0]!.options.body).toBe('');
    }
    expect(garbled.requests).toHaveLength(0);
  });
});

describe('notificationclick handler', () => {
  const data = (d: Partial<PushNotificationData>): PushNotificationData => ({
    type: 'partner.request',
    notification_id: 5,
    target: '/accountability/requests',
    markRead: true,
    ...d,
  });

  it('marks the bell item read and opens its target in the app’s open tab', async () => {
    const sw = fakeScope({ 'notifications/5/mark-read': { message: 'ok' } }, { windows: [{ url: 'https://app.test/dashboard' }] });
    registerPushHandlers(sw.scope, signedIn);
    await sw.click(data({}));
    expect(sw.requests).toEqual([{ url: '/api/v1.2/notifications/5/mark-read', init: expect.objectContaining({ method: 'PATCH' }) }]);
    expect(sw.windows[0]!.navigate).toHaveBeenCalledWith('https://app.test/accountability/requests');
    // Navigated first, then the tab it landed in brought to the front.
    expect(sw.calls).toEqual(['navigate', 'focus']);
    expect(sw.opened).toEqual([]);
  });

  it('still lands the tab on the target when the browser refuses the focus (the tap’s window interaction is over)', async () => {
    const sw = fakeScope(
      { 'notifications/5/mark-read': { message: 'ok' } },
      { windows: [{ url: 'https://app.test/dashboard', refuseFocus: true }] },
    );
    // The tab navigate() hands back is the one refusing.
    sw.windows[0]!.navigate.mockImplementation(async () => {
      sw.calls.push('navigate');
      return sw.windows[0]!;
    });
    registerPushHandlers(sw.scope, signedIn);
    await expect(sw.click(data({}))).resolves.toBeUndefined();
    expect(sw.windows[0]!.navigate).toHaveBeenCalledWith('https://app.test/accountability/requests');
    expect(sw.calls).toEqual(['navigate', 'focus']);
    expect(sw.opened).toEqual([]);
  });

  it('opens a new window when the app’s tab cannot be navigated from this worker (it does not control it)', async () => {
    const sw = fakeScope({}, { windows: [{ url: 'https://app.test/login', uncontrolled: true }] });
    registerPushHandlers(sw.scope, signedIn);
    await sw.click(data({ type: 'message.created', target: '/messages', markRead: false }));
    expect(sw.calls).toEqual(['navigate', 'openWindow']);
    expect(sw.opened).toEqual(['https://app.test/messages']);
  });

  it('opens a new window when no tab of the app is open; a chat message marks nothing read', async () => {
    const sw = fakeScope({}, { windows: [{ url: 'https://elsewhere.test/' }] });
    registerPushHandlers(sw.scope, signedIn);
    await sw.click(data({ type: 'message.created', target: '/messages', markRead: false }));
    expect(sw.requests).toEqual([]);
    expect(sw.opened).toEqual(['https://app.test/messages']);
  });

  it('never leaves the app: a foreign or missing target opens the dashboard', async () => {
    const sw = fakeScope();
    registerPushHandlers(sw.scope, { session: async () => null });
    await sw.click(data({ target: '//evil.example/x', markRead: true }));
    await sw.click(null);
    expect(sw.requests).toEqual([]);
    expect(sw.opened).toEqual(['https://app.test/dashboard', 'https://app.test/dashboard']);
  });
});

describe('pushsubscriptionchange handler', () => {
  it('stores the renewed subscription for the signed-in member', async () => {
    const sw = fakeScope({ 'device-token': { message: 'Device registered.' } });
    registerPushHandlers(sw.scope, signedIn);
    await sw.renew({ oldSubscription: { options: { userVisibleOnly: true } }, newSubscription: null });
    expect(sw.requests).toHaveLength(1);
    const { url, init } = sw.requests[0]!;
    expect(url).toBe('/api/v1.2/device-token');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(String(init!.body))).toEqual({
      token: 'https://push.example/renewed',
      platform: 'web',
      subscription: { endpoint: 'https://push.example/renewed', keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) } },
    });
  });

  it('does nothing signed out', async () => {
    const sw = fakeScope();
    registerPushHandlers(sw.scope, { session: async () => null });
    await sw.renew({ oldSubscription: { options: { userVisibleOnly: true } }, newSubscription: null });
    expect(sw.requests).toEqual([]);
  });
});
