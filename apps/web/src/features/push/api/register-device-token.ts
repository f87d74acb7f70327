import type { OkResponse } from '@holdfast/shared/common';
import { devicesApiPaths as paths, type DeviceTokenBody } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';

/** POST device-token: this browser's push subscription (its endpoint as the spec's token). */
export function registerDeviceToken(body: DeviceTokenBody): Promise<OkResponse> {
  return api.post(paths.deviceToken, body);
}
