import type { Logger } from 'pino';

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
  /** The tap target: a path of the app made of ids ('/messages/partner/12'). */
  target?: string;
  /** Urgent pushes (SOS) ask the device to ring through quiet modes where it allows. */
  urgent: boolean;
  title?: never;
  body?: never;
}

/**
 * The push hook every notification goes through (`notifications.notify`). The dev sender writes
 * one log line per push; a real sender (FCM/APNs, through the devices' registered tokens) replaces
 * it behind this interface without touching the areas.
 */
export interface PushSender {
  readonly transport: 'log' | 'fcm';
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
