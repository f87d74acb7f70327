import type { OkResponse } from '@holdfast/shared/common';
import { devicesApiPaths as paths, PUSH_TOPIC } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';

/** POST device-token/subscribe-topic: the spec's news topic (production-campaign) for this device. */
export function subscribeDeviceTopic(token: string): Promise<OkResponse> {
  return api.post(paths.subscribeTopic, { token, topic: PUSH_TOPIC });
}
