import { isApiError } from '@/lib/api-client';
import { writePushSession } from '@/sw/push-session';
import { registerDeviceToken } from '../api/register-device-token';
import { subscribeDeviceTopic } from '../api/subscribe-device-topic';
import { applicationServerKey } from './push-support';

export type EnableOutcome = 'enabled' | 'denied' | 'failed';

/** How long to wait for the service worker to be ready before giving up. */
const READY_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);
}

/**
 * Allow: asks the browser's permission, subscribes through the service worker's PushManager with the
 * server's VAPID key (`userVisibleOnly`: every push shows a notification), stores the subscription
 * (POST device-token, its endpoint as the token; then the news topic), and hands the worker the
 * member's token (IndexedDB) so it can fetch a push's words.
 */
export async function enablePush(input: { vapidPublicKey: string; token: string; userId: number }): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await withTimeout(navigator.serviceWorker.ready, READY_TIMEOUT_MS);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(input.vapidPublicKey),
      }));
    await syncSubscription(subscription, input);
    await subscribeDeviceTopic(subscription.endpoint).catch(() => undefined);
    return 'enabled';
  } catch {
    return 'failed';
  }
}

/** Stores this browser's subscription and the worker's copy of the session (after Allow, and when a session starts with push on). */
export async function syncSubscription(subscription: PushSubscription, session: { token: string; userId: number }): Promise<void> {
  const json = subscription.toJSON();
  await registerDeviceToken({
    token: subscription.endpoint,
    platform: 'web',
    subscription: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
  await writePushSession({ token: session.token, userId: session.userId });
}

/**
 * Stores `subscription` for this member; when another account still holds it (409: its sign-out on
 * this browser could not release it, offline), this browser takes a fresh subscription instead, so
 * the member signed in now gets their pushes and the other account's stop reaching this device.
 */
export async function claimSubscription(
  registration: ServiceWorkerRegistration,
  subscription: PushSubscription,
  session: { token: string; userId: number; vapidPublicKey: string },
): Promise<PushSubscription> {
  try {
    await syncSubscription(subscription, session);
    return subscription;
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    await subscription.unsubscribe();
    const fresh = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(session.vapidPublicKey),
    });
    await syncSubscription(fresh, session);
    return fresh;
  }
}

/** With permission already given: this browser's existing subscription, if the worker has one. */
export async function existingSubscription(): Promise<{ registration: ServiceWorkerRegistration; subscription: PushSubscription } | null> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = (await registration?.pushManager?.getSubscription()) ?? null;
  return registration && subscription ? { registration, subscription } : null;
}
