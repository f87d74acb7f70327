import type { Logger } from 'pino';
import type { PushPlatform, WebPushSubscription } from '@holdfast/shared/reference';

/**
 * What a push carries: ids and a type, never a text. A lock screen, a notification centre and the
 * push provider see only these; the device fetches the words from the app when it is opened (the
 * bell's item `notification_id`, or the message's chat), so nothing a push carries names a person,
 * a zone or a check-in result (issue 38, discreet mode). `title` and `body` are `never`: a caller
 * that tries to add one does not compile.
 */
export interface PushMessage {
  /** What happened (the notification's `meta.type`: 'message.created', 'sos.sent' …). */
  type: string;
  /** Spec 1: push data carries a type and notification_id (a message push: the message's id). */
  notification_id: number;
  /** The tap target: a path of the app made of ids ('/messages/partner/12'). Kept on the server: a push sends only type and id. */
  target?: string;
  /** Urgent pushes (SOS) ask the device to ring through quiet modes where it allows (Urgency high, APNs priority 10). */
  urgent: boolean;
  /**
   * Pushes with the same key replace each other on the device (web push's Topic, APNs' collapse id,
   * FCM's collapse key): made of ids only ('chat-12'), at most 32 URL-safe characters.
   */
  collapse?: string;
  /** Only the member's devices following this topic get it (a campaign to 'production-campaign'); kept on the server. */
  topic?: string;
  title?: never;
  body?: never;
}

/**
 * The push hook every notification goes through (`notifications.notify`). The devices module's
 * sender queues one job per registered device and sends through that device's provider (web push,
 * FCM, APNs); the log sender writes one line per push (tests that only count pushes use their own).
 */
export interface PushSender {
  readonly transport: 'log' | 'devices';
  send(userId: number, message: PushMessage): Promise<void>;
}

export function createLogPushSender(log: Logger): PushSender {
  return {
    transport: 'log',
    async send(userId, message) {
      log.debug(
        { push: { userId, type: message.type, notification_id: message.notification_id, urgent: message.urgent } },
        `[dev push] ${message.type} → user ${userId}`,
      );
    },
  };
}

/** A registered device as a provider needs it (the devices module's row). */
export interface PushDevice {
  id: number;
  token: string;
  platform: string;
  subscription: WebPushSubscription | null;
}

/** sent: the push service took it; gone: the device is no longer there (404/410, FCM unregistered): remove it; skipped: not sendable here. */
export type PushOutcome = 'sent' | 'gone' | 'skipped';

/** One push service. `send` throws on a failure worth retrying (5xx, a timeout, a refused connection). */
export interface PushProvider {
  readonly name: 'web-push' | 'fcm' | 'apns';
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
  close?(): Promise<void>;
}

/** The provider of each platform; a platform without one gets no pushes (FCM or APNs not configured). */
export type PushProviders = Partial<Record<PushPlatform, PushProvider>>;

/** How long a push service keeps a push for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The data every provider sends: the type and the id, nothing else (spec 1: push data carries a type and notification_id). */
export function pushData(message: PushMessage): { type: string; notification_id: number } {
  return { type: message.type, notification_id: message.notification_id };
}

/** RFC 8030 Urgency: high only for SOS, normal otherwise. */
export function urgencyOf(message: PushMessage): 'high' | 'normal' {
  return message.urgent ? 'high' : 'normal';
}

/** A collapse key as push services accept it (RFC 8030 Topic: at most 32 characters of the URL-safe base64 alphabet), else none. */
export function collapseKeyOf(message: PushMessage): string | undefined {
  return message.collapse && /^[A-Za-z0-9_-]{1,32}$/.test(message.collapse) ? message.collapse : undefined;
}
