import { useMutation } from '@tanstack/react-query';
import { adminQueueApiPaths as paths, type QueueKind, type QueueReveal } from '@holdfast/shared/admin';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** POST admin/queue/{kind}/{id}/reveal: the item's hidden text (the server writes content.viewed first). */
export function revealQueueItem({ kind, id }: { kind: QueueKind; id: number }): Promise<QueueReveal> {
  return api.post<QueueReveal>(paths.reveal(kind, id));
}

export function useRevealQueueItem() {
  return useMutation({
    mutationFn: revealQueueItem,
    onError: (error) => notify.error(isApiError(error) ? error.message : 'The text could not be shown'),
  });
}
