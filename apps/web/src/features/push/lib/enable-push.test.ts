import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { claimSubscription, enablePush } from './enable-push';

const registered: unknown[] = [];
let answers: ('ok' | 409)[] = [];
vi.mock('../api/register-device-token', () => ({
  registerDeviceToken: async (body: unknown) => {
    registered.push(body);
    if (answers.shift() === 409) throw new ApiError(409, { message: 'This device is registered to another account.' });
    return { message: 'Device registered.' };
  },
}));
const topics: string[] = [];
vi.mock('../api/subscribe-device-topic', () => ({ subscribeDeviceTopic: async (token: string) => void topics.push(token) }));
const sessions: unknown[] = [];
vi.mock('@/sw/push-session', () => ({ writePushSession: async (s: unknown) => void sessions.push(s) }));

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function subscription(endpoint: string) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: `p256-${endpoint.slice(-1)}`, auth: `auth-${endpoint.slice(-1)}` } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function registration(existing: PushSubscription | null, fresh: PushSubscription) {
  return {
    pushManager: { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => fresh) },
  } as unknown as ServiceWorkerRegistration & { pushManager: { subscribe: ReturnType<typeof vi.fn> } };
}

afterEach(() => {
  registered.length = 0;
  topics.length = 0;
  sessions.length = 0;
  answers = [];
  vi.unstubAllGlobals();
});

const session = { token: 'tok', userId: 4, vapidPublicKey: KEY };

describe('enablePush', () => {
  it('asks permission, subscribes with the VAPID key (userVisibleOnly), stores it, the topic and the worker’s session', async () => {
    const fresh = subscription('https://push.example/1');
    const reg = registration(null, fresh);
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve(reg) } });
    expect(await enablePush(session)).toBe('enabled');
    const options = reg.pushManager.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(registered).toEqual([
      {
        token: 'https://push.example/1',
        platform: 'web',
        subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p256-1', auth: 'auth-1' } },
      },
    ]);
    expect(topics).toEqual(['https://push.example/1']);
    expect(sessions).toEqual([{ token: 'tok', userId: 4 }]);
  });

  it('stops at a refused permission, storing nothing', async () => {
    vi.stubGlobal('Notification', { requestPermission: async () => 'denied' });
    expect(await enablePush(session)).toBe('denied');
    expect(registered).toEqual([]);
  });
});

describe('claimSubscription', () => {
  it('takes a fresh subscription when another account still holds this browser’s (409)', async () => {
    const old = subscription('https://push.example/7');
    const fresh = subscription('https://push.example/8');
    answers = [409, 'ok'];
    const claimed = await claimSubscription(registration(old, fresh), old, session);
    expect(claimed).toBe(fresh);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(registered.map((b) => (b as { token: string }).token)).toEqual(['https://push.example/7', 'https://push.example/8']);
    expect(sessions).toEqual([{ token: 'tok', userId: 4 }]);
  });
});
