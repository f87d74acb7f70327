/**
 * The service worker's side of web push (issue 40), registered by src/sw/sw.ts:
 * `registerPushHandlers(self)`. A push carries only `{type, notification_id}` (the server's
 * platform/push); the worker fetches what to show with the member's token (push-session.ts):
 * GET users/privacy/push-text/{id} gives the words (already neutral in discreet mode) and the tap
 * target; a chat message (its id is a message's, not a bell item's) shows 'New message', or the
 * neutral text in discreet mode, and opens /messages. Without a session, offline, or on any failure
 * the neutral text shows (a push must always show a notification). A tap marks the bell item read and
 * opens its target in an open tab of the app (else a new one).
 *
 * Typed structurally (no WebWorker library here: the page's tsconfig compiles this file too); a
 * ServiceWorkerGlobalScope fits.
 */
import { API_PREFIX } from '@holdfast/shared/common';
import { notificationsApiPaths } from '@holdfast/shared/notifications';
import { discreetTexts, privacyApiPaths } from '@holdfast/shared/privacy';
import { devicesApiPaths, pushTexts } from '@holdfast/shared/reference';
import { safeNextPath } from '@holdfast/shared/shell';
import { readPushSession, type PushSession } from './push-session';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}
interface SubscriptionLike {
  endpoint: string;
  toJSON(): { keys?: Record<string, string> };
}
interface PushSubscriptionChangeEventLike extends ExtendableEventLike {
  oldSubscription: { options: PushSubscriptionOptionsInit } | null;
  newSubscription: SubscriptionLike | null;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  /** The client after the navigation, or null (it left the origin). */
  navigate(url: string): Promise<unknown>;
}
export interface PushScope {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: PushSubscriptionChangeEventLike) => void): void;
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    pushManager: { subscribe(options: PushSubscriptionOptionsInit): Promise<SubscriptionLike> };
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** What a shown notification keeps for its tap. */
export interface PushNotificationData {
  type: string;
  notification_id: number;
  /** An in-app path, or null (the tap opens the app's start). */
  target: string | null;
  /** Mark this bell item read on tap (not for a chat message's id). */
  markRead: boolean;
}

const MESSAGE_TYPE = 'message.created';
const MESSAGES_PAGE = '/messages';
const START_PAGE = '/dashboard';

export interface PushHandlerDeps {
  session?: () => Promise<PushSession | null>;
}

export function registerPushHandlers(sw: PushScope, deps: PushHandlerDeps = {}): void {
  const session = deps.session ?? readPushSession;

  async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
    const res = await sw.fetch(`${API_PREFIX}/${path}`, {
      ...init,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`${res.status}`);
    return (await res.json()) as T;
  }

  async function wordsFor(type: string, id: number): Promise<{ title: string; body: string; target: string | null }> {
    const current = await session();
    const isMessage = type === MESSAGE_TYPE;
    const neutral = { title: discreetTexts.subject, body: '', target: isMessage ? MESSAGES_PAGE : null };
    if (!current) return neutral;
    try {
      if (isMessage) {
        const settings = await api<{ discreet_mode: boolean }>(privacyApiPaths.settings, current.token);
        return settings.discreet_mode ? neutral : { title: pushTexts.newMessage, body: '', target: MESSAGES_PAGE };
      }
      const text = await api<{ title: string; body: string; target: string | null }>(privacyApiPaths.pushText(id), current.token);
      return { title: text.title, body: text.body, target: text.target };
    } catch {
      return neutral;
    }
  }

  async function show(raw: unknown) {
    const push = readPush(raw);
    const words = push ? await wordsFor(push.type, push.notification_id) : { title: discreetTexts.subject, body: '', target: null };
    const data: PushNotificationData = {
      type: push?.type ?? '',
      notification_id: push?.notification_id ?? 0,
      target: words.target,
      markRead: !!push && push.type !== MESSAGE_TYPE,
    };
    await sw.registration.showNotification(words.title, {
      body: words.body,
      data,
      // One chat's notifications replace each other here too; every bell item shows on its own.
      tag: push?.type === MESSAGE_TYPE ? 'message' : `notification-${data.notification_id}`,
    });
  }

  async function open(data: PushNotificationData | null) {
    const current = await session();
    if (data?.markRead && current) {
      await api(notificationsApiPaths.markRead(data.notification_id), current.token, { method: 'PATCH' }).catch(() => undefined);
    }
    const path = (data?.target && safeNextPath(data.target)) || START_PAGE;
    const url = new URL(path, sw.location.origin).href;
    const windows = (await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClientLike[];
    const tab = windows.find((w) => new URL(w.url).origin === sw.location.origin);
    // Navigate first: it needs no permission, while focus() (and openWindow) need the window
    // interaction a tap grants, which the browser takes back after a while (Chromium: ~10 s, a slow
    // mark-read above) and which focus() uses up. A refused focus still leaves the tab on the target.
    // A tab this worker does not control cannot be navigated from here (TypeError): a new window.
    const landed = tab
      ? await tab.navigate(url).then(
          (c) => (c ?? tab) as WindowClientLike,
          () => null,
        )
      : null;
    if (landed) {
      await landed.focus().catch(() => undefined);
      return;
    }
    await sw.clients.openWindow(url);
  }

  sw.addEventListener('push', (event) => {
    let raw: unknown;
    try {
      raw = event.data?.json() ?? null;
    } catch {
      raw = null; // not JSON: the neutral text shows
    }
    event.waitUntil(show(raw));
  });

  async function renew(event: PushSubscriptionChangeEventLike) {
    const current = await session();
    if (!current) return;
    const subscription =
      event.newSubscription ?? (event.oldSubscription ? await sw.registration.pushManager.subscribe(event.oldSubscription.options) : null);
    if (!subscription) return;
    const keys = subscription.toJSON().keys ?? {};
    await sw.fetch(`${API_PREFIX}/${devicesApiPaths.deviceToken}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${current.token}` },
      credentials: 'omit',
      body: JSON.stringify({
        token: subscription.endpoint,
        platform: 'web',
        subscription: { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
      }),
    });
  }

  sw.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renew(event).catch(() => undefined));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(open(readData(event.notification.data)));
  });
}

function readPush(raw: unknown): { type: string; notification_id: number } | null {
  if (!raw || typeof raw !== 'object') return null;
  const { type, notification_id: id } = raw as Record<string, unknown>;
  return typeof type === 'string' && typeof id === 'number' && Number.isInteger(id) && id > 0 ? { type, notification_id: id } : null;
}

function readData(raw: unknown): PushNotificationData | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Partial<PushNotificationData>;
  return typeof d.notification_id === 'number' && typeof d.type === 'string'
    ? {
        type: d.type,
        notification_id: d.notification_id,
        target: typeof d.target === 'string' ? d.target : null,
        markRead: d.markRead === true,
      }
    : null;
}
