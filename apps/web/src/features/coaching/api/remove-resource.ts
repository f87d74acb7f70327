import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@holdfast/shared/common';
import { coachingApiPaths as paths, coachingTexts as t } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { coachingKeys } from './query-keys';

/** DELETE coach/resources/{id}: 'The resource has been removed' / 'Error Occured' (spec 3 section 8). */
export function removeResource(resourceId: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.resource(resourceId));
}

export function useRemoveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResource,
    onSuccess: () => notify.success(t.resourceRemoved),
    onError: () => notify.error(t.resourceRemoveFailed),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachingKeys.resources() }),
  });
}
