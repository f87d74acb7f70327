import type { Agent } from 'node:https';
import webpush from 'web-push';
import { collapseKeyOf, PUSH_TTL_SECONDS, pushData, urgencyOf, type PushProvider } from './push';
import type { VapidKeys } from './vapid';

/**
 * Web push (RFC 8030/8291/8292) through the `web-push` library: the payload `{type, notification_id}`
 * encrypted aes128gcm for the subscription's keys, VAPID-signed, with TTL, Urgency (high only for
 * SOS) and Topic (the collapse key). A subscription the push service answers 404 or 410 is gone.
 * Endpoints are https: only (the contract refuses others; web-push speaks nothing else). `vapid` is
 * read at the first push; `agent` is the https agent (tests: one that trusts the local push service).
 */
export function createWebPushProvider(opts: { vapid: () => VapidKeys; agent?: Agent; timeoutMs?: number }): PushProvider {
  return {
    name: 'web-push',
    async send(device, message) {
      const subscription = device.subscription;
      if (!subscription || !subscription.endpoint.startsWith('https://')) return 'skipped';
      const { subject, publicKey, privateKey } = opts.vapid();
      const topic = collapseKeyOf(message);
      try {
        await webpush.sendNotification(subscription, JSON.stringify(pushData(message)), {
          vapidDetails: { subject, publicKey, privateKey },
          ...(opts.agent ? { agent: opts.agent } : {}),
          TTL: PUSH_TTL_SECONDS,
          urgency: urgencyOf(message),
          contentEncoding: 'aes128gcm',
          timeout: opts.timeoutMs ?? 10_000,
          ...(topic ? { topic } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}
