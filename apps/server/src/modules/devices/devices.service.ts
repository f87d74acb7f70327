import type { DeviceTokenInput, PushDeviceList, ReleaseDeviceTokenInput, SubscribeTopicInput } from '@holdfast/shared/reference';
import { isoInstant } from '../../platform/db/instant';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { canRegisterDevices } from './devices.policy';
import * as repo from './devices.repository';
import { ERROR_CODES } from '@holdfast/shared/common';

/** Push device registration: a member's own devices and the topics they follow. */
export function createDevicesService(ctx: AppContext) {
  return {
    async registerToken(actor: Actor, input: DeviceTokenInput) {
      assertCan(canRegisterDevices(actor));
      if (
        !(await repo.upsertDeviceToken(ctx.db, {
          userId: actor.userId,
          token: input.token,
          platform: input.platform,
          subscription: input.subscription ?? null,
        }))
      ) {
        throw new ConflictError(
          'This device is registered to another account. It is released when that account signs out on the device.',
          ERROR_CODES.deviceTaken,
        );
      }
    },
    /** Sign-out on the device: its token no longer belongs to this account (pushes stop). */
    async releaseToken(actor: Actor, input: ReleaseDeviceTokenInput) {
      assertCan(canRegisterDevices(actor));
      if (!(await repo.deleteDeviceToken(ctx.db, actor.userId, input.token))) throw new NotFoundError('Unknown device token.');
    },
    /** Sessions and devices: the member's push devices (the token itself stays on the server). */
    async list(actor: Actor): Promise<PushDeviceList> {
      assertCan(canRegisterDevices(actor));
      const rows = await repo.listDeviceTokens(ctx.db, actor.userId);
      return {
        items: rows
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
          .map((r) => ({ id: r.id, platform: r.platform, created_at: isoInstant(r.createdAt), updated_at: isoInstant(r.updatedAt) })),
      };
    },
    /** Stops pushes to one device from the settings (another person's id is 404). */
    async remove(actor: Actor, id: number) {
      assertCan(canRegisterDevices(actor));
      if (!(await repo.deleteDeviceById(ctx.db, actor.userId, id))) throw new NotFoundError('Unknown device.');
    },
    async subscribeTopic(actor: Actor, input: SubscribeTopicInput) {
      assertCan(canRegisterDevices(actor));
      if (!(await repo.addDeviceTopic(ctx.db, actor.userId, input.token, input.topic))) {
        throw new NotFoundError('Unknown device token.');
      }
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
