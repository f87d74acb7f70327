import webpush from 'web-push';
import { collapseKeyOf, PUSH_TTL_SECONDS, pushData, urgencyOf, type PushProvider } from './push';
import type { VapidKeys } from './vapid';

/**
 * Web push (RFC 8030/8291/8292) through the `web-push` library: the payload `{type, notification_id}`
 * encrypted aes128gcm for the subscription's keys, VAPID-signed, with TTL, Urgency (high only for
 * SOS) and Topic (the collapse key). A subscription the push service answers 404 or 410 is gone.
 * `allowHttp`: accept http: endpoints (tests' local push service); production takes https: only, so a
 * member cannot make the server post to an address inside its network.
 */
export function createWebPushProvider(opts: { vapid: VapidKeys; allowHttp: boolean; timeoutMs?: number }): PushProvider {
  const vapidDetails = { subject: opts.vapid.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey };
  return {
    name: 'web-push',
    async send(device, message) {
      const subscription = device.subscription;
      if (!subscription) return 'skipped';
      if (!opts.allowHttp && !subscription.endpoint.startsWith('https://')) return 'skipped';
      const topic = collapseKeyOf(message);
      try {
        await webpush.sendNotification(subscription, JSON.stringify(pushData(message)), {
          vapidDetails,
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
