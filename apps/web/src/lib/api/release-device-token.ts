import type { OkResponse } from '@holdfast/shared/common';
import { devicesApiPaths as paths } from '@holdfast/shared/reference';
import { apiRequest } from '../api-client';

/** DELETE device-token: signing out on this device releases its push token (pushes to it stop). */
export function releaseDeviceToken(token: string, bearer: string): Promise<OkResponse> {
  return apiRequest(paths.deviceToken, { method: 'DELETE', body: { token }, token: bearer });
}
