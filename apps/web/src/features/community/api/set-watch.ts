import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts, type WatchEntityType } from '@holdfast/shared/community';
import { apiRequest } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST or DELETE community/watch (one switch, its two verbs): the API answers the spec's success text. */
export function setWatch({ type, id, watch }: { type: WatchEntityType; id: number; watch: boolean }): Promise<OkResponse> {
  const body = { entity_id: id, entity_type: type };
  return apiRequest<OkResponse>(paths.watch, { method: watch ? 'POST' : 'DELETE', body });
}
export const useSetWatch = () =>
  useCommunityMutation(setWatch, {
    success: (a) => a.message,
    failure: (v) => (v.type === 'topic' && v.watch ? toasts.watchTopic : toasts.updateWatchList),
  });
