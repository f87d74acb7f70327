import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueueApiPaths as paths, type QueueKind, type QueueResolveBody } from '@holdfast/shared/admin';
import type { OkResponse } from '@holdfast/shared/common';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { queueKeys } from './query-keys';

export interface ResolveQueueItem {
  kind: QueueKind;
  id: number;
  body: QueueResolveBody;
}

/** POST admin/queue/{kind}/{id}/resolve ({action, reason?}): the owning area makes the change. */
export function resolveQueueItem({ kind, id, body }: ResolveQueueItem): Promise<OkResponse> {
  return api.post<OkResponse>(paths.resolve(kind, id), body);
}

export function useResolveQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveQueueItem,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.message : 'The decision could not be saved'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}
