import type { Logger } from 'pino';

export interface PushMessage {
  title: string;
  body: string;
  /** Spec 1: push data carries a type and notification_id (and here the tap target). */
  data: { type: string; notification_id: number; target?: string };
  /** Urgent pushes (SOS) ask the device to ring through quiet modes where it allows. */
  urgent: boolean;
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
      log.debug({ push: { userId, type: message.data.type, urgent: message.urgent } }, `[dev push] ${message.title} → user ${userId}`);
    },
  };
}
