import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import type { PushMessage, PushProviders, PushSender } from '../../platform/push/push';
import * as repo from './devices.repository';

/** One push to one device: ids only (never the token, never a text). */
export const JOB_DEVICE_PUSH = jobName<{
  deviceId: number;
  type: string;
  notification_id: number;
  urgent: boolean;
  collapse?: string;
}>('devices.push');

/**
 * The push hook (`ctx.push`) on the member's registered devices: `send` queues one job per device
 * (platform/jobs: it outlives the request, is retried with backoff, and a slow push service never
 * holds up the notification); the job re-reads the device and sends through its platform's provider
 * (web push, FCM, APNs). A device the provider calls gone (404/410, FCM unregistered, APNs 410) is
 * deleted at once, so no later push tries it again.
 */
export function createDevicePushSender(ctx: AppContext, providers: PushProviders): PushSender {
  ctx.jobs.define(
    JOB_DEVICE_PUSH,
    async ({ deviceId, ...payload }) => {
      const device = await repo.findDeviceById(ctx.db, deviceId);
      if (!device) return; // released, removed or gone since the push was queued
      const provider = providers[device.platform as keyof PushProviders];
      if (!provider) return;
      const message: PushMessage = {
        type: payload.type,
        notification_id: payload.notification_id,
        urgent: payload.urgent,
        ...(payload.collapse ? { collapse: payload.collapse } : {}),
      };
      const outcome = await provider.send(device, message);
      if (outcome === 'gone') {
        await repo.deleteGoneDevice(ctx.db, device.id, device.token);
        ctx.log.info({ push: { deviceId, provider: provider.name } }, 'push: the device is gone; removed it');
      }
    },
    { retries: 3, backoffMs: 10_000 },
  );
  return {
    transport: 'devices',
    async send(userId, message) {
      ctx.log.debug(
        { push: { userId, type: message.type, notification_id: message.notification_id, urgent: message.urgent } },
        `[push] ${message.type} → user ${userId}`,
      );
      const deviceIds = await repo.listDeviceIds(ctx.db, userId, message.topic);
      if (!deviceIds.length) return;
      await ctx.jobs.enqueueMany(
        JOB_DEVICE_PUSH,
        deviceIds.map((deviceId) => ({
          payload: {
            deviceId,
            type: message.type,
            notification_id: message.notification_id,
            urgent: message.urgent,
            ...(message.collapse ? { collapse: message.collapse } : {}),
          },
        })),
      );
    },
  };
}
